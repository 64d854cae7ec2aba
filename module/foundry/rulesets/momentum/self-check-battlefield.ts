/**
 * The `momentum` self-check's battlefield (rules page decisions 136, 138, 139), each on the acting creature's turn:
 * - the path (decision 136): the room reads a move's waypoints before it happens — one square into difficult terrain
 *   (a waypoint whose terrain, as a Region's Modify Movement Cost behaviour makes it, doubles the cost) is refused with
 *   1 m left, the same square on open ground allowed, and a move ending in the other's space refused ("you cannot
 *   stop there"); nothing moves, the metres are given back as they were;
 * - creature cover by size (decision 138): the other steps one square back and a third creature of its size takes
 *   its square (or the one an earlier step left there), between the two: the acting creature's ranged weapon reads half cover with the bodies' reason; the
 *   third creature Taking Cover gives none ("no longer grant half-cover to creatures of the same size category");
 * - Switch Places (decision 139): the other stands beside the acting one, on its side for the step; the acting one
 *   asks (its spend names the other), the GM takes the prompt for the other: the two tokens change places, 1 AP
 *   paid, and a second answer is refused.
 * The positions, sides and statuses are put back after, whatever happened (the acting one's token moved back as the
 * rules move it: no metres paid); the third creature leaves with the run's scene.
 */
import { AP_PER_TURN, RP_PER_ROUND } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { sceneSituationFor } from "../../canvas/situate.ts";
import { SHORTFALL } from "../../combat/gm-override.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { ALLOW_SWITCH_PLACES } from "./combat/reactions.ts";
import { moveByRules } from "./combat/rules-move.ts";
import { SWITCH_PLACES, switchPlacesAction } from "./combat/switch-places.ts";
import { MOMENTUM_COMBAT_ROOM } from "./combat-room.ts";
import { momentumWeaponOf } from "./documents.ts";
import { actingAndOther, thirdCreatureAt } from "./self-check-fighters.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;
const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;

export const movementPathStep: SkirmishStep = {
  id: "movementPath",
  labelKey: `${STEP}.movementPath`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    const moving = need(room.tokenMoving, "the room's check of a token's move");
    const own = need(acting.token, "the acting creature's token");
    const theirs = need(other.token, "the other's token");
    const size = need(s.scene, "the scene").grid.size;
    const left = need(momentumCombatantData(acting), "a momentum combatant").movement;
    const from = { x: own.x, y: own.y };
    // One square off the row the two stand on.
    const next = { x: from.x, y: from.y + (theirs.y > from.y ? -size : size) };
    // The GM leaves it 1 m (the metres are no pool the tracker adjusts: written as the turn's start writes them).
    await acting.update({ system: { movement: 1 } });
    try {
      const difficult = { ...next, terrain: { difficulty: 2 }, intermediate: false };
      expectEqual(
        "a square of difficult terrain with 1 m left",
        SHORTFALL,
        moving(acting, from, next, [difficult])?.refused,
      );
      expectEqual("the same square on open ground", undefined, moving(acting, from, next, [next]));
      const onto = { x: theirs.x, y: theirs.y };
      expectEqual(
        "a move ending in the other's space",
        `${REFUSAL}.cannotStop`,
        moving(acting, from, onto, [onto])?.refused,
      );
    } finally {
      await acting.update({ system: { movement: left } });
    }
  },
};

export const creatureCoverStep: SkirmishStep = {
  id: "creatureCover",
  labelKey: `${STEP}.creatureCover`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const shooter = need(acting.actor, "the acting creature's actor");
    const weapon = need(
      shooter.items.find((i) => momentumWeaponOf(i)?.data.reach === "ranged"),
      "the acting creature's ranged weapon",
    );
    const theirs = need(other.token, "the other's token");
    const home = { x: theirs.x, y: theirs.y };
    const step =
      Math.sign(home.x - need(acting.token, "the acting creature's token").x) * need(s.scene, "the scene").grid.size;
    const read = () =>
      sceneSituationFor(
        "momentum",
        MOMENTUM_COMBAT_ROOM,
        { actor: shooter, item: weapon },
        { actor: need(other.actor, "the other's actor"), token: theirs },
      );
    const scene = need(s.scene, "the scene");
    await theirs.update({ x: home.x + step });
    // A third creature left on that square by an earlier step stands in between too: every one there is read.
    const standing = () => scene.tokens.filter((t) => t.id !== theirs.id && t.x === home.x && t.y === home.y);
    const between = standing().length > 0 ? standing() : [await thirdCreatureAt(s, home)];
    const takingCover = async (active: boolean) => {
      for (const t of between) await t.actor?.toggleStatusEffect("takingCover", { active });
    };
    try {
      const seen = read();
      expectEqual("half cover behind a creature of its size", true, seen?.defaults["halfCover"]);
      expectEqual("the reason", `${I18N_ROOT}.Momentum.Modifier.reason.bodyCover`, seen?.reasons["halfCover"]?.key);
      await takingCover(true);
      expectEqual("no cover from one of its size Taking Cover", undefined, read()?.defaults["halfCover"]);
    } finally {
      await takingCover(false);
      await theirs.update({ x: home.x });
    }
  },
};

export const switchPlacesStep: SkirmishStep = {
  id: "switchPlaces",
  labelKey: `${STEP}.switchPlaces`,
  async run(s) {
    const { acting, other, who } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    const own = need(acting.token, "the acting creature's token");
    const theirs = need(other.token, "the other's token");
    const size = need(s.scene, "the scene").grid.size;
    const homes = {
      own: { x: own.x, y: own.y },
      theirs: { x: theirs.x, y: theirs.y, disposition: theirs.disposition },
    };
    const beside = { x: own.x, y: own.y + size };
    // Off its turn the other moves freely: it stands beside the one acting, on its side.
    await theirs.update({ ...beside, disposition: own.disposition });
    try {
      expectEqual("the GM's AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
      expectEqual("the GM's RP", undefined, await room.adjustPool(other, "rp", RP_PER_ROUND));
      const asked = await room.spend(acting, { action: switchPlacesAction(need(other.id, "the other's id")) });
      expectEqual("the ask", undefined, asked);
      const prompt = need(game.messages.contents.at(-1)?.id, "the Switch Places prompt");
      const answer = {
        action: `${ALLOW_SWITCH_PLACES}:${prompt}`,
        attack: { itemId: SWITCH_PLACES, targetUuid: need(acting.actor, "the actor").uuid },
      };
      expectEqual("the ally's answer", undefined, await room.spend(other, answer));
      const at = (p: { readonly x: number; readonly y: number }) => `${String(p.x)},${String(p.y)}`;
      expectEqual("the acting creature's square", at(beside), at(own));
      expectEqual("the ally's square", at(homes.own), at(theirs));
      expectEqual(`the ${who}'s AP after Switch Places`, AP_PER_TURN - 1, poolOf(s, who, "ap").value);
      expectThat((await room.spend(other, answer)) !== undefined, "a second answer is refused", prompt);
    } finally {
      await theirs.update(homes.theirs);
      await moveByRules(own, homes.own);
    }
  },
};

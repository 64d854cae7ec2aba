/**
 * `momentum` self-check steps for Climb and Disarm on the battlefield, on the acting creature's turn:
 * - the climber follows its mount (decision 151): the one acting is made Large, the other Climbing on its square; the
 *   GM moves the one acting one square and the other's token follows ("you move with it if it moves"); the other then
 *   moves off it and is no longer Climbing;
 * - taking the disarmed item (decision 152): given 3 AP, the one acting disarms the other (its d20 high, the other's
 *   low); the GM takes the prompt's offer for it: the dropped weapon leaves the other and is held by the one acting,
 *   and a second take is refused.
 * - a won Climb (decision 159): the other is made Large and the one acting, given 3 AP, climbs it (its d20 high): it
 *   is Climbing, its token is on the other's square ("You occupy a space that is also occupied by the target") and its
 *   metres are as they were;
 * Sizes, statuses, positions, metres and the weapon are put back after, whatever happened.
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { eventually, expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { contestChoice } from "./combat/contest-choice.ts";
import { CONTEST_CONTROL } from "./combat/controls.ts";
import { moveByRules } from "./combat/rules-move.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { TAKE_DROPPED } from "./combat/take-dropped.ts";
import { momentumActorView, momentumWeaponOf } from "./documents.ts";
import { actingAndOther } from "./self-check-fighters.ts";
import { holderWinsDice } from "./self-check-held-trip.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;

export const climbCarryStep: SkirmishStep = {
  id: "climbCarry",
  labelKey: `${STEP}.climbCarry`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const [mount, climber] = [need(acting.actor, "the acting actor"), need(other.actor, "the other's actor")];
    const [own, theirs] = [need(acting.token, "the acting token"), need(other.token, "the other's token")];
    const size = need(s.scene, "the scene").grid.size;
    const homes = { own: { x: own.x, y: own.y }, theirs: { x: theirs.x, y: theirs.y } };
    const mountSize = need(momentumActorView(mount), "the acting creature").source.size;
    const left = need(momentumCombatantData(acting), "a momentum combatant").movement;
    // Climb: "a target that is … at least one size category larger than you" (both fighters are Medium).
    await mount.update({ system: { size: "large" } });
    await climber.toggleStatusEffect("climbing", { active: true });
    try {
      // Off its turn the other moves freely: onto the square of the one acting.
      await theirs.update(homes.own);
      const below = { x: own.x, y: own.y + size };
      await own.update(below);
      const at = () => `${String(theirs.x)},${String(theirs.y)}`;
      await eventually(() => theirs.x === below.x && theirs.y === below.y, "the climber carried along", at);
      await theirs.update({ x: below.x + size, y: below.y });
      const climbing = () => climber.statuses.has("climbing");
      await eventually(() => !climbing(), "the climb ended by the climber's own move off", climbing);
    } finally {
      await climber.toggleStatusEffect("climbing", { active: false });
      await mount.update({ system: { size: mountSize } });
      await moveByRules(own, homes.own);
      await theirs.update(homes.theirs);
      await acting.update({ system: { movement: left } });
    }
  },
};

export const takeDroppedStep: SkirmishStep = {
  id: "takeDropped",
  labelKey: `${STEP}.takeDropped`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    const [taker, disarmed] = [need(acting.actor, "the acting actor"), need(other.actor, "the other's actor")];
    const held = need(
      disarmed.items.find((i) => momentumWeaponOf(i)?.data.equipped === true),
      "the other's equipped weapon",
    );
    const name = held.name;
    expectEqual("the GM's 3 AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
    s.dice.set(holderWinsDice());
    try {
      const args = { choice: contestChoice("disarm", need(other.id, "the other combatant's id")) };
      expectEqual("the Disarm's refusal", undefined, await room.act(acting, CONTEST_CONTROL.id, args));
    } finally {
      s.dice.set(undefined);
    }
    const prompt = need(game.messages.contents.at(-1)?.id, "the offer of the dropped item");
    const take = { action: `${TAKE_DROPPED}:${prompt}` };
    const taken = () => taker.items.find((i) => i.name === name && momentumWeaponOf(i)?.data.equipped === true);
    try {
      expectEqual("the dropped item taken", undefined, await room.spend(acting, take));
      expectThat(taken() !== undefined, "the taker holds it", name);
      expectThat(disarmed.items.get(need(held.id, "its id")) === undefined, "it left the disarmed creature", name);
      expectThat((await room.spend(acting, take)) !== undefined, "a second take is refused", prompt);
    } finally {
      // The weapon goes back to the other, held as before the Disarm.
      const back = taken();
      if (back?.id) {
        const [returned] = (await disarmed.createEmbeddedDocuments("Item", [held.toObject()])) ?? [];
        await returned?.update({ system: { equipped: true } });
        await taker.deleteEmbeddedDocuments("Item", [back.id]);
      } else if (disarmed.items.get(need(held.id, "its id"))) await held.update({ system: { equipped: true } });
    }
  },
};

export const climbOntoStep: SkirmishStep = {
  id: "climbOnto",
  labelKey: `${STEP}.climbOnto`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    const [climber, mount] = [need(acting.actor, "the acting actor"), need(other.actor, "the other's actor")];
    const [own, theirs] = [need(acting.token, "the acting token"), need(other.token, "the other's token")];
    const home = { x: own.x, y: own.y };
    const mountSize = need(momentumActorView(mount), "the other creature").source.size;
    const left = need(momentumCombatantData(acting), "a momentum combatant").movement;
    expectEqual("the GM's 3 AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
    // Climb: "a target that is … at least one size category larger than you" (both fighters are Medium).
    await mount.update({ system: { size: "large" } });
    s.dice.set(holderWinsDice());
    try {
      const args = { choice: contestChoice("climb", need(other.id, "the other combatant's id")) };
      expectEqual("the Climb's refusal", undefined, await room.act(acting, CONTEST_CONTROL.id, args));
      expectThat(climber.statuses.has("climbing"), "the climber is Climbing", climber.statuses);
      const at = (p: { readonly x: number; readonly y: number }) => `${String(p.x)},${String(p.y)}`;
      await eventually(
        () => own.x === theirs.x && own.y === theirs.y,
        "the climber on the mount's square",
        () => at(own),
      );
      expectEqual("the climber's metres", left, momentumCombatantData(acting)?.movement);
    } finally {
      s.dice.set(undefined);
      await climber.toggleStatusEffect("climbing", { active: false });
      await mount.update({ system: { size: mountSize } });
      await moveByRules(own, home);
      await acting.update({ system: { movement: left } });
    }
  },
};

/**
 * The `momentum` self-check's Maneuvers, forced movement and jumps (rules page decisions 146–149), each on the acting
 * creature's turn, given its AP by the GM:
 * - a Maneuver added to its melee weapon's attack (a temporary Tier 1 Maneuver that ignores all Armor, free), the d20
 *   showing 20: the card's damage names the Maneuver ("Critical hits with weapon attacks that have a Maneuver added to
 *   them deal additional damage of 6, and the Maneuver deals additional damage equal to 3 times the Tier");
 * - an Ability that pushes 1 m (a temporary one, free), the d20 showing 20: the GM takes the card's move step, the
 *   other's token is one square further from the acting one, and a second move is refused;
 * - the card's Undo of that push's damage (decision 161): the other's token is back on its square, its Vitality too;
 *   then a 6 m push into a third creature standing behind the other (its Strength DR showing 1): the third creature's
 *   collision damage lands with the hit's damage, not before, and the card's Undo gives it back (decision 166);
 * - an Ability with no damage line that only pushes (decision 160): the push moves the other, and the card has no
 *   damage step (the GM's damage is refused);
 * - a jump (core's Jump movement action) of one square taken off from difficult terrain with 3 m left costs 2 + 2 m
 *   and is refused; the same from open ground is allowed ("Your jumping range is halved while being on difficult
 *   terrain"). Nothing moves.
 * The Vitality, statuses and squares are put back after and the temporary Abilities deleted, whatever happened.
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { SHORTFALL } from "../../combat/gm-override.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { cardAction } from "../../chat/attack-card/actions.ts";
import { rollAttack } from "../../flows/attack.ts";
import { gmTakesStep } from "../../procedure/gm-step.ts";
import { DAMAGE_STEP_ID } from "../../procedure/steps/damage.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { FORCED_MOVE_STEP_ID } from "./attack/damage.ts";
import { maneuverChoiceId } from "./attack/maneuver.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { momentumActorView, momentumWeaponOf } from "./documents.ts";
import { actingAndOther, thirdCreatureAt } from "./self-check-fighters.ts";
import { newestCard } from "./self-check-redirect.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;

/** An item as these steps name it: its id for the attack, its name for the card. */
interface Named {
  readonly id: string | null;
  readonly name: string;
}

/** The acting creature attacks the other with `item`, with `choices`, the d20 showing 20: the newest card's row. */
async function attackWith(s: Skirmish, item: Named, choices: Readonly<Record<string, boolean>> = {}) {
  const { acting, other } = actingAndOther(s);
  const room = need(roomOf(acting), "the momentum combat room");
  expectEqual("the GM's AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
  const theirs = need(other.token, "the other's token");
  need(canvas.tokens?.get(need(theirs.id, "the other's token id")), "the other on the canvas").setTarget(true, {
    releaseOthers: true,
  });
  s.dice.set(() => 20);
  try {
    await rollAttack(need(acting.actor, "the acting creature's actor"), need(item.id, "the item's id"), {
      skipDialog: true,
      choices,
    });
  } finally {
    s.dice.set(undefined);
  }
  const shot = newestCard();
  expectEqual("the attack with a natural 20", "hit", shot.row.outcome);
  return shot;
}

/** Runs `body` with a temporary Ability of `system` on the acting creature, the other's Vitality and statuses kept. */
export async function withAbility(s: Skirmish, system: Record<string, unknown>, body: (item: Named) => Promise<void>) {
  const { acting, other } = actingAndOther(s);
  const actor = need(acting.actor, "the acting creature's actor");
  const target = need(other.actor, "the other's actor");
  const vitality = need(momentumActorView(target), "a momentum creature").source.vitality.value;
  const statuses = new Set(target.statuses);
  const [item] = (await actor.createEmbeddedDocuments("Item", [
    { name: "Self-check Ability", type: "momentum-ability", system },
  ])) ?? [undefined];
  try {
    await body(need(item, "the temporary Ability"));
  } finally {
    await item?.delete();
    await target.update({ system: { vitality: { value: vitality } } });
    for (const id of target.statuses) if (!statuses.has(id)) await target.toggleStatusEffect(id, { active: false });
  }
}

export const maneuverStep: SkirmishStep = {
  id: "maneuver",
  labelKey: `${STEP}.maneuver`,
  async run(s) {
    const { acting } = actingAndOther(s);
    const weapon = need(
      need(acting.actor, "the acting creature's actor").items.find((i) => momentumWeaponOf(i)?.data.reach === "melee"),
      "the acting creature's melee weapon",
    );
    const maneuver = { tier: 1, ap: 0, wp: 0, delivery: "effect", damage: [], ignoreArmor: 100, maneuver: true };
    await withAbility(s, maneuver, async (item) => {
      const shot = await attackWith(s, weapon, { [maneuverChoiceId(need(item.id, "the Maneuver's id"))]: true });
      s.dice.set(() => 1);
      try {
        const applied = await gmTakesStep(need(shot.card.id, "the card's id"), shot.row.key, DAMAGE_STEP_ID);
        expectEqual("the damage applied", true, applied.ok);
      } finally {
        s.dice.set(undefined);
      }
      const named = game.i18n.format(`${I18N_ROOT}.Momentum.Damage.maneuver`, { name: item.name, tier: "1" });
      const summary = newestCard().row.damage.summary;
      expectThat(summary.includes(named), "the card names the Maneuver", summary);
    });
  },
};

/** A free Ability that pushes `metres` (1 m unless given), with a damage line of 1 or none. */
const pusher = (damage: readonly Record<string, unknown>[], metres = 1) => ({
  ap: 0,
  wp: 0,
  delivery: "attack",
  range: 1,
  damage,
  forcedMovement: { kind: "push", metres },
});
const ONE_PHYSICAL = [{ type: "physical", count: 1, faces: 1, flat: 0 }];

const at = (p: { readonly x: number; readonly y: number }) => `${String(p.x)},${String(p.y)}`;

/** The square behind the other, seen from the acting creature: where a push takes it first. */
function squareBehind(s: Skirmish): { readonly x: number; readonly y: number } {
  const { acting, other } = actingAndOther(s);
  const theirs = need(other.token, "the other's token");
  const own = need(acting.token, "the acting creature's token");
  const size = need(s.scene, "the scene").grid.size;
  const away = (from: number, to: number) => Math.sign(to - from) * size;
  return { x: theirs.x + away(own.x, theirs.x), y: theirs.y + away(own.y, theirs.y) };
}

/**
 * The acting creature pushes the other 1 m with `item` through the card's move step, once only; then `after` with the
 * card; the other's token is put back whatever happened.
 */
async function pushes(s: Skirmish, item: Named, after: (shot: ReturnType<typeof newestCard>) => Promise<void>) {
  const theirs = need(actingAndOther(s).other.token, "the other's token");
  const home = { x: theirs.x, y: theirs.y };
  const pushedTo = squareBehind(s);
  try {
    const shot = await attackWith(s, item);
    const card = need(shot.card.id, "the card's id");
    expectEqual("the move step", true, (await gmTakesStep(card, shot.row.key, FORCED_MOVE_STEP_ID, "push")).ok);
    expectEqual("the other's square after the push", at(pushedTo), at(theirs));
    const again = await gmTakesStep(card, shot.row.key, FORCED_MOVE_STEP_ID, "push");
    expectEqual("a second move", false, again.ok);
    await after(shot);
  } finally {
    await theirs.update(home);
  }
}

export const forcedMoveStep: SkirmishStep = {
  id: "forcedMove",
  labelKey: `${STEP}.forcedMove`,
  async run(s) {
    await withAbility(s, pusher(ONE_PHYSICAL), (item) => pushes(s, item, () => Promise.resolve()));
  },
};

export const pushUndoneStep: SkirmishStep = {
  id: "pushUndone",
  labelKey: `${STEP}.pushUndone`,
  async run(s) {
    const theirs = need(actingAndOther(s).other.token, "the other's token");
    const home = at(theirs);
    await withAbility(s, pusher(ONE_PHYSICAL), (item) =>
      pushes(s, item, async (shot) => {
        const card = need(shot.card.id, "the card's id");
        expectEqual("the damage applied", true, (await gmTakesStep(card, shot.row.key, DAMAGE_STEP_ID)).ok);
        const undone = await cardAction(shot.card, { action: "undoDamage", row: shot.row.key });
        expectEqual("the card's Undo", true, undone.ok);
        expectEqual("the other's square after Undo", home, at(theirs));
      }),
    );
    await collisionUndone(s);
  },
};

/**
 * "On a failure, you deal physical damage – equal to the full distance in meters that the target would have been
 * moved – to both the moving target and whatever is occupying the space": a 6 m push into a third creature behind the
 * other (its Strength DR showing 1, 6 Physical through its Armor), dealt with the hit's damage and given back by the
 * card's Undo (decision 166). The third creature's token is removed after, whatever happened.
 */
async function collisionUndone(s: Skirmish): Promise<void> {
  const third = await thirdCreatureAt(s, squareBehind(s));
  const occupant = need(third.actor, "the third creature's actor");
  const vitality = () => need(momentumActorView(occupant), "a momentum creature").source.vitality.value;
  const whole = vitality();
  try {
    await withAbility(s, pusher(ONE_PHYSICAL, 6), async (item) => {
      const shot = await attackWith(s, item);
      const card = need(shot.card.id, "the card's id");
      s.dice.set(() => 1);
      try {
        expectEqual(
          "the push into the third creature",
          true,
          (await gmTakesStep(card, shot.row.key, FORCED_MOVE_STEP_ID, "push")).ok,
        );
      } finally {
        s.dice.set(undefined);
      }
      expectEqual("the third creature's Vitality before the hit's damage", whole, vitality());
      expectEqual("the damage applied", true, (await gmTakesStep(card, shot.row.key, DAMAGE_STEP_ID)).ok);
      expectThat(vitality() < whole, "the collision's damage to the third creature", String(vitality()));
      const undone = await cardAction(shot.card, { action: "undoDamage", row: shot.row.key });
      expectEqual("the card's Undo", true, undone.ok);
      expectEqual("the third creature's Vitality after Undo", whole, vitality());
    });
  } finally {
    await third.delete();
  }
}

export const pushOnlyStep: SkirmishStep = {
  id: "pushOnly",
  labelKey: `${STEP}.pushOnly`,
  async run(s) {
    await withAbility(s, pusher([]), (item) =>
      pushes(s, item, async (shot) => {
        const card = need(shot.card.id, "the card's id");
        expectEqual("damage for no damage line", false, (await gmTakesStep(card, shot.row.key, DAMAGE_STEP_ID)).ok);
      }),
    );
  },
};

export const jumpStep: SkirmishStep = {
  id: "jump",
  labelKey: `${STEP}.jump`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    const moving = need(room.tokenMoving, "the room's check of a token's move");
    const own = need(acting.token, "the acting creature's token");
    const size = need(s.scene, "the scene").grid.size;
    const left = need(momentumCombatantData(acting), "a momentum combatant").movement;
    const from = { x: own.x, y: own.y };
    // Off the row the two stand on: one square walked, then one jumped.
    const dy = need(other.token, "the other's token").y > from.y ? -size : size;
    const walked = { x: from.x, y: from.y + dy, intermediate: false };
    const landed = { x: from.x, y: from.y + 2 * dy, intermediate: false, action: "jump" };
    await acting.update({ system: { movement: 3 } });
    try {
      const fromMud = [{ ...walked, terrain: { difficulty: 2 } }, landed];
      expectEqual(
        "a jump taken off from difficult terrain, 3 m left",
        SHORTFALL,
        moving(acting, from, landed, fromMud)?.refused,
      );
      expectEqual("the same jump from open ground", undefined, moving(acting, from, landed, [walked, landed]));
    } finally {
      await acting.update({ system: { movement: left } });
    }
  },
};

/**
 * `momentum` self-check steps for the actions the GM plays against one target beyond the contests (decisions 108–110): on
 * the other's turn after the held Move, the one acting stabilizes the holder, whom the GM has marked Bleeding
 * ("Stabilize | 3 | You can make a First Aid Check against 8. On a success, you can remove the Bleeding Status
 * Effect"), its d20 high: Bleeding gone and 3 AP paid. Then, the GM having given it 2 AP on the tracker and marked it
 * Grabbed, it breaks free of the holder (the Grab's checks repeated, decision 109), the holder's d20 low: Grabbed gone.
 * Its token's move beyond the metres it has left is refused (decision 110). Given 3 AP again, it uses the last
 * Stimulant it carries ("Use Item | 3 | Use a non-ability consumable, such as a stimulant", decision 123): the item is
 * gone, and a second use of it is refused.
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { I18N_ROOT } from "../../constants.ts";
import { SHORTFALL } from "../../combat/gm-override.ts";
import { roomOf } from "../../combat/rooms.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { contestChoice, STABILIZE } from "./combat/contest-choice.ts";
import { CONTEST_CONTROL } from "./combat/controls.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { useItemAction } from "./combat/use-item.ts";
import { actingAndOther } from "./self-check-fighters.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;
const BREAK_FREE_AP = 2;

/** The first die shows `first`, every later one its highest face. */
function firstThenHighest(first: (faces: number) => number): (faces: number) => number {
  let rolled = 0;
  return (faces) => (rolled++ === 0 ? first(faces) : faces);
}

export const stabilizeStep: SkirmishStep = {
  id: "stabilize",
  labelKey: `${STEP}.stabilize`,
  async run(s) {
    const { acting, other, who } = actingAndOther(s);
    const patient = need(other.actor, "the other's actor");
    const room = need(roomOf(acting), "the momentum combat room");
    await patient.toggleStatusEffect("bleeding", { active: true });
    s.dice.set(firstThenHighest((faces) => faces));
    try {
      const args = { choice: contestChoice(STABILIZE, need(other.id, "the other combatant's id")) };
      expectEqual("the Stabilize's refusal", undefined, await room.act(acting, CONTEST_CONTROL.id, args));
    } finally {
      s.dice.set(undefined);
    }
    expectThat(!patient.statuses.has("bleeding"), "the stabilized creature no longer Bleeds", patient.statuses);
    expectEqual(`the ${who}'s AP after Stabilize`, AP_PER_TURN - 3, poolOf(s, who, "ap").value);
  },
};

export const breakFreeStep: SkirmishStep = {
  id: "breakFree",
  labelKey: `${STEP}.breakFree`,
  async run(s) {
    const { acting, other, who } = actingAndOther(s);
    const grabbed = need(acting.actor, "the acting creature's actor");
    const room = need(roomOf(acting), "the momentum combat room");
    expectEqual("the GM's 2 AP", undefined, await room.adjustPool(acting, "ap", BREAK_FREE_AP));
    await grabbed.toggleStatusEffect("grabbed", { active: true });
    // The grabber's check is rolled first (the side that must win again): low; the one breaking free's high.
    s.dice.set(firstThenHighest(() => 1));
    try {
      const args = { choice: contestChoice("breakFree", need(other.id, "the other combatant's id")) };
      expectEqual("the Break Free's refusal", undefined, await room.act(acting, CONTEST_CONTROL.id, args));
    } finally {
      s.dice.set(undefined);
    }
    expectThat(!grabbed.statuses.has("grabbed"), "the creature broke free", grabbed.statuses);
    expectEqual(`the ${who}'s AP after Break Free`, 0, poolOf(s, who, "ap").value);
  },
};

/**
 * Moving a token spends the turn's metres (decision 110): the room refuses a move of one square more than the one
 * acting has left, naming the shortfall, and allows one within it (read before the move, nothing moved or paid).
 */
export const movementStep: SkirmishStep = {
  id: "movement",
  labelKey: `${STEP}.movement`,
  run(s) {
    const { acting } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    const token = need(acting.token, "the acting creature's token");
    const size = need(token.parent, "the token's scene").grid.size;
    const left = need(momentumCombatantData(acting), "a momentum combatant").movement;
    const from = { x: token.x, y: token.y };
    const moving = need(room.tokenMoving, "the room's check of a token's move");
    // A straight drag: core's movement passes its one waypoint, the destination.
    const far = { x: from.x, y: from.y + (left + 1) * size };
    const beyond = moving(acting, from, far, [far]);
    expectEqual(`a move of ${left + 1} m with ${left} m left`, SHORTFALL, beyond?.refused);
    const near = { x: from.x, y: from.y + size * left };
    expectEqual("a move within the metres left", undefined, moving(acting, from, near, [near]));
    return Promise.resolve();
  },
};

/**
 * Use Item spends the consumable (decision 123): the GM gives the one acting its 3 AP and a Stimulant (its last one);
 * its use pays the 3 AP and deletes the item, and a second use of it is refused (nothing left to use).
 */
export const useItemStep: SkirmishStep = {
  id: "useItem",
  labelKey: `${STEP}.useItem`,
  async run(s) {
    const { acting, who } = actingAndOther(s);
    const actor = need(acting.actor, "the acting creature's actor");
    const room = need(roomOf(acting), "the momentum combat room");
    const left = poolOf(s, who, "ap").value;
    expectEqual("the GM's AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN - left));
    const created = await actor.createEmbeddedDocuments("Item", [
      { name: "Stimulant", type: "momentum-gear", system: { quantity: 1, consumable: true } },
    ]);
    const id = need(created?.[0]?.id ?? undefined, "the Stimulant's id");
    const action = useItemAction(id);
    expectEqual("the Use Item's refusal", undefined, await room.spend(acting, { action }));
    expectEqual(`the ${who}'s AP after Use Item`, 0, poolOf(s, who, "ap").value);
    expectThat(actor.items.get(id) === undefined, "the last Stimulant is used up", actor.items.size);
    expectThat((await room.spend(acting, { action })) !== undefined, "a second use of it is refused", action);
  },
};

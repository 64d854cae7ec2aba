/**
 * `momentum` self-check step for a held contest (decision 144): "A creature can also decide to hold an action and
 * trigger it under specific circumstances." Last of the steps, whoever acts now is given 3 AP by the GM and holds a
 * Trip for a trigger written on its actor (2 AP paid); the GM moves on to the other's turn, says the trigger happened
 * (the `fireHeld` prompt) and takes the prompt for the holder: the Trip is played against the other (the prompt's
 * source), the holder's d20 high and the other's low — the other is Prone, the hold spent, and a second take refused.
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { HELD_REACTION } from "./combat/held-action.ts";
import { FIRE_HELD_CONTROL } from "./combat/held-prompt.ts";
import { TRIGGER_FLAG } from "./combat/holdable.ts";
import { HOLD_OPTION } from "./combat/options.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { actingAndOther } from "./self-check-fighters.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;

/** The first die (the holder's check) shows its highest face, every later one a 1. */
export function holderWinsDice(): (faces: number) => number {
  let rolled = 0;
  return (faces) => (rolled++ === 0 ? faces : 1);
}

export const heldTripStep: SkirmishStep = {
  id: "heldTrip",
  labelKey: `${STEP}.heldTrip`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const { acting: holder, other } = actingAndOther(s);
    const actor = need(holder.actor, "the holder's actor");
    const tripped = need(other.actor, "the other's actor");
    const room = need(roomOf(holder), "the momentum combat room");
    const held = () => need(momentumCombatantData(holder), "a momentum combatant").held.action;
    expectEqual("the GM's 3 AP", undefined, await room.adjustPool(holder, "ap", AP_PER_TURN));
    await tripped.toggleStatusEffect("prone", { active: false });
    await actor.update({ flags: { [SYSTEM_ID]: { [TRIGGER_FLAG]: "When the other comes close" } } });
    const hold = { action: "trip", options: { [HOLD_OPTION.id]: 1 } };
    expectEqual("the hold's refusal", undefined, await room.spend(holder, hold));
    expectEqual("the action held", "trip", held());
    await combat.nextTurn();
    expectThat(combat.combatant?.id === other.id, "the other acts now", combat.combatant?.name);
    expectEqual("the GM's trigger", undefined, await room.act(holder, FIRE_HELD_CONTROL.id, {}));
    const prompt = need(game.messages.contents.at(-1)?.id, "the held Trip's prompt");
    const take = { action: `${HELD_REACTION}:${prompt}` };
    s.dice.set(holderWinsDice());
    try {
      expectEqual("the held Trip taken", undefined, await room.spend(holder, take));
    } finally {
      s.dice.set(undefined);
    }
    expectThat(tripped.statuses.has("prone"), "the other is Prone", tripped.statuses);
    expectEqual("the hold after it fired", null, held());
    expectThat((await room.spend(holder, take)) !== undefined, "a second take of the prompt is refused", prompt);
  },
};

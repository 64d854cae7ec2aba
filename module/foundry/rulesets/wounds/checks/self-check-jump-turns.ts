/**
 * The jump-over-turns step of the `wounds` self-check (checks/take-jump.ts; rules page decision 215), on the attacker's
 * turn, as its sheet's Declare button asks (relayed as `fray.sheetAct`, the GM's own request here): with 2 AP, a jump a
 * yard longer than they buy, "declare your intent to jump and spend all your AP until the necessary amount has been
 * spent": every AP spent now, the rest owed; the same request again, with no AP left, is refused and changes nothing;
 * then its owner cancels it.
 * `riderJumpSteersMount` (decision 244): the target rides the attacker (recorded as Mount/Dismount records it) and
 * declares a 1-yard jump on the attacker's turn, which it shares: the mount pays the jump and its yards join the mount's
 * pool; the rider pays the same AP to steer ("Controlling your mount's movement requires spending AP equal to that
 * spent by the mount to move").
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { JUMP_ACT } from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { effectiveRate } from "../../../../engine/rulesets/wounds/movement/pool.ts";
import { apForYards, movementRate, yardsFor } from "../../../../engine/rulesets/wounds/movement/rate.ts";
import { actFor, adjustPool } from "../../../combat/economy-access.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsEconomyActor, woundsStateOf } from "../combat/actor.ts";
import { CANCEL_ACT_CONTROL } from "../combat/controls.ts";
import { jumpOverTurnsRequest } from "./jump-over-turns.ts";

const AP = 2;

export const jumpDeclaredOverTurns: SkirmishStep = {
  id: "jumpDeclaredOverTurns",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.jumpDeclaredOverTurns`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const before = need(woundsStateOf(combatant), "the attacker's wounds state");
    await adjustPool(combatant, "ap", AP - apOf(before));
    const rate = effectiveRate(movementRate(need(woundsEconomyActor(combatant), "the attacker").creature), before.dash);
    const yards = yardsFor(rate, AP) + 1;
    const cost = need(apForYards(rate, yards), "the jump's AP");
    const request = jumpOverTurnsRequest(attacker.uuid, yards);
    expectEqual("the jump declared", true, await requestSheetAct(attacker, request));
    const state = need(woundsStateOf(combatant), "the attacker's wounds state");
    expectEqual("every AP spent on it", 0, apOf(state));
    expectEqual("the act owed", JUMP_ACT, state.economy.pending?.action);
    expectEqual("the AP it still owes", cost - AP, state.economy.pending?.remaining);
    expectEqual("the movement pool untouched until it takes place", before.movement, state.movement);
    expectEqual("the same request again, with no AP left", false, await requestSheetAct(attacker, request));
    expectEqual("nothing changed", cost - AP, woundsStateOf(combatant)?.economy.pending?.remaining);
    // "or you choose to cancel it": the owner's Cancel act leaves no jump for the steps after this one.
    await actFor(combatant, CANCEL_ACT_CONTROL.id);
    expectEqual("the jump canceled", undefined, woundsStateOf(combatant)?.economy.pending);
  },
};

export const riderJumpSteersMount: SkirmishStep = {
  id: "riderJumpSteersMount",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.riderJumpSteersMount`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker, target } = need(s.actors, "the actors");
    const mount = combatantOf(s, attacker, "the attacker's combatant");
    const rider = combatantOf(s, target, "the target's combatant");
    const state = (c: Combatant.Implementation) => need(woundsStateOf(c), "a wounds state");
    await adjustPool(mount, "ap", AP - apOf(state(mount)));
    await adjustPool(rider, "ap", AP - apOf(state(rider)));
    await rider.update({ system: { riding: mount.id ?? "" } });
    try {
      const movement = state(mount).movement;
      expectEqual("the rider's jump", true, await requestSheetAct(target, jumpOverTurnsRequest(target.uuid, 1)));
      const spent = AP - apOf(state(mount));
      expectEqual("the mount's yards", movement + 1, state(mount).movement);
      expectEqual("the rider steers: the same AP", AP - spent, apOf(state(rider)));
      expectEqual("the rider's own pool untouched", undefined, state(rider).economy.pending);
    } finally {
      await rider.update({ system: { riding: "" } });
    }
  },
};

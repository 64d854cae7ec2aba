/**
 * The `wounds` self-check's step for a steered jump's later AP (decision 253): the target rides the attacker and
 * declares a jump longer than the mount's 2 AP buy, so the mount owes the rest. At the mount's next turn start (the
 * boundary's steering pass, mounted/steered-jump.ts, given that turn start's event), the rider pays the AP the mount
 * pays then ("Controlling your mount's movement requires spending AP equal to that spent by the mount to move"); a
 * rider short of them calls the jump off before the mount pays, which also leaves no jump for the steps after this one.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { JUMP_ACT } from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { effectiveRate } from "../../../../engine/rulesets/wounds/movement/pool.ts";
import { movementRate, yardsFor } from "../../../../engine/rulesets/wounds/movement/rate.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsEconomyActor, woundsStateOf } from "../combat/actor.ts";
import { woundsOptions } from "../rule-variants.ts";
import { jumpOverTurnsRequest } from "../checks/jump-over-turns.ts";
import { steerDeclaredJumps } from "./steered-jump.ts";

const AP = 2;

export const riderSteersJumpLater: SkirmishStep = {
  id: "riderSteersJumpLater",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.riderSteersJumpLater`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker, target } = need(s.actors, "the actors");
    const combat = need(s.combat, "the encounter");
    const mount = combatantOf(s, attacker, "the attacker's combatant");
    const rider = combatantOf(s, target, "the target's combatant");
    const state = (c: Combatant.Implementation) => need(woundsStateOf(c), "a wounds state");
    await adjustPool(mount, "ap", AP - apOf(state(mount)));
    await adjustPool(rider, "ap", AP - apOf(state(rider)));
    await rider.update({ system: { riding: mount.id ?? "" } });
    try {
      const rate = effectiveRate(
        movementRate(need(woundsEconomyActor(mount), "the mount").creature),
        state(mount).dash,
      );
      const yards = yardsFor(rate, AP * 2);
      expectEqual("the rider's jump", true, await requestSheetAct(target, jumpOverTurnsRequest(target.uuid, yards)));
      const owed = state(mount).economy.pending;
      expectEqual("the mount owes the rest", JUMP_ACT, owed?.action);
      const turnStart = { kind: "turnStart", round: combat.round, combatant: mount.id ?? "" } as const;
      // The mount's next turn start, its AP gained again: it will pay AP of the jump's rest, and so does the rider.
      await adjustPool(mount, "ap", AP);
      await adjustPool(rider, "ap", AP);
      await steerDeclaredJumps(combat, turnStart, woundsOptions());
      expectEqual(
        "the rider steers what the mount pays then",
        AP - Math.min(AP, owed?.remaining ?? 0),
        apOf(state(rider)),
      );
      expectEqual("the jump still owed", JUMP_ACT, state(mount).economy.pending?.action);
      // Short of the AP to steer: the jump is called off before the mount pays.
      await adjustPool(rider, "ap", -apOf(state(rider)));
      await steerDeclaredJumps(combat, turnStart, woundsOptions());
      expectEqual("the jump called off", undefined, state(mount).economy.pending);
      expectEqual("the mount keeps its AP", AP, apOf(state(mount)));
    } finally {
      await rider.update({ system: { riding: "" } });
    }
  },
};

/**
 * The readied posture step of the `wounds` self-check (readied.ts, spend.ts; rules page decision 230): Change Posture
 * ("You change your position between standing, crouching, or prone") readied with its posture. On its turn the
 * attacker readies a crouch (the choice `changePosture:crouching` kept); on the target's turn, whatever the two
 * initiatives, a readied drop prone is refused (not the chosen posture) and the readied crouch is taken as the
 * reaction: Change Posture's AP, no initiative lost, Crouching, Readied used up. The attacker stands again after, so
 * the steps that follow meet it as before.
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { CHANGE_POSTURE } from "./posture.ts";
import { readiedAction, readyAction } from "./readied.ts";
import { turnOf } from "./self-check-turn.ts";

export const readiedPostureTaken: SkirmishStep = {
  id: "readiedPostureTaken",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.readiedPostureTaken`,
  async run(s) {
    await toAttackersTurn(s);
    const { attacker, target } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const apNow = () => apOf(need(woundsStateOf(combatant), "the attacker's wounds state"));
    const has = (status: string) => isActive(need(woundsEconomyActor(combatant), "the attacker").conditions, status);
    const spend = async (action: string) => {
      const reply = await requestSpend(attacker, { action });
      return reply.ok ? undefined : reply.refused;
    };
    const options = woundsOptions();
    const change = apCost(CHANGE_POSTURE, [], options);
    await adjustPool(combatant, "ap", apCost("ready", [], options) + change - apNow());
    const crouch = { action: CHANGE_POSTURE, posture: "crouching" } as const;
    expectEqual("readying a crouch", undefined, await spend(readyAction(crouch)));
    await turnOf(s, target);
    const apBefore = apNow();
    const initiative = combatant.initiative;
    const prone = readiedAction({ action: CHANGE_POSTURE, posture: "prone" });
    expectEqual(
      "a readied drop prone, not the posture chosen",
      `${I18N_ROOT}.Wounds.Refusal.notChosen`,
      await spend(prone),
    );
    try {
      expectEqual("the readied crouch", undefined, await spend(readiedAction(crouch)));
      expectEqual("the AP after it", apBefore - change, apNow());
      expectEqual("the initiative after it", initiative, combatant.initiative);
      expectEqual("Crouching", true, has("crouching"));
      expectEqual("Readied used up", false, has("readied"));
    } finally {
      await attacker.toggleStatusEffect("crouching", { active: false });
    }
  },
};

/**
 * The readied posture step of the `wounds` self-check (readied.ts, spend.ts; rules page decision 230): Change Posture
 * ("You change your position between standing, crouching, or prone") readied with its posture. On its turn the
 * attacker readies a crouch (the choice `changePosture:crouching` kept); on the target's turn, whatever the two
 * initiatives, a readied drop prone is refused (not the chosen posture) and the readied crouch is taken as the
 * reaction: Change Posture's AP, no initiative lost, Crouching, Readied used up. The attacker stands again after, so
 * the steps that follow meet it as before.
 */
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsOptions } from "../rule-variants.ts";
import { CHANGE_POSTURE } from "./posture.ts";
import { readiedAction } from "./readied.ts";
import { readyOnItsTurn } from "./self-check-ready.ts";
import { turnOf } from "./self-check-turn.ts";

export const readiedPostureTaken: SkirmishStep = {
  id: "readiedPostureTaken",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.readiedPostureTaken`,
  async run(s) {
    const crouch = { action: CHANGE_POSTURE, posture: "crouching" } as const;
    const { attacker, target, combatant, readied, apNow, has, spend } = await readyOnItsTurn(s, crouch, CHANGE_POSTURE);
    const change = apCost(CHANGE_POSTURE, [], woundsOptions());
    expectEqual("readying a crouch", undefined, readied);
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

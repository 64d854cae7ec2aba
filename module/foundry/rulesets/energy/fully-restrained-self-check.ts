/**
 * The `energy` self-check's Fully Restrained steps (rules page decision 111): "if a target is asleep or fully
 * restrained they cannot roll Evasion, and any attacks against them automatically hit". The GM marks the target Fully
 * Restrained from its statuses (it is Restrained with it, the condition's daughter); the attacker's Combat roll of 10
 * is a hit as the card is posted, with no Evasion roll waited for; the GM takes the status off and the target is free
 * of both.
 */
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { attackStep, targetRow } from "../../self-check/steps/card.ts";

const STEP = `${I18N_ROOT}.Energy.SelfCheck`;
const FULLY_RESTRAINED = "fullyRestrained";
/** A d20 shows 10 (no Exposure, no critical); other dice one below their maximum, so nothing explodes. */
const ten = (faces: number): number => (faces === 20 ? 10 : Math.max(1, faces - 1));

const target = (s: Skirmish): Actor.Implementation => need(s.actors, "the actors").target;

const fullyRestrained: SkirmishStep = {
  id: "fullyRestrained",
  labelKey: `${STEP}.fullyRestrained`,
  async run(s) {
    await target(s).toggleStatusEffect(FULLY_RESTRAINED, { active: true });
    expectEqual("the target is Restrained while Fully Restrained", true, target(s).statuses.has("restrained"));
  },
};

const noEvasionWaited: SkirmishStep = {
  id: "fullyRestrainedFreed",
  labelKey: `${STEP}.fullyRestrainedFreed`,
  async run(s) {
    expectEqual("the row's Evasion roll", "none", targetRow(s).defense.status);
    await target(s).toggleStatusEffect(FULLY_RESTRAINED, { active: false });
    expectEqual("the target is Restrained once freed", false, target(s).statuses.has("restrained"));
  },
};

export const FULLY_RESTRAINED_SELF_CHECK: readonly SkirmishStep[] = [
  fullyRestrained,
  { ...attackStep(`${STEP}.fullyRestrainedAttack`, ten, "hit"), id: "fullyRestrainedAttack" },
  noEvasionWaited,
];

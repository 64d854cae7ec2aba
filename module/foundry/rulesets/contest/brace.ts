/**
 * Brace, "Your next Defense test gains a boon": the boon is the engine's, read from the defender's Braced status when
 * its defense test is planned; once the test is rolled on the card, Braced ends (`afterDefenseTest`, rules page
 * decision 24). Not defending rolls no test and keeps it.
 */
import { afterDefenseTest } from "../../../engine/rulesets/contest/combat/defense.ts";
import { applyConditionChanges } from "../../effects/condition-changes.ts";
import type { StepTaking } from "../../procedure/step.ts";
import type { ChoiceEffect } from "../../procedure/steps/choice.ts";
import { NO_DEFENSE } from "./attack/resolution.ts";
import { contestSide } from "./documents.ts";
import { toContestActor } from "./sources.ts";

export function braceSpent({ target }: StepTaking, choice: string): ChoiceEffect | undefined {
  if (choice === NO_DEFENSE || !target) return undefined;
  return {
    async apply() {
      const side = contestSide(target);
      if (!side) return;
      const before = toContestActor(side.source, side.statuses);
      await applyConditionChanges(target, before.conditions, afterDefenseTest(before).conditions);
    },
  };
}

import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import type { Skirmish, SkirmishStep } from "../../../module/foundry/self-check/skirmish.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";

/** What a test gives a step of what earlier steps would have made (the fighters, their tokens, the combat). */
export type StepSetUp = Omit<Partial<Skirmish>, "ruleset" | "tracker" | "dice" | "notes">;

/**
 * Runs one `wounds` self-check step as the run would, on what the test set up, and removes what the step made
 * afterwards, as the run's tracker does (self-check/tracker.ts).
 */
export async function runWoundsStep(step: SkirmishStep, setUp: StepSetUp): Promise<void> {
  const tracker = new RunTracker();
  const skirmish: Skirmish = {
    ruleset: "wounds",
    tracker,
    dice: new DiceScript(tracker),
    notes: new Map<string, unknown>(),
    ...setUp,
  };
  try {
    await step.run(skirmish);
  } finally {
    await tracker.cleanup();
  }
}

/**
 * The self-check's runner: plays its steps in order, timing each, and stops at the first failure (every step builds
 * on the ones before, so the rest are reported as skipped). Whatever happens, the documents the run made are
 * deleted afterwards, and that cleanup is reported as a last step of its own. Pure apart from the steps it runs.
 */

export type StepStatus = "pass" | "fail" | "skipped";

/** An error as a bug report wants it: the message, and the stack where there is one. */
export interface StepError {
  readonly message: string;
  readonly stack: string;
}

export interface SelfCheckStep<C> {
  readonly id: string;
  /** Localization key of what the step does and checks. */
  readonly labelKey: string;
  run(context: C): Promise<void>;
}

export interface StepResult {
  readonly id: string;
  readonly labelKey: string;
  readonly status: StepStatus;
  readonly error?: StepError;
  /** Milliseconds the step took (0 for a skipped step). */
  readonly ms: number;
}

/** The id and label of the cleanup step every run ends with. */
export const CLEANUP_STEP = { id: "cleanup", labelKey: "FRAY.SelfCheck.Step.cleanup" } as const;

export function stepError(error: unknown): StepError {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? error.message };
  const message = String(error);
  return { message, stack: message };
}

/** The cleanup's errors as one: every failed deletion named, in the order they happened. */
function cleanupError(errors: readonly Error[]): StepError | undefined {
  if (errors.length === 0) return undefined;
  return {
    message: errors.map((e) => e.message).join("\n"),
    stack: errors.map((e) => e.stack ?? e.message).join("\n\n"),
  };
}

/**
 * Runs `steps` against `context`, then `cleanup` (which reports its own failures instead of throwing).
 * `now` is the clock in milliseconds (performance.now in Foundry).
 */
export async function runSteps<C>(
  steps: readonly SelfCheckStep<C>[],
  context: C,
  cleanup: () => Promise<readonly Error[]>,
  now: () => number,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const { id, labelKey, run } of steps) {
    if (failed) {
      results.push({ id, labelKey, status: "skipped", ms: 0 });
      continue;
    }
    const start = now();
    try {
      await run(context);
      results.push({ id, labelKey, status: "pass", ms: now() - start });
    } catch (error) {
      failed = true;
      results.push({ id, labelKey, status: "fail", error: stepError(error), ms: now() - start });
    }
  }
  const start = now();
  const error = cleanupError(await cleanup());
  results.push({ ...CLEANUP_STEP, status: error ? "fail" : "pass", ...(error ? { error } : {}), ms: now() - start });
  return results;
}

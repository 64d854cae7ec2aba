/**
 * The self-check's assertions: each throws an Error that says what was checked, what was expected and what was
 * found, in English (the text goes into a bug report, where the developers read it).
 */

export function expectEqual(what: string, expected: unknown, actual: unknown): void {
  if (!Object.is(expected, actual)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

export function expectThat(holds: boolean, what: string, found: unknown): void {
  if (!holds) throw new Error(`${what}: got ${JSON.stringify(found)}`);
}

/** The value, or an Error naming what a step needed from the steps before it. */
export function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing (an earlier step did not make it)`);
  return value;
}

/**
 * Waits for what the GM's client does by itself after a change (v13 runs `createChatMessage`/`updateChatMessage`
 * hooks without awaiting them, so a card's follow-up lands a moment later): polls `holds` every 50 ms, and throws
 * with `what` and the last value `found` reports when it still fails after `timeoutMs`.
 */
export async function eventually(
  holds: () => boolean,
  what: string,
  found: () => unknown,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!holds()) {
    if (Date.now() > deadline)
      throw new Error(`${what} within ${String(timeoutMs)} ms: got ${JSON.stringify(found())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

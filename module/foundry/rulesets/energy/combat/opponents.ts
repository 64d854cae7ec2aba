/**
 * The Initiative controls' choice (controls.ts): one combatant id, or several joined by `_` for "your one Initiative
 * roll challenges several creatures" and a race of several. The tracker's relay carries a choice as one id-like
 * string of at most 64 characters (combat/act-payload.ts), so a choice names at most three combatants (Foundry's ids
 * are 16 characters): decision 113. Plain data, no Foundry globals.
 */
const SEPARATOR = "_";
export const MOST_OPPONENTS = 3;

/** The choice naming these combatants, or undefined when there are none or more than `MOST_OPPONENTS`. */
export function opponentsChoice(ids: readonly string[]): string | undefined {
  const unique = [...new Set(ids)];
  return unique.length > 0 && unique.length <= MOST_OPPONENTS ? unique.join(SEPARATOR) : undefined;
}

/** The combatant ids a choice names, each once. */
export function opponentIds(choice: string): string[] {
  return [...new Set(choice.split(SEPARATOR).filter((id) => id !== ""))];
}

/**
 * A spend's options against what the combatant's room declares (`SpendOptionSpec`): only declared ids, each a whole
 * number from 0 to its `max`. Checked on the GM side for a player's `fray.spend`, before the room spends; a 0 is
 * "not taken" and dropped, so the room sees only the options taken.
 */
import type { SpendOptionSpec } from "./room.ts";

/** The options taken, or undefined when any is undeclared or out of bounds. */
export function declaredOptions(
  declared: readonly SpendOptionSpec[],
  options: Readonly<Record<string, number>>,
): Record<string, number> | undefined {
  const taken: Record<string, number> = {};
  for (const [id, value] of Object.entries(options)) {
    const spec = declared.find((o) => o.id === id);
    if (!spec || !Number.isInteger(value) || value < 0 || value > spec.max) return undefined;
    if (value > 0) taken[id] = value;
  }
  return taken;
}

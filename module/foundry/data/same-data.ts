/**
 * Structural equality of plain stored data (what `toObject()`, YAML and a card's stored rows give: records, arrays,
 * primitives). Key order is ignored, array order is not, and a key holding `undefined` counts as absent (a value
 * rebuilt in memory may carry optional keys that storage drops). No Foundry globals: the build runs it in Node.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameData(v, b[i]));
  }
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return false;
  const defined = (value: object) => Object.entries(value).filter(([, v]) => v !== undefined);
  const left = defined(a);
  const right = new Map(defined(b));
  return left.length === right.size && left.every(([key, value]) => right.has(key) && sameData(value, right.get(key)));
}

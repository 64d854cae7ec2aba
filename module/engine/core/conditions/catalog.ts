/**
 * A ruleset's condition catalog: every condition its seed names, with the conditions it imposes ("implies") and its
 * mechanical effects as data (the effect shape belongs to the ruleset, hence the type parameter).
 * Energy: "If one condition is imposing another condition (such as when you are Dazed, you are also Exposed) you
 * cannot remove the 'daughter' condition without removing the 'parent.'"
 */
export interface ConditionDef<E = unknown> {
  readonly id: string;
  readonly label: string;
  /** Daughters: conditions present for as long as this one is. */
  readonly implies: readonly string[];
  readonly effects: E;
}

export type ConditionCatalog<E = unknown> = Readonly<Record<string, ConditionDef<E>>>;

/**
 * Problems with a catalog: keys that differ from ids, implied ids missing from the catalog, self-implication and
 * cycles (a cycle would make a condition its own grandparent, so nothing in it could ever be removed).
 */
export function validateCatalog(catalog: ConditionCatalog): readonly string[] {
  const problems: string[] = [];
  for (const [key, def] of Object.entries(catalog)) {
    if (key !== def.id) problems.push(`key "${key}" holds condition "${def.id}"`);
    for (const daughter of def.implies) {
      if (!(daughter in catalog)) problems.push(`"${def.id}" implies unknown "${daughter}"`);
    }
  }
  const visiting = new Set<string>();
  const visited = new Set<string>();
  const visit = (id: string, path: readonly string[]): void => {
    if (visited.has(id)) return;
    if (visiting.has(id)) {
      problems.push(`cycle: ${[...path, id].join(" → ")}`);
      return;
    }
    visiting.add(id);
    for (const daughter of catalog[id]?.implies ?? []) visit(daughter, [...path, id]);
    visiting.delete(id);
    visited.add(id);
  };
  for (const id of Object.keys(catalog)) visit(id, []);
  return problems;
}

/** Every condition a condition brings with it, directly or through its daughters (not including itself). */
export function impliedClosure(catalog: ConditionCatalog, id: string): readonly string[] {
  const seen = new Set<string>();
  const stack = [...(catalog[id]?.implies ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined || seen.has(next) || next === id) continue;
    seen.add(next);
    stack.push(...(catalog[next]?.implies ?? []));
  }
  return [...seen];
}

/**
 * Every condition in force: the given roots (active conditions, and any a ruleset derives from its tracks) with
 * everything they imply. One definition for every ruleset, so "what is in force" means the same thing everywhere.
 */
export function inForce(catalog: ConditionCatalog, roots: Iterable<string>): ReadonlySet<string> {
  const all = new Set<string>();
  for (const id of roots) {
    all.add(id);
    for (const daughter of impliedClosure(catalog, id)) all.add(daughter);
  }
  return all;
}

/**
 * A compendium creature's items as a room's derivation reads them: each room's `gear-sources.ts` does this from Item
 * documents by their data model; the balance scripts and the conformance tests do it from the pack sources (or the
 * reference party's gear) by their namespaced type.
 */

/** An item as the pack sources store it; the reference party's gear may have no id (its name stands in). */
export interface PackItemLike {
  readonly _id?: string;
  readonly name: string;
  readonly type?: string;
  readonly system?: Readonly<Record<string, unknown>>;
}

/** The items of one namespaced type (`momentum-weapon` …). */
export function itemsOfType<D extends { readonly type?: string }>(docs: readonly D[], type: string): D[] {
  return docs.filter((d) => d.type === type);
}

/**
 * A room's gear sources (`{ weapons: Named<…>[], … }`) from a creature's items: each key lists the items of its local
 * type (`{ weapons: "weapon" }`) as `Named` entries (id, name, stored system). Pack data is untyped YAML; the
 * clean-pack tests (test/foundry/packs) prove each item validates against its data model, which is what `G` reads.
 */
export function packGear<G extends object>(
  items: readonly PackItemLike[],
  ruleset: string,
  types: { readonly [K in keyof G]: string },
): G {
  const entries = Object.entries<string>(types).map(([key, type]): [string, unknown] => [
    key,
    itemsOfType(items, `${ruleset}-${type}`).map((i) => ({ id: i._id ?? i.name, name: i.name, data: i.system })),
  ]);
  return Object.fromEntries(entries) as unknown as G;
}

/**
 * A compendium monster's embedded items as a room's derivation reads them: each room's `gear-sources.ts` does this
 * from Item documents by their data model; the conformance tests do it from the pack sources by their type.
 */
import type { EmbeddedItemSource } from "../../scripts/balance/sources.ts";

/** The items of one namespaced type (`momentum-weapon` …). */
export function itemsOfType<D extends { readonly type?: string }>(docs: readonly D[], type: string): D[] {
  return docs.filter((d) => d.type === type);
}

/**
 * A room's gear sources (`{ weapons: Named<…>[], … }`) from a monster's items: each key lists the items of its local
 * type (`{ weapons: "weapon" }`) as `Named` entries (id, name, stored system). Pack data is untyped YAML; the
 * clean-pack tests (test/foundry/packs) prove each item validates against its data model, which is what `G` reads.
 */
export function packGear<G extends object>(
  items: readonly EmbeddedItemSource[],
  ruleset: string,
  types: { readonly [K in keyof G]: string },
): G {
  const entries = Object.entries<string>(types).map(([key, type]): [string, unknown] => [
    key,
    itemsOfType(items, `${ruleset}-${type}`).map((i) => ({ id: i._id, name: i.name, data: i.system })),
  ]);
  return Object.fromEntries(entries) as unknown as G;
}

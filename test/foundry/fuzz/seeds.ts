/**
 * What the fuzzer starts from, per document type: the type's default (`new Model({})`'s source, i.e. `{}`) and every
 * pack source document of that type — actors with their embedded items, and items embedded in monsters too.
 */
import { readPackSources } from "../../../scripts/balance/sources.ts";

type Source = Record<string, unknown>;

export interface Seed {
  readonly label: string;
  readonly system: Source;
  /** An actor seed's embedded items, kept so derivation sees the gear it shipped with. */
  readonly items: readonly Source[];
}

const PACKS = ["bonus-monsters", "bonus-gear", "energy-monsters", "energy-gear"] as const;

function packSeeds(): Map<string, Seed[]> {
  const byType = new Map<string, Seed[]>();
  const add = (type: string, seed: Seed) => {
    byType.set(type, [...(byType.get(type) ?? []), seed]);
  };
  for (const pack of PACKS) {
    for (const { file, doc } of readPackSources(pack)) {
      const items = (doc.items ?? []).map((i) => ({ _id: i._id, name: i.name, type: i.type, system: { ...i.system } }));
      add(doc.type ?? "", { label: `${pack}/${file}`, system: { ...doc.system }, items });
      for (const item of doc.items ?? [])
        add(item.type, { label: `${pack}/${file}#${item.name}`, system: { ...item.system }, items: [] });
    }
  }
  return byType;
}

let cache: Map<string, Seed[]> | undefined;

export function seedsFor(type: string): Seed[] {
  cache ??= packSeeds();
  return [{ label: "default", system: {}, items: [] }, ...(cache.get(type) ?? [])];
}

import { standardDocuments, type RulesetMeta } from "../../core/ruleset.ts";

/** `energy`'s metadata: what the adapter reads for every ruleset at load, without its rules or simulation. */
export const ENERGY_META = {
  id: "energy",
  title: "Energy",
  seed: "001_ca603e8fb651e0df.txt",
  // "A Round is about 5 seconds long" (seed 001).
  roundSeconds: 5,
  grid: { kind: "square", distance: 1, unit: "m", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Energy: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Energy: Monsters", type: "Actor" },
    { name: "gear", label: "Energy: Gear", type: "Item" },
  ],
} as const satisfies RulesetMeta;

import { standardDocuments, type RulesetMeta } from "../../core/ruleset.ts";

/** `momentum`'s metadata: what the adapter reads for every ruleset at load, without its rules or simulation. */
export const MOMENTUM_META = {
  id: "momentum",
  title: "Momentum",
  seed: "002_1a3e461770fc9e7a.txt",
  // "a normal game with epic heroes and villains might have rounds that roughly take 12 seconds" (seed 002).
  roundSeconds: 12,
  grid: { kind: "square", distance: 1, unit: "m", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Momentum: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Momentum: Monsters", type: "Actor" },
    { name: "gear", label: "Momentum: Gear", type: "Item" },
  ],
} as const satisfies RulesetMeta;

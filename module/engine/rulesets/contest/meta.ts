import { standardDocuments, type RulesetMeta } from "../../core/ruleset.ts";

/** `contest`'s metadata: what the adapter reads for every ruleset at load, without its rules or simulation. */
export const CONTEST_META = {
  id: "contest",
  title: "Contest",
  seed: "003_ddd5865ba645a58b.txt",
  // "A round measures six seconds of time in the in-game world" (seed 003).
  roundSeconds: 6,
  grid: { kind: "square", distance: 1, unit: "m", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Contest: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Contest: Monsters", type: "Actor" },
    { name: "gear", label: "Contest: Gear", type: "Item" },
  ],
} as const satisfies RulesetMeta;

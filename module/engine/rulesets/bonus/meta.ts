import { standardDocuments, type RulesetMeta } from "../../core/ruleset.ts";

/** `bonus`'s metadata: what the adapter reads for every ruleset at load, without its rules or simulation. */
export const BONUS_META = {
  id: "bonus",
  title: "Bonus Dice",
  seed: "000_88b8445f1f52ae9c.txt",
  // "Each combat round is approximately 15 seconds" (seed 000).
  roundSeconds: 15,
  grid: { kind: "square", distance: 5, unit: "ft", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Bonus Dice: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Bonus Dice: Monsters", type: "Actor" },
    { name: "gear", label: "Bonus Dice: Gear", type: "Item" },
  ],
} as const satisfies RulesetMeta;

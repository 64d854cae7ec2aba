import { standardDocuments, type RulesetMeta } from "../../core/ruleset.ts";

/** `wounds`'s metadata: what the adapter reads for every ruleset at load, without its rules or simulation. */
export const WOUNDS_META = {
  id: "wounds",
  title: "Wounds",
  seed: "004_45dec7998f478a90.txt",
  // "Combat is divided into fifteen-second rounds" (seed 004).
  roundSeconds: 15,
  grid: { kind: "square", distance: 1, unit: "yd", diagonals: "alternating" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Wounds: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Wounds: Monsters", type: "Actor" },
    { name: "gear", label: "Wounds: Gear", type: "Item" },
  ],
} as const satisfies RulesetMeta;

import { standardDocuments, type RulesetDescriptor } from "../../core/ruleset.ts";
import { WOUNDS_RULES } from "./rules.ts";

/** `wounds`: Wounds (seed 004_45dec7998f478a90.txt). */
export const wounds = {
  id: "wounds",
  title: "Wounds",
  seed: "004_45dec7998f478a90.txt",
  grid: { kind: "square", distance: 1, unit: "yd", diagonals: "alternating" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [{ name: "rules", label: "Wounds: Rules Reference", type: "JournalEntry" }],
  rules: WOUNDS_RULES,
} as const satisfies RulesetDescriptor;

import { standardDocuments, type RulesetDescriptor } from "../../core/ruleset.ts";
import { CONTEST_RULES } from "./rules.ts";

/** `contest`: Contest (seed 003_ddd5865ba645a58b.txt). */
export const contest = {
  id: "contest",
  title: "Contest",
  seed: "003_ddd5865ba645a58b.txt",
  grid: { kind: "square", distance: 1, unit: "m", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [{ name: "rules", label: "Contest: Rules Reference", type: "JournalEntry" }],
  rules: CONTEST_RULES,
} as const satisfies RulesetDescriptor;

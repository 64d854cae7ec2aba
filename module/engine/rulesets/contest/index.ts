import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { CONTEST_RULES } from "./rules.ts";

/** `contest`: Contest (seed 003_ddd5865ba645a58b.txt). */
export const contest = {
  id: "contest",
  title: "Contest",
  seed: "003_ddd5865ba645a58b.txt",
  grid: { kind: "square", distance: 1, unit: "m", diagonals: "equidistant" },
  documents: {
    Actor: {
      character: { htmlFields: ["details.biography"] },
      npc: { htmlFields: ["details.biography"] },
    },
    Item: {
      weapon: { htmlFields: ["description"] },
      armor: { htmlFields: ["description"] },
      shield: { htmlFields: ["description"] },
      gear: { htmlFields: ["description"] },
      ability: { htmlFields: ["description"] },
    },
  },
  packs: [{ name: "rules", label: "Contest: Rules Reference", type: "JournalEntry" }],
  rules: CONTEST_RULES,
} as const satisfies RulesetDescriptor;

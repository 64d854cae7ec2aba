import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { ENERGY_RULES } from "./rules.ts";

/** `energy`: Energy (seed 001_ca603e8fb651e0df.txt). */
export const energy = {
  id: "energy",
  title: "Energy",
  seed: "001_ca603e8fb651e0df.txt",
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
  packs: [{ name: "rules", label: "Energy: Rules Reference", type: "JournalEntry" }],
  rules: ENERGY_RULES,
} as const satisfies RulesetDescriptor;

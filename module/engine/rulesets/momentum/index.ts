import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { MOMENTUM_RULES } from "./rules.ts";

/** `momentum`: Momentum (seed 002_1a3e461770fc9e7a.txt). */
export const momentum = {
  id: "momentum",
  title: "Momentum",
  seed: "002_1a3e461770fc9e7a.txt",
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
  packs: [{ name: "rules", label: "Momentum: Rules Reference", type: "JournalEntry" }],
  rules: MOMENTUM_RULES,
} as const satisfies RulesetDescriptor;

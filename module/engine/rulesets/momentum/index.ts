import { standardDocuments, type RulesetDescriptor } from "../../core/ruleset.ts";
import { MOMENTUM_RULES } from "./rules.ts";

/** `momentum`: Momentum (seed 002_1a3e461770fc9e7a.txt). */
export const momentum = {
  id: "momentum",
  title: "Momentum",
  seed: "002_1a3e461770fc9e7a.txt",
  grid: { kind: "square", distance: 1, unit: "m", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Momentum: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Momentum: Monsters", type: "Actor" },
    { name: "gear", label: "Momentum: Gear", type: "Item" },
  ],
  rules: MOMENTUM_RULES,
} as const satisfies RulesetDescriptor;

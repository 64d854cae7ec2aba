import { standardDocuments, type RulesetDescriptor } from "../../core/ruleset.ts";
import { ENERGY_SIM } from "./sim/index.ts";
import { ENERGY_RULES } from "./rules.ts";

/** `energy`: Energy (seed 001_ca603e8fb651e0df.txt). */
export const energy = {
  id: "energy",
  title: "Energy",
  seed: "001_ca603e8fb651e0df.txt",
  grid: { kind: "square", distance: 1, unit: "m", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "shield", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Energy: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Energy: Monsters", type: "Actor" },
    { name: "gear", label: "Energy: Gear", type: "Item" },
  ],
  rules: ENERGY_RULES,
  sim: ENERGY_SIM,
} as const satisfies RulesetDescriptor;

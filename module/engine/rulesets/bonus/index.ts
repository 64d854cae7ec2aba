import { standardDocuments, type RulesetDescriptor } from "../../core/ruleset.ts";
import { BONUS_SIM } from "./sim/index.ts";
import { BONUS_RULES } from "./rules.ts";

/** `bonus`: Bonus Dice (seed 000_88b8445f1f52ae9c.txt). */
export const bonus = {
  id: "bonus",
  title: "Bonus Dice",
  seed: "000_88b8445f1f52ae9c.txt",
  grid: { kind: "square", distance: 5, unit: "ft", diagonals: "equidistant" },
  documents: standardDocuments(["weapon", "armor", "gear", "ability"]),
  packs: [
    { name: "rules", label: "Bonus Dice: Rules Reference", type: "JournalEntry" },
    { name: "monsters", label: "Bonus Dice: Monsters", type: "Actor" },
    { name: "gear", label: "Bonus Dice: Gear", type: "Item" },
  ],
  rules: BONUS_RULES,
  sim: BONUS_SIM,
} as const satisfies RulesetDescriptor;

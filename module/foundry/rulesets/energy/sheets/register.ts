import { EnergyCharacterSheet } from "./character-sheet.ts";
import { EnergyItemSheet } from "./item-sheet.ts";
import { EnergyNpcSheet } from "./npc-sheet.ts";

/**
 * The `energy` room's sheets by local type name, like its data models (models.ts); the shared registration
 * namespaces the types (`energy-character` …) and registers each as the default for exactly those types.
 */
export const ENERGY_SHEETS = {
  Actor: { character: EnergyCharacterSheet, npc: EnergyNpcSheet },
  Item: {
    weapon: EnergyItemSheet,
    armor: EnergyItemSheet,
    shield: EnergyItemSheet,
    gear: EnergyItemSheet,
    ability: EnergyItemSheet,
  },
} as const;

import { BonusCharacterSheet } from "./character-sheet.ts";
import { BonusItemSheet } from "./item-sheet.ts";
import { BonusNpcSheet } from "./npc-sheet.ts";

/**
 * The `bonus` room's sheets by local type name, like its data models (models.ts); the shared registration
 * namespaces the types (`bonus-character` …) and registers each as the default for exactly those types.
 */
export const BONUS_SHEETS = {
  Actor: { character: BonusCharacterSheet, npc: BonusNpcSheet },
  Item: { weapon: BonusItemSheet, armor: BonusItemSheet, gear: BonusItemSheet, ability: BonusItemSheet },
} as const;

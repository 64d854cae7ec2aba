import type { ByDocument, SheetClass } from "../../../room.ts";
import { ContestCharacterSheet } from "./character-sheet.ts";
import { ContestItemSheet } from "./item-sheet.ts";
import { ContestNpcSheet } from "./npc-sheet.ts";

/**
 * The `contest` room's sheets by local type name, like its data models (models.ts): the room descriptor's `sheets`.
 * The shared registration namespaces the types (`contest-character` …) and registers each as the default for exactly
 * those types.
 */
export const CONTEST_SHEETS: ByDocument<SheetClass> = {
  Actor: { character: ContestCharacterSheet, npc: ContestNpcSheet },
  Item: {
    weapon: ContestItemSheet,
    armor: ContestItemSheet,
    shield: ContestItemSheet,
    gear: ContestItemSheet,
    ability: ContestItemSheet,
  },
};

import type { ByDocument, SheetClass } from "../../../room.ts";
import { WoundsCharacterSheet } from "./character-sheet.ts";
import { WoundsItemSheet } from "./item-sheet.ts";
import { WoundsNpcSheet } from "./npc-sheet.ts";

/**
 * The `wounds` room's sheets by local type name, like its data models (models.ts): the room's `sheets`. The shared
 * registration namespaces the types (`wounds-character` …) and registers each as the default for exactly those types.
 */
export const WOUNDS_SHEETS: ByDocument<SheetClass> = {
  Actor: { character: WoundsCharacterSheet, npc: WoundsNpcSheet },
  Item: {
    weapon: WoundsItemSheet,
    armor: WoundsItemSheet,
    shield: WoundsItemSheet,
    gear: WoundsItemSheet,
    ability: WoundsItemSheet,
  },
};

import type { ByDocument, SheetClass } from "../../../room.ts";
import { MomentumCharacterSheet } from "./character-sheet.ts";
import { MomentumItemSheet } from "./item-sheet.ts";
import { MomentumNpcSheet } from "./npc-sheet.ts";

/**
 * The `momentum` room's sheets by local type name, like its data models (models.ts): the room descriptor's `sheets`.
 * The shared registration namespaces the types (`momentum-character` …) and registers each as the default for
 * exactly those types.
 */
export const MOMENTUM_SHEETS: ByDocument<SheetClass> = {
  Actor: { character: MomentumCharacterSheet, npc: MomentumNpcSheet },
  Item: {
    weapon: MomentumItemSheet,
    armor: MomentumItemSheet,
    shield: MomentumItemSheet,
    gear: MomentumItemSheet,
    ability: MomentumItemSheet,
  },
};

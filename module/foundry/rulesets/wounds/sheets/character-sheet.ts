import { CHARACTER_TARGET_PARTS, characterSheetParts } from "../../../applications/sheets/parts.ts";
import { WoundsActorSheet } from "./actor-sheet.ts";
import { CHARACTER_PARTS, WOUNDS_PARTIALS } from "./templates.ts";

/** The `wounds-character` sheet: header, then tabs for the fight, the inventory, abilities and the biography. */
export class WoundsCharacterSheet extends WoundsActorSheet {
  static override DEFAULT_OPTIONS: typeof WoundsActorSheet.DEFAULT_OPTIONS = { classes: ["wounds-character"] };
  static PARTS = characterSheetParts(CHARACTER_PARTS, WOUNDS_PARTIALS);

  protected override get targetParts(): readonly string[] {
    return CHARACTER_TARGET_PARTS;
  }

  protected override async sheetContext() {
    // The context builder loads with the first sheet opened: a chunk of its own, out of the world's load.
    const { characterContext } = await import("./character-context.ts");
    const input = await this.sheetInput();
    return input && characterContext(input);
  }
}

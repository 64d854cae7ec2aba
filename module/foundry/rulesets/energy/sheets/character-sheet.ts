import { CHARACTER_TARGET_PARTS, characterSheetParts } from "../../../applications/sheets/parts.ts";
import { EnergyActorSheet } from "./actor-sheet.ts";
import { ENERGY_PARTIALS, CHARACTER_PARTS } from "./templates.ts";

/** The `energy-character` sheet: header, then tabs for the fight, the inventory, abilities and the biography. */
export class EnergyCharacterSheet extends EnergyActorSheet {
  static override DEFAULT_OPTIONS: typeof EnergyActorSheet.DEFAULT_OPTIONS = { classes: ["energy-character"] };
  static PARTS = characterSheetParts(CHARACTER_PARTS, ENERGY_PARTIALS);

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

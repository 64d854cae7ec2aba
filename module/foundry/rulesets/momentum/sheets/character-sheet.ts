import { CHARACTER_TARGET_PARTS, characterSheetParts } from "../../../applications/sheets/parts.ts";
import { MomentumActorSheet } from "./actor-sheet.ts";
import { CHARACTER_PARTS, MOMENTUM_PARTIALS } from "./templates.ts";

/** The `momentum-character` sheet: header, then tabs for the fight, the inventory, Abilities and the biography. */
export class MomentumCharacterSheet extends MomentumActorSheet {
  static override DEFAULT_OPTIONS: typeof MomentumActorSheet.DEFAULT_OPTIONS = { classes: ["momentum-character"] };
  static PARTS = characterSheetParts(CHARACTER_PARTS, MOMENTUM_PARTIALS);

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

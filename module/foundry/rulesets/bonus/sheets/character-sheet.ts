import { BonusActorSheet } from "./actor-sheet.ts";
import { characterContext } from "./character-context.ts";
import { BONUS_PARTIALS, CHARACTER_PARTS } from "./templates.ts";

type PrepareOptions = Parameters<BonusActorSheet["_prepareContext"]>[0];
const partials = [...BONUS_PARTIALS];

/** The `bonus-character` sheet: header, then tabs for the fight, the inventory, abilities and the biography. */
export class BonusCharacterSheet extends BonusActorSheet {
  static override DEFAULT_OPTIONS: typeof BonusActorSheet.DEFAULT_OPTIONS = {
    classes: ["bonus-character"],
  };

  // Tab parts scroll on their own under the fixed header and tab strip.
  static PARTS = {
    header: { template: CHARACTER_PARTS.header, templates: partials },
    tabs: { template: CHARACTER_PARTS.tabs },
    main: { template: CHARACTER_PARTS.main, templates: partials, scrollable: [""] },
    inventory: { template: CHARACTER_PARTS.inventory, templates: partials, scrollable: [""] },
    abilities: { template: CHARACTER_PARTS.abilities, templates: partials, scrollable: [""] },
    biography: { template: CHARACTER_PARTS.biography, scrollable: [""] },
  };

  protected override get targetParts(): readonly string[] {
    return ["main"];
  }

  override async _prepareContext(options: PrepareOptions) {
    const base = await super._prepareContext(options);
    const input = await this.sheetInput();
    return input ? { ...base, ...characterContext(input) } : base;
  }
}

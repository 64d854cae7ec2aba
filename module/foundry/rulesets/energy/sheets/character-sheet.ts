import { EnergyActorSheet } from "./actor-sheet.ts";
import { characterContext } from "./character-context.ts";
import { CHARACTER_PARTS, ENERGY_PARTIALS } from "./templates.ts";

type PrepareOptions = Parameters<EnergyActorSheet["_prepareContext"]>[0];
const partials = [...ENERGY_PARTIALS];

/** The `energy-character` sheet: header, then tabs for the fight, the inventory, abilities and the biography. */
export class EnergyCharacterSheet extends EnergyActorSheet {
  static override DEFAULT_OPTIONS: typeof EnergyActorSheet.DEFAULT_OPTIONS = {
    classes: ["energy-character"],
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

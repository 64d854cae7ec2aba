import { enrichOwned } from "./enrich.ts";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

// docs toolchain §3: the mixin over ItemSheetV2 has the same tsc blow-up as over ActorSheetV2; same cast.
const HbsItemSheet = HandlebarsApplicationMixin(ItemSheetV2 as never) as unknown as typeof ItemSheetV2;

type PrepareOptions = Parameters<InstanceType<typeof ItemSheetV2>["_prepareContext"]>[0];

/**
 * What every Fray item sheet shares: the classes the styles key on, live form submission, and the enriched
 * description. A ruleset's item sheet only says what its context is (`sheetContext`).
 */
export class FrayItemSheet extends HbsItemSheet {
  static override DEFAULT_OPTIONS: typeof ItemSheetV2.DEFAULT_OPTIONS = {
    classes: ["fray", "fray-sheet", "item"],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  /** The ruleset's context for this item, merged over Foundry's; null leaves Foundry's alone. */
  protected sheetContext(): Promise<object | null> {
    return Promise.resolve(null);
  }

  override async _prepareContext(options: PrepareOptions) {
    const base = await super._prepareContext(options);
    const context = await this.sheetContext();
    return context ? { ...base, ...context } : base;
  }

  /** The item's stored description as Foundry shows it. */
  protected enrichedDescription(description: string): Promise<string> {
    return enrichOwned(description, this.item);
  }
}

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

// docs toolchain §3: the mixin over ItemSheetV2 has the same tsc blow-up as over ActorSheetV2; same cast.
const HbsItemSheet = HandlebarsApplicationMixin(ItemSheetV2 as never) as unknown as typeof ItemSheetV2;

/** What every Fray item sheet shares: the classes the styles key on and live form submission. */
export class FrayItemSheet extends HbsItemSheet {
  static override DEFAULT_OPTIONS: typeof ItemSheetV2.DEFAULT_OPTIONS = {
    classes: ["fray", "fray-sheet", "item"],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };
}

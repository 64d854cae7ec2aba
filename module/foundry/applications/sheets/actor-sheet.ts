import { rollAttack } from "../../flows/attack.ts";
import { otherMode, type SheetMode } from "./mode.ts";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

// docs toolchain §3: written directly, the mixin over ActorSheetV2 sends tsc into a 100 s+ failing check. The cast
// keeps the runtime class (the real mixin) and types it as ActorSheetV2; PARTS and other mixin members go untyped.
const HbsActorSheet = HandlebarsApplicationMixin(ActorSheetV2 as never) as unknown as typeof ActorSheetV2;

type SheetOptions = typeof ActorSheetV2.DEFAULT_OPTIONS;
type RenderOptions = Parameters<InstanceType<typeof ActorSheetV2>["_onRender"]>[1];
type RenderContext = Parameters<InstanceType<typeof ActorSheetV2>["_onRender"]>[0];
type CloseOptions = Parameters<InstanceType<typeof ActorSheetV2>["_onClose"]>[0];

/**
 * What every Fray actor sheet shares: the play/edit toggle and a re-render when the user's targets change (attack
 * buttons show odds against the current target). Rules and layout live in each ruleset's context builders.
 */
export class FrayActorSheet extends HbsActorSheet {
  static override DEFAULT_OPTIONS: SheetOptions = {
    classes: ["fray", "fray-sheet", "actor"],
    position: { width: 760, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: FrayActorSheet.#onToggleMode,
      attack: FrayActorSheet.#onAttack,
      openItem: FrayActorSheet.#onOpenItem,
      deleteItem: FrayActorSheet.#onDeleteItem,
    },
  };

  /** Play mode by default: the sheet is mostly read and clicked during a fight. */
  mode: SheetMode = "play";
  #targetHook: number | null = null;

  /** Parts to refresh when the user's targets change; empty means the sheet shows nothing target-dependent. */
  protected get targetParts(): readonly string[] {
    return [];
  }

  /** The remembered tab of a group (ApplicationV2 updates `tabGroups` when a tab button is clicked). */
  protected activeTab(group: string): string | null {
    return this.tabGroups[group] ?? null;
  }

  protected override async _onFirstRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    if (this.targetParts.length === 0) return;
    this.#targetHook = Hooks.on("targetToken", (user) => {
      if (user.id === game.user.id) void this.render({ parts: [...this.targetParts] });
    });
  }

  protected override _onClose(options: CloseOptions): void {
    if (this.#targetHook !== null) Hooks.off("targetToken", this.#targetHook);
    this.#targetHook = null;
    super._onClose(options);
  }

  /** The owned item a row's button belongs to (`data-item-id` on the button or its row). */
  protected itemFor(target: HTMLElement): Item.Implementation | null {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    return id === undefined ? null : (this.actor.items.get(id) ?? null);
  }

  /** Shift-click skips the roll dialog, as Foundry's own roll buttons do. */
  static async #onAttack(this: FrayActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    if (!item?.id) return;
    await rollAttack(this.actor, item.id, { skipDialog: event.shiftKey });
  }

  static async #onOpenItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFor(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFor(target)?.deleteDialog();
  }

  static async #onToggleMode(this: FrayActorSheet): Promise<void> {
    this.mode = otherMode(this.mode);
    await this.render();
  }
}

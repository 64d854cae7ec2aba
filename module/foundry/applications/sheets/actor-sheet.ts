import type { BoundedTrack } from "../../../engine/core/track.ts";
import { isDisableable, whileDisabled } from "../parts/busy-button.ts";
import { readSheetPools } from "../../combat/sheet-pools.ts";
import { openPack, worldRulesetPacks } from "../../packs/ruleset-packs.ts";
import { combatPoolsContext } from "./combat-pools.ts";
import { compendiumLinksContext } from "./compendium-links.ts";
import { watchCombat } from "./combat-refresh.ts";
import { enrichOwned } from "./enrich.ts";
import { foundryLocalizer } from "./localizer.ts";
import { otherMode, type SheetMode } from "./mode.ts";
import type { ActorSheetBasics } from "./sheet-basics.ts";
import { PRIMARY_TAB_GROUP } from "./tabs.ts";
import { adjustedQuantity, adjustedValue, parseDelta } from "./updates.ts";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

// docs toolchain §3: written directly, the mixin over ActorSheetV2 sends tsc into a 100 s+ failing check. The cast
// keeps the runtime class (the real mixin) and types it as ActorSheetV2; PARTS and other mixin members go untyped.
const HbsActorSheet = HandlebarsApplicationMixin(ActorSheetV2 as never) as unknown as typeof ActorSheetV2;

type SheetOptions = typeof ActorSheetV2.DEFAULT_OPTIONS;
type PrepareOptions = Parameters<InstanceType<typeof ActorSheetV2>["_prepareContext"]>[0];
type RenderOptions = Parameters<InstanceType<typeof ActorSheetV2>["_onRender"]>[1];
type RenderContext = Parameters<InstanceType<typeof ActorSheetV2>["_onRender"]>[0];
type CloseOptions = Parameters<InstanceType<typeof ActorSheetV2>["_onClose"]>[0];

/**
 * What every Fray actor sheet shares: the play/edit toggle, a re-render when the user's targets change (attack
 * buttons show odds against the current target), and the row and header buttons. Rules and layout live in each
 * ruleset's context builders; a ruleset's sheet class only says which of its models a button may change (the
 * `equippable`, `stackable` and `resourceTrack` hooks) and what its context is (`sheetContext`).
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
      combatAction: FrayActorSheet.#onCombatAction,
      openItem: FrayActorSheet.#onOpenItem,
      deleteItem: FrayActorSheet.#onDeleteItem,
      toggleEquip: FrayActorSheet.#onToggleEquip,
      adjustResource: FrayActorSheet.#onAdjustResource,
      adjustQuantity: FrayActorSheet.#onAdjustQuantity,
      openCompendium: FrayActorSheet.#onOpenCompendium,
    },
  };

  /** Play mode by default: the sheet is mostly read and clicked during a fight. */
  mode: SheetMode = "play";
  #targetHook: number | null = null;
  #stopWatchingCombat: (() => void) | null = null;

  /** Parts to refresh when the user's targets change; empty means the sheet shows nothing target-dependent. */
  protected get targetParts(): readonly string[] {
    return [];
  }

  /** The remembered tab of a group (ApplicationV2 updates `tabGroups` when a tab button is clicked). */
  protected activeTab(group: string): string | null {
    return this.tabGroups[group] ?? null;
  }

  /**
   * The item's system when the ruleset lets it be equipped, else null. `item.system` narrows only with `instanceof`
   * on the ruleset's own models, so each ruleset answers for its items.
   */
  protected equippable(_item: Item.Implementation): { readonly equipped: boolean } | null {
    return null;
  }

  /**
   * The room's own play of the inventory's Equip toggle on this item (an equip its ruleset charges for in a fight), or
   * null: the free toggle.
   */
  protected roomEquipToggle(_item: Item.Implementation): (() => Promise<unknown>) | null {
    return null;
  }

  /** The item's system when the ruleset counts it by quantity, else null. */
  protected stackable(_item: Item.Implementation): { readonly quantity: number } | null {
    return null;
  }

  /** The actor's track under `key` when the header's − / + buttons may change it, else null. */
  protected resourceTrack(_key: string): BoundedTrack | null {
    return null;
  }

  /**
   * The room's own play of an Actions-section button (an action tried against a target, which its room rolls), or
   * null: the shared spend and chat line (combat/sheet-action.ts).
   */
  protected roomAction(_action: string): (() => Promise<unknown>) | null {
    return null;
  }

  /** The ruleset's context for this actor, merged over Foundry's; null leaves Foundry's alone. */
  protected sheetContext(): Promise<object | null> {
    return Promise.resolve(null);
  }

  /**
   * Foundry's context, the ruleset's over it, and what every room's sheet shows alike: the actor's pools now in the
   * running combat (`combatPools`, read through its room's tracker row; templates/parts/combat-pools.hbs) and the
   * links to the world's ruleset's compendiums (`compendiumLinks`; templates/parts/compendium-links.hbs).
   */
  override async _prepareContext(options: PrepareOptions) {
    const base = await super._prepareContext(options);
    const context = await this.sheetContext();
    const i18n = foundryLocalizer();
    const actorId = this.actor.id ?? "";
    const combatPools = combatPoolsContext(i18n, actorId, readSheetPools(this.actor));
    const compendiumLinks = compendiumLinksContext(i18n, actorId, worldRulesetPacks());
    return { ...base, ...(context ?? {}), combatPools, compendiumLinks };
  }

  /** The input every ruleset's actor context shares, around the actor's stored biography. */
  protected async sheetBasics(biographySource: string): Promise<ActorSheetBasics> {
    const biographyHtml = await enrichOwned(biographySource, this.actor);
    return {
      mode: this.mode,
      editable: this.isEditable,
      biographySource,
      biographyHtml,
      activeTab: this.activeTab(PRIMARY_TAB_GROUP),
      i18n: foundryLocalizer(),
    };
  }

  protected override async _onFirstRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    // The Actions section follows the running combat (turn, pools).
    this.#stopWatchingCombat = watchCombat(this.actor, () => void this.render());
    if (this.targetParts.length === 0) return;
    this.#targetHook = Hooks.on("targetToken", (user) => {
      if (user.id === game.user.id) void this.render({ parts: [...this.targetParts] });
    });
  }

  protected override _onClose(options: CloseOptions): void {
    if (this.#targetHook !== null) Hooks.off("targetToken", this.#targetHook);
    this.#targetHook = null;
    this.#stopWatchingCombat?.();
    this.#stopWatchingCombat = null;
    super._onClose(options);
  }

  /** The owned item a row's button belongs to (`data-item-id` on the button or its row). */
  protected itemFor(target: HTMLElement): Item.Implementation | null {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    return id === undefined ? null : (this.actor.items.get(id) ?? null);
  }

  /**
   * Shift-click skips the roll dialog, as Foundry's own roll buttons do; the button is disabled while it runs. A
   * button for one of the room's attack actions names the dialog choice it opens with (`data-attack-choice`). One a
   * room blocks (an Ability its user cannot pay for) stays focusable to say why (`aria-disabled`): a click does nothing.
   */
  static async #onAttack(this: FrayActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    if (!item || target.getAttribute("aria-disabled") === "true") return;
    const choice = target.dataset["attackChoice"];
    const choices = choice ? { choices: { [choice]: true } } : {};
    // Through the item's intent method (documents/item.ts), as a macro would attack.
    const attack = () => item.rollAttack({ skipDialog: event.shiftKey, ...choices });
    await (isDisableable(target) ? whileDisabled(target, attack) : attack());
  }

  /**
   * An Actions-section button (combat/sheet-action.ts). One that cannot be taken now stays focusable to say why
   * (`aria-disabled`), so a click on it does nothing; each checked spend option (actions.hbs) goes with the spend,
   * for the room to validate. A GM's button past a shortfall carries it (`data-override-shortfall`): the click asks
   * to spend anyway. A room that plays the action itself (`roomAction`) takes the click instead.
   */
  static async #onCombatAction(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const action = target.dataset["combatAction"];
    if (action === undefined || target.getAttribute("aria-disabled") === "true") return;
    const checked = this.element.querySelectorAll<HTMLInputElement>("input[data-spend-option]:checked");
    const options = Object.fromEntries(
      [...checked].flatMap((box) => box.dataset["spendOption"] ?? []).map((id) => [id, 1]),
    );
    const label = target.dataset["label"] ?? action;
    const shortfall = target.dataset["overrideShortfall"];
    const take =
      this.roomAction(action) ??
      // The shared spend loads with the first Actions button taken: a chunk of its own, out of every world's load.
      (async () => {
        const { takeSheetAction } = await import("../../combat/sheet-action.ts");
        await takeSheetAction(this.actor, { action, label, options, ...(shortfall ? { shortfall } : {}) });
      });
    await (isDisableable(target) ? whileDisabled(target, take) : take());
  }

  static async #onOpenItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFor(target)?.sheet?.render(true);
  }

  /** A compendium link's button (`data-pack`): opens that pack's window. */
  static #onOpenCompendium(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): void {
    const id = target.dataset["pack"];
    if (id !== undefined) openPack(id);
  }

  static async #onDeleteItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFor(target)?.deleteDialog();
  }

  static async #onToggleMode(this: FrayActorSheet): Promise<void> {
    this.mode = otherMode(this.mode);
    await this.render();
  }

  static async #onToggleEquip(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    const system = item && this.equippable(item);
    if (!item || !system) return;
    const roomToggle = this.roomEquipToggle(item);
    await (roomToggle ? roomToggle() : item.update({ system: { equipped: !system.equipped } }));
  }

  static async #onAdjustResource(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset["resource"];
    const track = key === undefined ? null : this.resourceTrack(key);
    if (key === undefined || !track) return;
    const value = adjustedValue(track, parseDelta(target.dataset["delta"]));
    if (value === null) return;
    await this.actor.update({ system: { [key]: { value } } });
  }

  static async #onAdjustQuantity(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    const system = item && this.stackable(item);
    if (!item || !system) return;
    const quantity = adjustedQuantity(system.quantity, parseDelta(target.dataset["delta"]));
    if (quantity === null) return;
    await item.update({ system: { quantity } });
  }
}

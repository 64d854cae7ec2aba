/**
 * The `bonus` actor sheets' shared class: gathers plain data from the actor (from-documents.ts) and wires the
 * buttons (attack, open and delete are the shared FrayActorSheet's). What the sheet shows is decided by the context builders; what a button changes, by updates.ts.
 */
import { FrayActorSheet } from "../../../applications/sheets/actor-sheet.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { BonusArmorModel, BonusGearModel, BonusWeaponModel } from "../data/item-models.ts";
import { PRIMARY_TAB_GROUP } from "./character-context.ts";
import { biographySource, creatureSystem, currentTarget, sheetActor } from "./from-documents.ts";
import type { BonusSheetInput } from "./sheet-data.ts";
import { adjustedQuantity, adjustedValue, isTrackKey, parseDelta } from "./updates.ts";

export class BonusActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: typeof FrayActorSheet.DEFAULT_OPTIONS = {
    classes: ["bonus"],
    actions: {
      toggleEquip: BonusActorSheet.#onToggleEquip,
      adjustResource: BonusActorSheet.#onAdjustResource,
      adjustQuantity: BonusActorSheet.#onAdjustQuantity,
    },
  };

  /** The plain data every `bonus` actor context is built from; null for an actor of another model. */
  protected async sheetInput(): Promise<BonusSheetInput | null> {
    const actor = sheetActor(this.actor);
    const system = creatureSystem(this.actor);
    if (!actor || !system) return null;
    const source = biographySource(system);
    // No `relativeTo`: typescript-eslint cannot see fvtt-types' configured Actor as a Document instance. Inline
    // rolls resolve through rollData, secrets show to owners; only relative @UUID links need the document.
    const biographyHtml = await foundry.applications.ux.TextEditor.implementation.enrichHTML(source, {
      rollData: this.actor.getRollData(),
      secrets: this.actor.isOwner,
    });
    return {
      actor,
      target: currentTarget(),
      mode: this.mode,
      editable: this.isEditable,
      biographySource: source,
      biographyHtml,
      activeTab: this.activeTab(PRIMARY_TAB_GROUP),
      i18n: foundryLocalizer(),
    };
  }

  static async #onToggleEquip(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    const system = item?.system;
    if (!(system instanceof BonusWeaponModel || system instanceof BonusArmorModel)) return;
    await item?.update({ system: { equipped: !system.equipped } });
  }

  static async #onAdjustResource(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset["resource"];
    const system = creatureSystem(this.actor);
    if (!system || !isTrackKey(key)) return;
    const value = adjustedValue(system[key], parseDelta(target.dataset["delta"]));
    if (value === null) return;
    await this.actor.update({ system: { [key]: { value } } });
  }

  static async #onAdjustQuantity(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    const system = item?.system;
    if (!(system instanceof BonusGearModel)) return;
    const quantity = adjustedQuantity(system.quantity, parseDelta(target.dataset["delta"]));
    if (quantity === null) return;
    await item?.update({ system: { quantity } });
  }
}

/**
 * The `energy` actor sheets' shared class: gathers plain data from the actor (from-documents.ts), asks the combat
 * room for the odds, and wires the buttons. Attack, open and delete are the shared FrayActorSheet's.
 */
import { FrayActorSheet } from "../../../applications/sheets/actor-sheet.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { adjustedQuantity, adjustedValue, parseDelta } from "../../../applications/sheets/updates.ts";
import { EnergyArmorModel, EnergyGearModel, EnergyShieldModel, EnergyWeaponModel } from "../data/item-models.ts";
import { PRIMARY_TAB_GROUP } from "./character-context.ts";
import { attackOdds, biographySource, creatureSystem, currentTargetActor, sheetActor } from "./from-documents.ts";
import type { EnergySheetInput } from "./sheet-data.ts";
import { isTrackKey } from "./updates.ts";

export class EnergyActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: typeof FrayActorSheet.DEFAULT_OPTIONS = {
    classes: ["energy"],
    actions: {
      toggleEquip: EnergyActorSheet.#onToggleEquip,
      adjustResource: EnergyActorSheet.#onAdjustResource,
      adjustQuantity: EnergyActorSheet.#onAdjustQuantity,
    },
  };

  /** The plain data every `energy` actor context is built from; null for an actor of another model. */
  protected async sheetInput(): Promise<EnergySheetInput | null> {
    const actor = sheetActor(this.actor);
    const system = creatureSystem(this.actor);
    if (!actor || !system) return null;
    const source = biographySource(system);
    // No `relativeTo`, as in the bonus sheets: rollData and secrets are what biographies use.
    const biographyHtml = await foundry.applications.ux.TextEditor.implementation.enrichHTML(source, {
      rollData: this.actor.getRollData(),
      secrets: this.actor.isOwner,
    });
    const target = currentTargetActor();
    return {
      actor,
      target: target ? { name: target.name } : null,
      odds: target ? attackOdds(this.actor, target) : {},
      mode: this.mode,
      editable: this.isEditable,
      biographySource: source,
      biographyHtml,
      activeTab: this.activeTab(PRIMARY_TAB_GROUP),
      i18n: foundryLocalizer(),
    };
  }

  static async #onToggleEquip(this: EnergyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    const system = item?.system;
    const equippable =
      system instanceof EnergyWeaponModel || system instanceof EnergyArmorModel || system instanceof EnergyShieldModel;
    if (!equippable) return;
    await item?.update({ system: { equipped: !system.equipped } });
  }

  static async #onAdjustResource(this: EnergyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset["resource"];
    const system = creatureSystem(this.actor);
    if (!system || !isTrackKey(key)) return;
    const value = adjustedValue(system[key], parseDelta(target.dataset["delta"]));
    if (value === null) return;
    await this.actor.update({ system: { [key]: { value } } });
  }

  static async #onAdjustQuantity(this: EnergyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    const system = item?.system;
    if (!(system instanceof EnergyGearModel)) return;
    const quantity = adjustedQuantity(system.quantity, parseDelta(target.dataset["delta"]));
    if (quantity === null) return;
    await item?.update({ system: { quantity } });
  }
}

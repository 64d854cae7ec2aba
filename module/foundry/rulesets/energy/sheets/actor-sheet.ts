/**
 * The `energy` actor sheets' shared class: gathers plain data from the actor (from-documents.ts), asks the combat
 * room for the odds, and says which of its models the shared buttons may change. The buttons themselves are the
 * shared FrayActorSheet's.
 */
import type { BoundedTrack } from "../../../../engine/core/track.ts";
import { FrayActorSheet } from "../../../applications/sheets/actor-sheet.ts";
import { targetOdds } from "../../../applications/sheets/current-target.ts";
import { EnergyArmorModel, EnergyGearModel, EnergyShieldModel, EnergyWeaponModel } from "../data/item-models.ts";
import { attackOdds, biographySource, creatureSystem, sheetActor, sheetCombat } from "./from-documents.ts";
import type { EnergySheetInput } from "./sheet-data.ts";
import { isTrackKey } from "./updates.ts";
import { isDisableable, whileDisabled } from "../../../applications/parts/busy-button.ts";
import { REST_KINDS } from "../rest/rests.ts";
import { takeRest } from "../rest/take-rest.ts";
import { useAbility } from "../rest/use-ability.ts";
import { DEFAULT_ROLL_DC, isSheetRollKind, steppedDc } from "../checks/sheet-rolls.ts";
import { rollSheetCheck } from "../checks/roll-sheet-check.ts";

import { energyFormData } from "./form-data.ts";
import { equipToggleInFight } from "./equip-toggle.ts";

type Equippable = EnergyWeaponModel | EnergyArmorModel | EnergyShieldModel;
type FormArgs = Parameters<FrayActorSheet["_processFormData"]>;

export class EnergyActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: typeof FrayActorSheet.DEFAULT_OPTIONS = {
    classes: ["energy"],
    actions: {
      rest: EnergyActorSheet.#onRest,
      useAbility: EnergyActorSheet.#onUseAbility,
      sheetRoll: EnergyActorSheet.#onSheetRoll,
      rollDc: EnergyActorSheet.#onRollDc,
    },
  };

  /** The DC the Rolls section rolls against: this sheet's, never stored (the GM names it per roll). */
  rollDc = DEFAULT_ROLL_DC;

  /** A Fortitude, Will or Chance roll's button: rolled against the sheet's DC (checks/roll-sheet-check.ts). */
  static async #onSheetRoll(this: EnergyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kind = target.dataset["roll"];
    if (!isSheetRollKind(kind)) return;
    const roll = () => rollSheetCheck(this.actor, kind, this.rollDc);
    await (isDisableable(target) ? whileDisabled(target, roll) : roll());
  }

  /** The DC − / + buttons: 5 at a time, within bounds; the odds follow on the re-render. */
  static async #onRollDc(this: EnergyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = Number(target.dataset["delta"]);
    if (!Number.isFinite(delta)) return;
    this.rollDc = steppedDc(this.rollDc, delta);
    await this.render();
  }

  /** A Rest button (rest/take-rest.ts); one that cannot be taken now says why and does nothing. */
  static async #onRest(this: EnergyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kind = REST_KINDS.find((k) => k === target.dataset["rest"]);
    if (!kind || target.getAttribute("aria-disabled") === "true") return;
    const rest = () => takeRest(this.actor, kind);
    await (isDisableable(target) ? whileDisabled(target, rest) : rest());
  }

  /** A Rest section ability's Use button (rest/use-ability.ts); one that cannot be used now says why. */
  static async #onUseAbility(this: EnergyActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = target.dataset["itemId"];
    if (!itemId || target.getAttribute("aria-disabled") === "true") return;
    const use = () => useAbility(this.actor, itemId);
    await (isDisableable(target) ? whileDisabled(target, use) : use());
  }

  /** The plain data every `energy` actor context is built from; null for an actor of another model. */
  protected async sheetInput(): Promise<EnergySheetInput | null> {
    const actor = sheetActor(this.actor);
    const system = creatureSystem(this.actor);
    if (!actor || !system) return null;
    const basics = await this.sheetBasics(biographySource(system));
    const odds = targetOdds((target, token) => attackOdds(this.actor, target, token));
    return { ...basics, actor, ...odds, combat: sheetCombat(this.actor), rollDc: this.rollDc };
  }

  protected override equippable(item: Item.Implementation): Equippable | null {
    const system = item.system;
    const equippable =
      system instanceof EnergyWeaponModel || system instanceof EnergyArmorModel || system instanceof EnergyShieldModel;
    return equippable ? system : null;
  }

  /** In a fight the toggle is the paid Stow/Equip (equip-toggle.ts); out of combat, the free toggle. */
  protected override roomEquipToggle(item: Item.Implementation): (() => Promise<unknown>) | null {
    return equipToggleInFight(this.actor, item);
  }

  protected override stackable(item: Item.Implementation): EnergyGearModel | null {
    const system = item.system;
    return system instanceof EnergyGearModel ? system : null;
  }

  /** Foundry's expanded form data, with the typed damage types as lists and a new Size's Inherent Evasion. */
  protected override _processFormData(...args: FormArgs): ReturnType<FrayActorSheet["_processFormData"]> {
    const data = super._processFormData(...args);
    const system = creatureSystem(this.actor);
    if (!system) return data;
    return energyFormData(data, { size: system.size, inherentEvasion: system.inherent.evasion });
  }

  protected override resourceTrack(key: string): BoundedTrack | null {
    const system = creatureSystem(this.actor);
    return system && isTrackKey(key) ? system[key] : null;
  }
}

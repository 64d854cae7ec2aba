/**
 * The `contest` actor sheets' shared class: gathers plain data from the actor (from-documents.ts), asks the combat
 * room for each Strike's odds, says which of its models the shared buttons may change, and adds the buttons that
 * add and remove list entries (Fighting Styles, resistances, vulnerabilities), whose form data it puts back into
 * lists (list-edits.ts).
 */
import type { BoundedTrack } from "../../../../engine/core/track.ts";
import { FrayActorSheet } from "../../../applications/sheets/actor-sheet.ts";
import { targetOdds } from "../../../applications/sheets/current-target.ts";
import { ContestArmorModel, ContestGearModel, ContestShieldModel, ContestWeaponModel } from "../data/item-models.ts";
import { contestSheetActor, contestSheetCombat, contestSystem, strikeOdds } from "./from-documents.ts";
import { equipToggleInFight } from "./equip-toggle.ts";
import { HEALTH_TRACK } from "./header-context.ts";
import { SHEET_CONTROL_ACTIONS, takeFromSheet } from "../combat/sheet-take.ts";
import { sheetText } from "./labels.ts";
import { addedEntry, isEditableList, listsFromForm, removedEntry } from "./list-edits.ts";
import { chargeStyleEdit } from "./style-xp.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import type { ContestSheetInput } from "./sheet-data.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";

type Equippable = ContestWeaponModel | ContestArmorModel | ContestShieldModel;
type FormArgs = Parameters<FrayActorSheet["_processFormData"]>;

export class ContestActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: typeof FrayActorSheet.DEFAULT_OPTIONS = {
    classes: ["contest"],
    actions: { addListEntry: ContestActorSheet.#onAddEntry, removeListEntry: ContestActorSheet.#onRemoveEntry },
  };

  /** The plain data every `contest` actor context is built from; null for an actor of another model. */
  protected async sheetInput(): Promise<ContestSheetInput | null> {
    const actor = contestSheetActor(this.actor);
    const system = contestSystem(this.actor);
    if (!actor || !system) return null;
    const basics = await this.sheetBasics(system.details.biography ?? "");
    const odds = targetOdds((target, token) => strikeOdds(this.actor, target, token));
    return { ...basics, actor, ...odds, combat: contestSheetCombat(this.actor) };
  }

  /** Grapple, Release, Search and Sneak are run by the GM (combat/sheet-take.ts): a test or a status, not only AP. */
  protected override roomAction(action: string): (() => Promise<unknown>) | null {
    return SHEET_CONTROL_ACTIONS.includes(action) ? () => takeFromSheet(this.actor, action) : null;
  }

  protected override equippable(item: Item.Implementation): Equippable | null {
    const s = item.system;
    const equippable =
      s instanceof ContestWeaponModel || s instanceof ContestArmorModel || s instanceof ContestShieldModel;
    return equippable ? s : null;
  }

  /** In a fight the toggle is Manipulate, drawing or stowing for its AP (equip-toggle.ts); out of combat it is free. */
  protected override roomEquipToggle(item: Item.Implementation): (() => Promise<unknown>) | null {
    return equipToggleInFight(this.actor, item);
  }

  protected override stackable(item: Item.Implementation): ContestGearModel | null {
    return item.system instanceof ContestGearModel ? item.system : null;
  }

  /** The Health Pool; the − / + buttons keep it within 0 … max. */
  protected override resourceTrack(key: string): BoundedTrack | null {
    const system = contestSystem(this.actor);
    return system && key === HEALTH_TRACK ? system.health : null;
  }

  /**
   * Foundry's expanded form data, with the edited lists as lists and each style's gear line split; a player's edit of
   * the styles pays the XP of the gear it buys (style-xp.ts), the GM's (building a creature) is free.
   */
  protected override _processFormData(...args: FormArgs): ReturnType<FrayActorSheet["_processFormData"]> {
    const data = listsFromForm(super._processFormData(...args));
    const system = contestSystem(this.actor);
    if (!system || game.user.isGM) return data;
    const charged = chargeStyleEdit(system, data);
    if (charged.refusal) notifyRefusal(charged.refusal);
    return charged.data;
  }

  static async #onAddEntry(this: ContestActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const list = target.dataset["list"];
    const system = contestSystem(this.actor);
    if (!system || !isEditableList(list)) return;
    await this.actor.update(addedEntry(system, list, sheetText(foundryLocalizer(), "Style.newName")));
  }

  static async #onRemoveEntry(this: ContestActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const list = target.dataset["list"];
    const system = contestSystem(this.actor);
    if (!system || !isEditableList(list)) return;
    const update = removedEntry(system, list, Number(target.dataset["index"]));
    if (update) await this.actor.update(update);
  }
}

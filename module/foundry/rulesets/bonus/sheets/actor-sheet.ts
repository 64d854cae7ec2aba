/**
 * The `bonus` actor sheets' shared class: gathers plain data from the actor (from-documents.ts) and says which of
 * its models the shared buttons may change. The buttons themselves are the shared FrayActorSheet's; what the sheet
 * shows is decided by the context builders.
 */
import type { BoundedTrack } from "../../../../engine/core/track.ts";
import { FrayActorSheet } from "../../../applications/sheets/actor-sheet.ts";
import { BonusArmorModel, BonusGearModel, BonusWeaponModel } from "../data/item-models.ts";
import { biographySource, creatureSystem, currentTarget, sheetActor, sheetCombat } from "./from-documents.ts";
import type { BonusSheetInput } from "./sheet-data.ts";
import { isTrackKey } from "./updates.ts";
import { isDisableable, whileDisabled } from "../../../applications/parts/busy-button.ts";
import { DEFAULT_CHECK_VS, steppedVs } from "../checks/skill-check.ts";
import { clampedSteps } from "../situation-steps.ts";
import { rollResistanceCheck, rollSkillCheck } from "../checks/roll-skill-check.ts";
import { BONUS_ABILITIES } from "../../../../engine/rulesets/bonus/creature.ts";
import { VISIBILITY_LEVELS, type VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";

export class BonusActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: typeof FrayActorSheet.DEFAULT_OPTIONS = {
    classes: ["bonus"],
    actions: {
      skillCheck: BonusActorSheet.#onSkillCheck,
      checkVs: BonusActorSheet.#onCheckVs,
      checkPiloting: BonusActorSheet.#onCheckPiloting,
      checkSituation: BonusActorSheet.#onCheckSituation,
      resistanceCheck: BonusActorSheet.#onResistanceCheck,
    },
  };

  /** The VS the Skill checks section rolls against: this sheet's, never stored (the GM names it per check). */
  checkVs = DEFAULT_CHECK_VS;
  /** The visibility the skill checks are piloted in: this sheet's, never stored ("normal": not piloting). */
  checkPiloting: VisibilityLevel = "normal";
  /** The checks' Charges (positive) or Challenges (negative): this sheet's, never stored (the GM's call per check). */
  checkSituation = 0;

  /** The plain data every `bonus` actor context is built from; null for an actor of another model. */
  protected async sheetInput(): Promise<BonusSheetInput | null> {
    const actor = sheetActor(this.actor);
    const system = creatureSystem(this.actor);
    if (!actor || !system) return null;
    const basics = await this.sheetBasics(biographySource(system));
    return {
      ...basics,
      actor,
      target: currentTarget(),
      combat: sheetCombat(this.actor),
      checkVs: this.checkVs,
      checkPiloting: this.checkPiloting,
      checkSituation: this.checkSituation,
    };
  }

  /** A skill's Roll button: the check against the sheet's VS (in combat, a Use Skill paid first). */
  static async #onSkillCheck(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = target.dataset["itemId"];
    if (itemId === undefined) return;
    const roll = () => rollSkillCheck(this.actor, itemId, this.checkVs, this.checkPiloting, this.checkSituation);
    await (isDisableable(target) ? whileDisabled(target, roll) : roll());
  }

  /** An ability's Resistance Roll button: the check against the sheet's VS (no action). */
  static async #onResistanceCheck(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ability = BONUS_ABILITIES.find((a) => a === target.dataset["ability"]);
    if (ability === undefined) return;
    const roll = () => rollResistanceCheck(this.actor, ability, this.checkVs, this.checkSituation);
    await (isDisableable(target) ? whileDisabled(target, roll) : roll());
  }

  /** The piloting buttons: the visibility the skill checks are made in; the odds follow on the re-render. */
  static async #onCheckPiloting(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const level = VISIBILITY_LEVELS.find((l) => l === target.dataset["level"]);
    if (level === undefined) return;
    this.checkPiloting = level;
    await this.render();
  }

  /** The situation − / + buttons: one Challenge more or one Charge more, within bounds; the odds follow. */
  static async #onCheckSituation(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = Number(target.dataset["delta"]);
    if (!Number.isFinite(delta)) return;
    this.checkSituation = clampedSteps(this.checkSituation + delta);
    await this.render();
  }

  /** The VS − / + buttons: 5 at a time, within bounds; the odds follow on the re-render. */
  static async #onCheckVs(this: BonusActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = Number(target.dataset["delta"]);
    if (!Number.isFinite(delta)) return;
    this.checkVs = steppedVs(this.checkVs, delta);
    await this.render();
  }

  protected override equippable(item: Item.Implementation): BonusWeaponModel | BonusArmorModel | null {
    const system = item.system;
    return system instanceof BonusWeaponModel || system instanceof BonusArmorModel ? system : null;
  }

  protected override stackable(item: Item.Implementation): BonusGearModel | null {
    const system = item.system;
    return system instanceof BonusGearModel ? system : null;
  }

  protected override resourceTrack(key: string): BoundedTrack | null {
    const system = creatureSystem(this.actor);
    return system && isTrackKey(key) ? system[key] : null;
  }
}

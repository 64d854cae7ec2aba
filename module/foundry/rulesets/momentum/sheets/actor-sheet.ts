/**
 * The `momentum` actor sheets' shared class: gathers plain data from the actor (from-documents.ts), asks the combat
 * room for the odds, and says which of its models the shared buttons may change. The buttons themselves are the
 * shared FrayActorSheet's.
 */
import type { BoundedTrack } from "../../../../engine/core/track.ts";
import { isContestAction, takeContest } from "../combat/contest-take.ts";
import { takeHold } from "../combat/hold-take.ts";
import { LEAN_OUT } from "../combat/lean-actions.ts";
import { takeLean } from "../combat/lean-take.ts";
import { SWITCH_PLACES } from "../combat/switch-places.ts";
import { takeSwitch } from "../combat/switch-take.ts";
import { FrayActorSheet } from "../../../applications/sheets/actor-sheet.ts";
import { targetOdds } from "../../../applications/sheets/current-target.ts";
import {
  MomentumArmorModel,
  MomentumGearModel,
  MomentumShieldModel,
  MomentumWeaponModel,
} from "../data/item-models.ts";
import { isDisableable, whileDisabled } from "../../../applications/parts/busy-button.ts";
import { rollSkillCheck } from "../checks/roll-skill-check.ts";
import { FIRST_CHECK, isSkillId, steppedDifficulty, type AskedCheck } from "../checks/skill-check-choice.ts";
import {
  attackOdds,
  biographySource,
  creatureSystem,
  sheetActor,
  sheetCombat,
  sheetSkillCheck,
} from "./from-documents.ts";
import { CHECK_DIFFICULTY_BUTTON, SKILL_CHECK_BUTTON } from "./skill-check-context.ts";
import { isTrackKey } from "./header-context.ts";
import { HOLD_BUTTON } from "./hold-context.ts";
import type { MomentumSheetInput } from "./sheet-data.ts";

type Equippable = MomentumWeaponModel | MomentumArmorModel | MomentumShieldModel;

export class MomentumActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: typeof FrayActorSheet.DEFAULT_OPTIONS = {
    classes: ["momentum"],
    actions: {
      [SKILL_CHECK_BUTTON]: MomentumActorSheet.#onSkillCheck,
      [CHECK_DIFFICULTY_BUTTON]: MomentumActorSheet.#onCheckDifficulty,
    },
  };

  /** The Skill Check the sheet asks (skill-check-context.ts): this sheet's, never stored (the GM names it per check). */
  asked: AskedCheck = FIRST_CHECK;

  /** The skill picked in the Skill Check's list now (kept across the re-render of a − / +). */
  #pickedSkill(): AskedCheck {
    const picked = this.element.querySelector<HTMLSelectElement>("select[data-check-skill]")?.value;
    return isSkillId(picked) ? { ...this.asked, skill: picked } : this.asked;
  }

  /** The Skill Check's Roll button (checks/roll-skill-check.ts). */
  static async #onSkillCheck(this: MomentumActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.asked = this.#pickedSkill();
    const roll = () => rollSkillCheck(this.actor, this.asked);
    await (isDisableable(target) ? whileDisabled(target, roll) : roll());
  }

  /** The number's − / + buttons: one at a time, within bounds; the chances follow on the re-render. */
  static async #onCheckDifficulty(this: MomentumActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = Number(target.dataset["delta"]);
    if (!Number.isFinite(delta)) return;
    const picked = this.#pickedSkill();
    this.asked = { ...picked, difficulty: steppedDifficulty(picked.difficulty, delta) };
    await this.render();
  }

  /** The plain data every `momentum` actor context is built from; null for an actor of another model. */
  protected async sheetInput(): Promise<MomentumSheetInput | null> {
    const actor = sheetActor(this.actor);
    const system = creatureSystem(this.actor);
    if (!actor || !system) return null;
    const basics = await this.sheetBasics(biographySource(system));
    const odds = targetOdds((target, token) => attackOdds(this.actor, target, token));
    const skillCheck = sheetSkillCheck(this.actor, this.asked);
    return { ...basics, actor, ...odds, combat: sheetCombat(this.actor), skillCheck };
  }

  /**
   * The Advanced Actions' contests and Hide are rolled by the GM's client against their target (contest-take.ts);
   * the Hold button holds the action picked in its form for the trigger typed there (hold-take.ts); a lean names the
   * user's target (lean-take.ts), as a Switch Places names the ally (switch-take.ts).
   */
  protected override roomAction(action: string): (() => Promise<unknown>) | null {
    if (action === HOLD_BUTTON) {
      const picked = this.element.querySelector<HTMLSelectElement>("select[data-hold-action]")?.value ?? "";
      const trigger = this.element.querySelector<HTMLInputElement>("input[data-hold-trigger]")?.value ?? "";
      return () => takeHold(this.actor, picked, trigger);
    }
    if (action === LEAN_OUT) return () => takeLean(this.actor);
    if (action === SWITCH_PLACES) return () => takeSwitch(this.actor);
    return isContestAction(action) ? () => takeContest(this.actor, action) : null;
  }

  protected override equippable(item: Item.Implementation): Equippable | null {
    const system = item.system;
    const equippable =
      system instanceof MomentumWeaponModel ||
      system instanceof MomentumArmorModel ||
      system instanceof MomentumShieldModel;
    return equippable ? system : null;
  }

  protected override stackable(item: Item.Implementation): MomentumGearModel | null {
    const system = item.system;
    return system instanceof MomentumGearModel ? system : null;
  }

  /**
   * Vitality and WP; the − / + buttons keep a track within 0 … max (engine rule), so a Vitality already below 0
   * (bleeding) is changed only by damage, healing or edit mode, never lifted to 0 by a click.
   */
  protected override resourceTrack(key: string): BoundedTrack | null {
    const system = creatureSystem(this.actor);
    if (!system || !isTrackKey(key)) return null;
    const track = system[key];
    return track.value < 0 ? null : track;
  }
}

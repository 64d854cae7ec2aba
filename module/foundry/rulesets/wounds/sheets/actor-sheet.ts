/**
 * The `wounds` actor sheets' shared class: gathers plain data from the actor (from-documents.ts), asks the forecast
 * for the odds of every attack kind, says which of its models the shared buttons may change, and adds and removes
 * skill rows, and takes the rests, the healing actions and the end of an effect holding invested mana. The attack and action buttons themselves are the shared FrayActorSheet's.
 */
import type { BoundedTrack } from "../../../../engine/core/track.ts";
import { FrayActorSheet } from "../../../applications/sheets/actor-sheet.ts";
import { targetOdds } from "../../../applications/sheets/current-target.ts";
import { isDisableable, whileDisabled } from "../../../applications/parts/busy-button.ts";
import { requestSheetAct } from "../../../queries/sheet-act.ts";
import { stepped } from "../../../applications/parts/stepper.ts";
import { CHECK_TN } from "../checks/combat-check-offers.ts";
import { isJumpKind, isLandingCheck } from "../checks/jump-text.ts";
import { TIMED_ROUNDS, timedActRequest } from "../combat/timed-rounds.ts";
import { JUMP_YARDS, jumpOverTurnsRequest } from "../checks/jump-over-turns.ts";
import { QUICKEN_CHECKS, type QuickenCheck } from "../../../../engine/rulesets/wounds/economy/quickly.ts";
import { checkActOfButton, checkActRequest, isTargeted } from "../checks/check-acts.ts";
import { healActOf, healRequest } from "../healing/heal-acts.ts";
import { MOUNT_ACT } from "../mounted/mount-act.ts";
import { isRestKind } from "../rest/rests.ts";
import { castSpellId } from "../combat/cast-action.ts";
import { readyingAction } from "./ready-click.ts";
import { WoundsArmorModel, WoundsGearModel, WoundsShieldModel, WoundsWeaponModel } from "../data/item-models.ts";
import { woundsOptions } from "../rule-variants.ts";
import { attackOdds, biographySource, creatureSystem, sheetActor, sheetCaster, sheetCombat } from "./from-documents.ts";
import { isTrackKey } from "./header-context.ts";
import type { WoundsSheetInput } from "./sheet-data.ts";
import { withSkillAdded, withSkillRemoved } from "./skill-rows.ts";

/**
 * The skill list's field. Typed as a plain key, as the shared sheet writes a track: the update's type is the union of
 * every room's `system`, which no single room's list fits.
 */
const SKILLS: string = "skills";

type Equippable = WoundsWeaponModel | WoundsArmorModel | WoundsShieldModel;

// A button's flow (a rest, a check, a jump, ending an investment) loads with its first click: chunks of their own, out
// of the world's load (test/bench/bundle.ts).
export class WoundsActorSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: typeof FrayActorSheet.DEFAULT_OPTIONS = {
    classes: ["wounds"],
    actions: {
      addSkill: WoundsActorSheet.#onAddSkill,
      removeSkill: WoundsActorSheet.#onRemoveSkill,
      rest: WoundsActorSheet.#onRest,
      restInterrupted: WoundsActorSheet.#onRestInterrupted,
      heal: WoundsActorSheet.#onHeal,
      endInvestment: WoundsActorSheet.#onEndInvestment,
      combatCheck: WoundsActorSheet.#onCombatCheck,
      checkTn: WoundsActorSheet.#onCheckTn,
      jump: WoundsActorSheet.#onJump,
      landing: WoundsActorSheet.#onLanding,
      quickly: WoundsActorSheet.#onQuickly,
      timedRounds: WoundsActorSheet.#onTimedRounds,
      startTimed: WoundsActorSheet.#onStartTimed,
      jumpYards: WoundsActorSheet.#onJumpYards,
      declareJump: WoundsActorSheet.#onDeclareJump,
    },
  };

  /** The TN the Combat checks section rolls against: this sheet's, never stored (the table names it per check). */
  checkTn = CHECK_TN.initial;

  /** The check the GM calls for on the next Actions button, to perform it more quickly: this sheet's, never stored. */
  quickly: QuickenCheck | null = null;

  /** The Ready button was pressed and the Actions section lists what to ready (decision 211): this sheet's, never stored. */
  readying = false;

  /** The rounds of the timed act the Checks section would start: this sheet's, never stored. */
  timedRounds = TIMED_ROUNDS.initial;

  /** The yards of the jump the Checks section would declare over turns: this sheet's, never stored. */
  jumpYards = JUMP_YARDS.initial;

  /** The plain data every `wounds` actor context is built from; null for an actor of another model. */
  protected async sheetInput(): Promise<WoundsSheetInput | null> {
    const actor = sheetActor(this.actor);
    const system = creatureSystem(this.actor);
    if (!actor || !system) return null;
    const basics = await this.sheetBasics(biographySource(system));
    const odds = targetOdds((target, token) => attackOdds(this.actor, target, token));
    const caster = sheetCaster(this.actor);
    return {
      ...basics,
      actor,
      ...odds,
      combat: sheetCombat(this.actor),
      ...(caster ? { caster } : {}),
      options: woundsOptions(),
      checkTn: this.checkTn,
      quickly: this.quickly,
      timedRounds: this.timedRounds,
      jumpYards: this.jumpYards,
      readying: this.readying,
    };
  }

  protected override equippable(item: Item.Implementation): Equippable | null {
    const system = item.system;
    const equippable =
      system instanceof WoundsWeaponModel || system instanceof WoundsArmorModel || system instanceof WoundsShieldModel;
    return equippable ? system : null;
  }

  protected override stackable(item: Item.Implementation): WoundsGearModel | null {
    const system = item.system;
    return system instanceof WoundsGearModel ? system : null;
  }

  /** Stamina and mana, each within 0 … the engine's current maximum (after fatigue, after investment). */
  protected override resourceTrack(key: string): BoundedTrack | null {
    const system = creatureSystem(this.actor);
    return system && isTrackKey(key) ? system[key] : null;
  }

  /**
   * An Actions button whose action calls for a check (checks/check-acts.ts): asked of the GM as `fray.sheetAct`, on
   * the user's first target for an act aimed at another creature, else on the character itself; the GM pays it, rolls
   * the check and applies what it does (decision 172).
   */
  protected override roomAction(action: string): (() => Promise<unknown>) | null {
    const quickly = this.quickly;
    if (quickly && game.user.isGM) {
      // The GM's call is for this one action (checks/take-quickly.ts, decision 195).
      this.quickly = null;
      return async () =>
        (await import("../checks/take-quickly.ts")).takeQuickly(this.actor, action, quickly, this.checkTn);
    }
    // Out of combat a spell is cast by its owner at its mana and stamina, no AP (mana/cast-out-of-combat.ts, decision 223).
    const spellId = castSpellId(action);
    if (spellId !== undefined && !sheetCombat(this.actor))
      return async () => (await import("../mana/cast-out-of-combat.ts")).castSpellOutOfCombat(this.actor, spellId);
    const readied = readyingAction(this, action);
    if (readied !== undefined) return readied;
    // Mount/Dismount mounts the user's target, or dismounts (mounted/take-mount.ts, decision 199).
    if (action === MOUNT_ACT) {
      const mount = game.user.targets.first()?.actor ?? this.actor;
      return () => requestSheetAct(this.actor, { act: MOUNT_ACT, targetUuid: mount.uuid });
    }
    const act = checkActOfButton(action);
    if (!act) return null;
    const target = isTargeted(act) ? (game.user.targets.first()?.actor ?? this.actor) : this.actor;
    return () => requestSheetAct(this.actor, checkActRequest(act, target.uuid));
  }

  /** A Rest button (rest/take-rest.ts); one that cannot be taken now says why and does nothing. */
  static async #onRest(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kind = target.dataset["rest"];
    if (!isRestKind(kind)) return;
    // A tended long rest is tended by the user's target (decision 151); the other rests take no one.
    const tender = game.user.targets.first()?.actor;
    const rest = async () => (await import("../rest/take-rest.ts")).takeWoundsRest(this.actor, kind, tender);
    await (isDisableable(target) ? whileDisabled(target, rest) : rest());
  }

  /** Long rest interrupted (rest/interrupted-rest.ts, decision 249): the owner's answer in a dialog, then applied. */
  static async #onRestInterrupted(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ask = async () => (await import("../rest/interrupted-rest.ts")).askInterruptedRest(this.actor);
    await (isDisableable(target) ? whileDisabled(target, ask) : ask());
  }

  /**
   * A Healing button (healing/take-heal.ts): the act on the user's first target, or on the character itself without
   * one, asked of the GM, who reads everything else from the documents.
   */
  static async #onHeal(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const level = target.dataset["level"];
    const asked = { act: target.dataset["heal"] ?? "", targetUuid: "" };
    const act = healActOf(level ? { ...asked, choice: level } : asked);
    const patient = game.user.targets.first()?.actor ?? this.actor;
    if (!act) return;
    const heal = () => requestSheetAct(this.actor, healRequest(act, patient.uuid));
    await (isDisableable(target) ? whileDisabled(target, heal) : heal());
  }

  /** An Invested mana row's End effect button (mana/end-effect.ts): its mana returns. */
  static async #onEndInvestment(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset["investment"];
    if (!id) return;
    const end = async () => (await import("../mana/end-effect.ts")).endWoundsInvestment(this.actor, id);
    await (isDisableable(target) ? whileDisabled(target, end) : end());
  }

  /** A Combat checks button: rolled by the owner against the sheet's TN (checks/roll-combat-check.ts). */
  static async #onCombatCheck(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset["check"];
    if (!id) return;
    const roll = async () =>
      (await import("../checks/roll-combat-check.ts")).rollCombatCheck(this.actor, id, this.checkTn);
    await (isDisableable(target) ? whileDisabled(target, roll) : roll());
  }

  /** A Jump button: long or high, with a run-up or standing, rolled by the owner (checks/roll-jump.ts). */
  static async #onJump(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kind = target.dataset["jump"];
    if (!isJumpKind(kind)) return;
    const runUp = target.dataset["runUp"] === "true";
    const roll = async () => (await import("../checks/roll-jump.ts")).rollJump(this.actor, kind, runUp);
    await (isDisableable(target) ? whileDisabled(target, roll) : roll());
  }

  /** A check after a jump (a landing's, a ledge's) against the section's TN, rolled by the owner (checks/roll-jump.ts). */
  static async #onLanding(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const check = target.dataset["check"];
    if (!isLandingCheck(check)) return;
    const roll = async () => (await import("../checks/roll-jump.ts")).rollLanding(this.actor, check, this.checkTn);
    await (isDisableable(target) ? whileDisabled(target, roll) : roll());
  }

  /** The GM's More quickly buttons: the check called for on the next action's button, or none. */
  static async #onQuickly(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const check = target.dataset["check"];
    this.quickly = QUICKEN_CHECKS.find((c) => c === check) ?? null;
    await this.render();
  }

  /** The timed act's rounds − / +, within bounds. */
  static async #onTimedRounds(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = Number(target.dataset["delta"]);
    if (!Number.isFinite(delta)) return;
    this.timedRounds = stepped(TIMED_ROUNDS, this.timedRounds, delta);
    await this.render();
  }

  /** Start a timed act of the sheet's rounds: asked of the GM, who starts it (combat/timed-act.ts, decision 196). */
  static async #onStartTimed(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const start = () => requestSheetAct(this.actor, timedActRequest(this.actor.uuid, this.timedRounds));
    await (isDisableable(target) ? whileDisabled(target, start) : start());
  }

  /** The declared jump's yards − / +, within bounds. */
  static async #onJumpYards(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = Number(target.dataset["delta"]);
    if (!Number.isFinite(delta)) return;
    this.jumpYards = stepped(JUMP_YARDS, this.jumpYards, delta);
    await this.render();
  }

  /** Declare a jump of the sheet's yards over turns: asked of the GM, who declares it (checks/take-jump.ts). */
  static async #onDeclareJump(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const declare = () => requestSheetAct(this.actor, jumpOverTurnsRequest(this.actor.uuid, this.jumpYards));
    await (isDisableable(target) ? whileDisabled(target, declare) : declare());
  }

  /** The TN's − / + buttons, within bounds; the odds follow on the re-render. */
  static async #onCheckTn(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const delta = Number(target.dataset["delta"]);
    if (!Number.isFinite(delta)) return;
    this.checkTn = stepped(CHECK_TN, this.checkTn, delta);
    await this.render();
  }

  static async #onAddSkill(this: WoundsActorSheet): Promise<void> {
    const system = creatureSystem(this.actor);
    if (system) await this.actor.update({ system: { [SKILLS]: withSkillAdded(system.skills) } });
  }

  static async #onRemoveSkill(this: WoundsActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const system = creatureSystem(this.actor);
    const index = Number(target.dataset["index"]);
    if (system) await this.actor.update({ system: { [SKILLS]: withSkillRemoved(system.skills, index) } });
  }
}

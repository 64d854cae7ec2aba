/**
 * The roll dialog's state without Foundry: the current choices and the plans they give. The dialog class keeps one
 * and re-renders after each toggle; the browser test drives the same object, so both run the same code.
 */
import type { RollChoices } from "../../combat-room.ts";
import { asVisibilityMode, type VisibilityMode } from "../../version/message-mode.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { readRollExtra, type RollExtra, type RollExtraKind, type RollExtraReading } from "../../dice/roll-extra.ts";
import { chooseInGroup, modifiersOf, toggleChoice, type TargetPlan } from "./choices.ts";
import { rollDialogContext, type RollDialogContext, type RollDialogHeader } from "./context.ts";

export interface RollDialogSetup extends RollDialogHeader {
  /** Plans every target with these choices and bonus (the ruleset's combat room, through the attack flow). */
  readonly plan: (choices: RollChoices, extra: RollExtra | null) => readonly TargetPlan[];
  /** What the room's attack roll takes as a free-form bonus; absent: the dialog has no bonus field. */
  readonly extraKind?: RollExtraKind;
  /** The choices to begin with (a sheet button for one attack action); absent: none. */
  readonly choices?: RollChoices;
  /** Who sees the roll to begin with (the user's chat setting); absent: public. */
  readonly mode?: VisibilityMode;
}

/** What Roll answers: the modifiers chosen, the free-form bonus (null: none) and who sees the roll. */
export interface RollDialogAnswer {
  readonly choices: RollChoices;
  readonly extra: RollExtra | null;
  readonly mode: VisibilityMode;
}

const NO_EXTRA: RollExtraReading = { ok: true, extra: null };

export class RollDialogState {
  readonly #setup: RollDialogSetup;
  #choices: RollChoices = {};
  #targets: readonly TargetPlan[];
  #mode: VisibilityMode;
  /** The bonus field as typed, and what it reads as: the plans use the last bonus that read, never a refused one. */
  #extraText = "";
  #extra: RollExtraReading = NO_EXTRA;

  constructor(setup: RollDialogSetup) {
    this.#setup = setup;
    this.#choices = setup.choices ?? {};
    this.#targets = setup.plan(this.#choices, null);
    this.#mode = setup.mode ?? "public";
  }

  get choices(): RollChoices {
    return this.#choices;
  }

  /** Null while the bonus field holds something that does not read as a bonus: Roll waits for it. */
  get answer(): RollDialogAnswer | null {
    return this.#extra.ok ? { choices: this.#choices, extra: this.#extra.extra, mode: this.#mode } : null;
  }

  /** The bonus field's text; a text that reads replans every target with it. */
  setExtra(text: string): void {
    const kind = this.#setup.extraKind;
    if (kind === undefined) return;
    this.#extraText = text;
    this.#extra = readRollExtra(text, kind);
    if (this.#extra.ok) this.#replan();
  }

  #replan(): void {
    this.#targets = this.#setup.plan(this.#choices, this.#extra.ok ? this.#extra.extra : null);
  }

  /** The roll-mode selector's value; anything but one of the four is ignored. */
  setMode(value: string): void {
    this.#mode = asVisibilityMode(value) ?? this.#mode;
  }

  toggle(id: string, on: boolean): void {
    this.#choices = toggleChoice(this.#choices, modifiersOf(this.#targets), id, on);
    this.#replan();
  }

  /** A radio group's pick: a row of `group`, or null for none of them. */
  choose(group: string, id: string | null): void {
    this.#choices = chooseInGroup(this.#choices, modifiersOf(this.#targets), group, id);
    this.#replan();
  }

  /** `idPrefix`: the dialog window's id, so the bonus field's ids are unique on the page. */
  context(i18n: Localizer, idPrefix?: string): RollDialogContext {
    const kind = this.#setup.extraKind;
    return rollDialogContext(i18n, this.#setup, this.#targets, {
      mode: this.#mode,
      ...(kind === undefined ? {} : { extra: { kind, text: this.#extraText, reading: this.#extra } }),
      ...(idPrefix === undefined ? {} : { idPrefix }),
    });
  }
}

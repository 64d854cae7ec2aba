/**
 * The roll dialog's state without Foundry: the current choices and the plans they give. The dialog class keeps one
 * and re-renders after each toggle; the browser test drives the same object, so both run the same code.
 */
import type { RollChoices } from "../../combat-room.ts";
import { asVisibilityMode, type VisibilityMode } from "../../version/message-mode.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { chooseInGroup, modifiersOf, toggleChoice, type TargetPlan } from "./choices.ts";
import { rollDialogContext, type RollDialogContext, type RollDialogHeader } from "./context.ts";

export interface RollDialogSetup extends RollDialogHeader {
  /** Plans every target with these choices (the ruleset's combat room, through the attack flow). */
  readonly plan: (choices: RollChoices) => readonly TargetPlan[];
  /** Who sees the roll to begin with (the user's chat setting); absent: public. */
  readonly mode?: VisibilityMode;
}

/** What Roll answers: the modifiers chosen and who sees the roll. */
export interface RollDialogAnswer {
  readonly choices: RollChoices;
  readonly mode: VisibilityMode;
}

export class RollDialogState {
  readonly #setup: RollDialogSetup;
  #choices: RollChoices = {};
  #targets: readonly TargetPlan[];
  #mode: VisibilityMode;

  constructor(setup: RollDialogSetup) {
    this.#setup = setup;
    this.#targets = setup.plan(this.#choices);
    this.#mode = setup.mode ?? "public";
  }

  get choices(): RollChoices {
    return this.#choices;
  }

  get answer(): RollDialogAnswer {
    return { choices: this.#choices, mode: this.#mode };
  }

  /** The roll-mode selector's value; anything but one of the four is ignored. */
  setMode(value: string): void {
    this.#mode = asVisibilityMode(value) ?? this.#mode;
  }

  toggle(id: string, on: boolean): void {
    this.#choices = toggleChoice(this.#choices, modifiersOf(this.#targets), id, on);
    this.#targets = this.#setup.plan(this.#choices);
  }

  /** A radio group's pick: a row of `group`, or null for none of them. */
  choose(group: string, id: string | null): void {
    this.#choices = chooseInGroup(this.#choices, modifiersOf(this.#targets), group, id);
    this.#targets = this.#setup.plan(this.#choices);
  }

  context(i18n: Localizer): RollDialogContext {
    return rollDialogContext(i18n, this.#setup, this.#targets, this.#mode);
  }
}

/**
 * The roll dialog's state without Foundry: the current choices and the plans they give. The dialog class keeps one
 * and re-renders after each toggle; the browser test drives the same object, so both run the same code.
 */
import type { RollChoices } from "../../combat-room.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { modifiersOf, toggleChoice, type TargetPlan } from "./choices.ts";
import { rollDialogContext, type RollDialogContext, type RollDialogHeader } from "./context.ts";

export interface RollDialogSetup extends RollDialogHeader {
  /** Plans every target with these choices (the ruleset's combat room, through the attack flow). */
  readonly plan: (choices: RollChoices) => readonly TargetPlan[];
}

export class RollDialogState {
  readonly #setup: RollDialogSetup;
  #choices: RollChoices = {};
  #targets: readonly TargetPlan[];

  constructor(setup: RollDialogSetup) {
    this.#setup = setup;
    this.#targets = setup.plan(this.#choices);
  }

  get choices(): RollChoices {
    return this.#choices;
  }

  toggle(id: string, on: boolean): void {
    this.#choices = toggleChoice(this.#choices, modifiersOf(this.#targets), id, on);
    this.#targets = this.#setup.plan(this.#choices);
  }

  context(i18n: Localizer): RollDialogContext {
    return rollDialogContext(i18n, this.#setup, this.#targets);
  }
}

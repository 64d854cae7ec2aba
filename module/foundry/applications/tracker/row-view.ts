/** The view model of one tracker row, and what a ruleset's row builder contributes to it. */
import type { Localizer } from "../parts/resource-bar.ts";
import type { CombatantFacts, ConditionFacts, TrackerRuleset } from "./facts.ts";
import type { PoolView } from "./pool-view.ts";

/** A state shown as an icon and a word, never by colour alone ("Acting", "Passed" …). */
export interface StateView {
  readonly id: string;
  readonly text: string;
}

export interface PassControl {
  readonly text: string;
  readonly label: string;
}

/** The `energy` Initiative control: pick the creature to interrupt, then roll. */
export interface InterruptControl {
  readonly selectId: string;
  readonly selectLabel: string;
  readonly options: readonly { readonly id: string; readonly name: string }[];
  readonly text: string;
  readonly label: string;
  /** Set when this Round's roll is spent: another one "automatically fails". */
  readonly warning?: string;
}

/** A choice in one of the row's lists, and the button that applies it. */
export interface ChoiceControl {
  readonly selectId: string;
  readonly selectLabel: string;
  readonly options: readonly { readonly id: string; readonly name: string; readonly selected: boolean }[];
  readonly text: string;
  readonly label: string;
}

/** What a ruleset adds to a row. */
export interface RulesetRowParts {
  readonly pools: readonly PoolView[];
  readonly states: readonly StateView[];
  /** Per-round uses ("Reactions this round: 1", "Initiative rolled"). */
  readonly used: readonly string[];
  readonly pass?: PassControl;
  readonly interrupt?: InterruptControl;
  /** `bonus`: the GM marks the ambush role before round 1 is over. */
  readonly role?: ChoiceControl;
  /** Who won the last Initiative contest, in words. */
  readonly interruptResult?: string;
}

export interface RowView extends RulesetRowParts {
  readonly id: string;
  readonly name: string;
  readonly ruleset: TrackerRuleset;
  /** False when this viewer sees no numbers for this combatant. */
  readonly showPools: boolean;
  readonly poolsLabel: string;
  readonly conditions: readonly ConditionFacts[];
  readonly conditionsLabel: string;
}

/** What a ruleset's row builder gets besides its own economy facts. */
export interface RowContext {
  readonly i18n: Localizer;
  readonly combatant: CombatantFacts;
  /** Every combatant of the encounter (the Initiative control lists the others). */
  readonly all: readonly CombatantFacts[];
  readonly showPools: boolean;
  /** Gets the combatant's own controls: Pass, Initiative (see visibility.ts). */
  readonly actsFor: boolean;
  /** Gets the GM's controls: pool −/+, ambush role (see visibility.ts). */
  readonly adjusts: boolean;
  readonly started: boolean;
}

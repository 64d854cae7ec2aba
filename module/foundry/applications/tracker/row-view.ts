/**
 * What a combat room's row builder contributes to a tracker row, and what it is given to build it. Rooms build
 * these (rulesets/<id>/combat/tracker-row.ts); the shared tracker renders any room's rows (view.ts, row.hbs).
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { PoolView } from "./pool-view.ts";

/** A state shown as an icon and a word, never by colour alone ("Acting", "Passed" …). */
export interface StateView {
  readonly id: string;
  readonly text: string;
}

/** One entry of a control's list (the creature to interrupt, the role to mark). */
export interface ChoiceOption {
  readonly id: string;
  readonly name: string;
  /** The entry the list starts on; absent: the first. */
  readonly selected?: boolean;
}

/**
 * One of the row's combatant controls, drawn as a button (and its list when the control acts on a choice). The
 * room declares who may use it (`ControlSpec` in combat/room.ts); the shared view shows it only to those users.
 */
export interface ControlView {
  readonly text: string;
  /** The button's accessible name, naming the combatant. */
  readonly label: string;
  /** A control acting on a choice has its list: the select's id, its accessible name and its entries. */
  readonly selectId?: string;
  readonly selectLabel?: string;
  readonly options?: readonly ChoiceOption[];
  /** Said next to the control ("another roll fails automatically"). */
  readonly warning?: string;
}

/** A line about what happened to the combatant ("Vera wins Initiative against the Ogre (14 vs 9)"). */
export interface NoteView {
  readonly id: string;
  readonly text: string;
}

/** What a room adds to a row. */
export interface RoomRowParts {
  readonly pools: readonly PoolView[];
  readonly states: readonly StateView[];
  /** Per-round uses ("Reactions this round: 1", "Initiative rolled"). */
  readonly used: readonly string[];
  /** Control id → its view, for every control the combatant's state offers now (the view filters by user). */
  readonly controls: Readonly<Record<string, ControlView>>;
  readonly notes: readonly NoteView[];
}

/** A combatant as a row builder names it. */
export interface RowCombatant {
  readonly id: string;
  readonly name: string;
}

/** What a room's row builder gets besides its own economy. */
export interface RowContext {
  readonly i18n: Localizer;
  readonly combatant: RowCombatant;
  /** Every combatant of the encounter (a control may list the others). */
  readonly all: readonly RowCombatant[];
  readonly showPools: boolean;
  /** Gets the GM's pool −/+ buttons (see visibility.ts). */
  readonly adjusts: boolean;
  readonly started: boolean;
}

/**
 * The shared part of a tracker row for an initiative structure's round (ARCHITECTURE.md decision 14): a held or
 * saved turn, a turn shared with others (unions, mounts), and the turn controls the round offers the combatant now
 * (hold or save while acting, act now or forfeit while holding). Rooms build the rest of the row; the order itself
 * is core's `turns`, which follows the engine's order as it moves. Every marker is a word with an icon.
 */
import { SAVE_TURN } from "../../combat/turn-control-ids.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { trackerText } from "./labels.ts";
import type { ChoiceOption, ControlView, StateView } from "./row-view.ts";

/** Where a combatant's turn stands in the stored round, as the tracker reads it (read-facts.ts). */
export interface TurnFacts {
  /** Held to act later (no one named): released by the holder, or taken at the round's end. */
  readonly held: boolean;
  /** A saved turn comes after this combatant's turn (its name). */
  readonly after?: string;
  /** The others it shares its turn with (a union, a mount), by name. */
  readonly sharesWith: readonly string[];
  /** The turn controls usable now (turn-controls.ts ids), in the order they are shown. */
  readonly controls: readonly string[];
  /** Whom a saved turn may follow now: those with a turn left this round (save is offered only when there is one). */
  readonly saveChoices: readonly ChoiceOption[];
}

export interface TurnParts {
  readonly states: readonly StateView[];
  readonly controls: Readonly<Record<string, ControlView>>;
}

function states(i18n: Localizer, turn: TurnFacts): StateView[] {
  const marks: StateView[] = [];
  if (turn.after !== undefined)
    marks.push({ id: "saved", text: trackerText(i18n, "turn.saved", { name: turn.after }) });
  else if (turn.held) marks.push({ id: "held", text: trackerText(i18n, "turn.held") });
  if (turn.sharesWith.length > 0) {
    marks.push({ id: "group", text: trackerText(i18n, "turn.group", { names: turn.sharesWith.join(", ") }) });
  }
  return marks;
}

function control(i18n: Localizer, id: string, name: string, combatantId: string, turn: TurnFacts): ControlView {
  const text = i18n.localize(`${I18N_ROOT}.Turns.control.${id}`);
  const view = { text, label: trackerText(i18n, "turn.controlFor", { control: text, name }) };
  if (id !== SAVE_TURN) return view;
  return {
    ...view,
    selectId: `fray-${id}-${combatantId}`,
    selectLabel: trackerText(i18n, "turn.saveAfter", { name }),
    options: turn.saveChoices,
  };
}

/** The row's turn markers and controls (the view keeps only the controls this viewer may use). */
export function turnParts(i18n: Localizer, combatant: { id: string; name: string }, turn: TurnFacts): TurnParts {
  const controls = Object.fromEntries(
    turn.controls.map((id) => [id, control(i18n, id, combatant.name, combatant.id, turn)]),
  );
  return { states: states(i18n, turn), controls };
}

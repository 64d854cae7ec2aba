/**
 * The `contest` part of a tracker row: AP as pips ("3 AP per round", shared by actions and reactions); the Attacks
 * left of "twice per round", the free action, this turn's movement and the reactions taken this round; a Feint
 * waiting for the next action; Surprised ("During this round their turn is skipped"); and before the creature's first
 * turn the GM's surprise contest (this creature's side sneaks) and Surprised control.
 */
import { poolView } from "../../../applications/tracker/pool-view.ts";
import type { ControlView, RoomRowParts, RowContext, StateView } from "../../../applications/tracker/row-view.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { SURPRISE_CONTEST_CONTROL, SURPRISE_CONTROL } from "./controls.ts";
import { contestPoolLabel } from "./pool-label.ts";
import type { ContestEconomyFacts } from "./tracker-facts.ts";

const KEYS = `${I18N_ROOT}.Contest.Tracker`;

function states(facts: ContestEconomyFacts, ctx: RowContext): StateView[] {
  // Surprise is the table's to see (the lost turn shows anyway); a Feint is the owner's and the GM's, like the pools.
  const shown: StateView[] = [];
  if (facts.surprised) shown.push({ id: "surprised", text: ctx.i18n.localize(`${KEYS}.surprised`) });
  if (ctx.showPools && facts.feintAgainst !== undefined) {
    shown.push({ id: "feint", text: ctx.i18n.format(`${KEYS}.feint`, { name: facts.feintAgainst }) });
  }
  return shown;
}

function used(facts: ContestEconomyFacts, ctx: RowContext): string[] {
  const { i18n } = ctx;
  return [
    i18n.format(`${KEYS}.attacksLeft`, { count: facts.attacksLeft }),
    i18n.localize(facts.freeActionLeft ? `${KEYS}.freeActionLeft` : `${KEYS}.freeActionUsed`),
    i18n.format(`${KEYS}.movement`, { metres: facts.movement }),
    i18n.format(`${KEYS}.reactions`, { count: facts.reactions }),
  ];
}

function controls(facts: ContestEconomyFacts, ctx: RowContext): Record<string, ControlView> {
  if (!facts.maySurprise) return {};
  const { i18n, combatant } = ctx;
  return {
    // The accessible name starts with the visible text (axe: label-content-name-mismatch).
    [SURPRISE_CONTEST_CONTROL.id]: {
      text: i18n.localize(SURPRISE_CONTEST_CONTROL.label),
      label: i18n.format(`${KEYS}.surpriseContestLabel`, { name: combatant.name }),
    },
    [SURPRISE_CONTROL.id]: {
      text: i18n.localize(facts.surprised ? `${KEYS}.notSurprised` : SURPRISE_CONTROL.label),
      label: i18n.format(facts.surprised ? `${KEYS}.notSurprisedLabel` : `${KEYS}.surpriseLabel`, {
        name: combatant.name,
      }),
    },
  };
}

export function contestRow(facts: ContestEconomyFacts, ctx: RowContext): RoomRowParts {
  const { i18n, combatant, showPools } = ctx;
  return {
    pools: showPools
      ? facts.pools.map((p) => poolView(i18n, p, contestPoolLabel(p.id), combatant.name, ctx.adjusts))
      : [],
    states: states(facts, ctx),
    used: showPools ? used(facts, ctx) : [],
    controls: controls(facts, ctx),
    notes: [],
  };
}

/**
 * The tracker's view model: plain facts in (facts.ts), one row per combatant and the GM's round prompt out. The
 * tracker class only reads the facts and hands this to the templates. Each room builds its part of a row; this adds
 * what every row has and keeps only the controls this viewer may use (their room declares who: visibility.ts).
 */
import type { CombatantEconomy } from "../../combat/room.ts";
import { resourceBarContext, type Localizer, type ResourceBarContext } from "../parts/resource-bar.ts";
import type { CombatantFacts, ConditionFacts, TrackerFacts } from "./facts.ts";
import { trackerText } from "./labels.ts";
import type { ControlView, RoomRowParts, RowContext } from "./row-view.ts";
import { turnParts } from "./turn-view.ts";
import { adjustsFor, seesPools, usesControl } from "./visibility.ts";

export interface RowView extends RoomRowParts {
  readonly id: string;
  readonly name: string;
  /** The room's ruleset id: the row's style hook. */
  readonly ruleset: string;
  /** False when this viewer sees no numbers for this combatant. */
  readonly showPools: boolean;
  readonly poolsLabel: string;
  /**
   * The actor's primary token bar (Durability, Aura …) as a read-only bar; shown under the pools' rule, so a player
   * never reads the health of a creature whose pools are hidden from them.
   */
  readonly health?: ResourceBarContext;
  readonly conditions: readonly ConditionFacts[];
  readonly conditionsLabel: string;
  /**
   * How many controls this viewer has on the row; they sit in one collapsible part ("Actions"), open on the acting
   * row and on a row with turn controls.
   */
  readonly controlCount: number;
  readonly controlsSummary: string;
  /** "Actions for Goblin 2": the collapsible part's accessible name. */
  readonly controlsLabel: string;
  readonly controlsOpen: boolean;
}

export interface RoundPrompt {
  readonly text: string;
  readonly button: string;
}

export interface TrackerView {
  /** Rows by combatant id, in the order given. */
  readonly rows: readonly RowView[];
  /** The GM's "next round" prompt, when everyone is done. */
  readonly prompt?: RoundPrompt;
}

/** The room's controls this viewer may use on this combatant; one the room did not declare is never shown. */
function usableControls(
  economy: CombatantEconomy,
  controls: Readonly<Record<string, ControlView>>,
  facts: TrackerFacts,
  combatant: CombatantFacts,
): Record<string, ControlView> {
  return Object.fromEntries(
    Object.entries(controls).filter(([id]) => {
      const declared = economy.controls.find((c) => c.id === id);
      return declared !== undefined && usesControl(facts.viewer, combatant, declared.who);
    }),
  );
}

/** The health bar this viewer sees on the row, if any; the bar's ids carry the combatant's, unique in the sidebar. */
function healthBar(i18n: Localizer, combatant: CombatantFacts, showPools: boolean): ResourceBarContext | undefined {
  const health = combatant.health;
  if (!showPools || !health) return undefined;
  return resourceBarContext(i18n, `fray-tracker-${combatant.id}`, health.path, health.labelKey, health, {
    adjustable: false,
  });
}

function rowView(i18n: Localizer, facts: TrackerFacts, combatant: CombatantFacts): RowView | undefined {
  const economy = combatant.economy;
  if (!economy) return undefined;
  const ctx: RowContext = {
    i18n,
    combatant,
    all: facts.combatants,
    showPools: seesPools(facts.viewer, combatant),
    adjusts: adjustsFor(facts.viewer),
    started: facts.started,
  };
  const parts = economy.row(ctx);
  // The round's turn controls are every structure's and owner-usable (combat/turn-controls.ts).
  const turn = combatant.turn ? turnParts(i18n, combatant, combatant.turn) : { states: [], controls: {} };
  const turnControls = usesControl(facts.viewer, combatant, "owner") ? turn.controls : {};
  const controls = { ...usableControls(economy, parts.controls, facts, combatant), ...turnControls };
  const states = [...parts.states, ...turn.states];
  const health = healthBar(i18n, combatant, ctx.showPools);
  return {
    id: combatant.id,
    name: combatant.name,
    ruleset: economy.ruleset,
    showPools: ctx.showPools,
    poolsLabel: trackerText(i18n, "pools", { name: combatant.name }),
    ...(health ? { health } : {}),
    conditions: combatant.conditions,
    conditionsLabel: trackerText(i18n, "conditions", { name: combatant.name }),
    ...parts,
    states,
    controls,
    controlCount: Object.keys(controls).length,
    controlsSummary: trackerText(i18n, "controlsSummary"),
    controlsLabel: trackerText(i18n, "controls", { name: combatant.name }),
    // The acting combatant's controls, and a turn's own (hold, act now, forfeit), are the ones needed now.
    controlsOpen: states.some((s) => s.id === "acting") || Object.keys(turnControls).length > 0,
  };
}

export function trackerView(i18n: Localizer, facts: TrackerFacts): TrackerView {
  const rows = facts.combatants.flatMap((c) => rowView(i18n, facts, c) ?? []);
  if (!facts.viewer.isGM || !facts.started || !facts.everyoneDone) return { rows };
  return { rows, prompt: { text: trackerText(i18n, "everyoneDone"), button: trackerText(i18n, "nextRound") } };
}

/**
 * The tracker's view model: plain facts in (facts.ts), one row per combatant and the GM's round prompt out. The
 * tracker class only reads the facts and hands this to the templates; everything shown is decided here.
 */
import type { Localizer } from "../parts/resource-bar.ts";
import { bonusRow } from "./bonus-row.ts";
import { energyRow } from "./energy-row.ts";
import type { CombatantFacts, EconomyFacts, TrackerFacts, TrackerRuleset } from "./facts.ts";
import { trackerText } from "./labels.ts";
import type { RowContext, RowView, RulesetRowParts } from "./row-view.ts";
import { actsFor, adjustsFor, seesPools } from "./visibility.ts";

type RowBuilders = {
  readonly [R in TrackerRuleset]: (facts: Extract<EconomyFacts, { ruleset: R }>, ctx: RowContext) => RulesetRowParts;
};

/** Each ruleset's row builder, looked up by the economy's ruleset (decision 2: no ruleset checks here). */
const ROW_BUILDERS: RowBuilders = { bonus: bonusRow, energy: energyRow };

function rulesetParts(economy: EconomyFacts, ctx: RowContext): RulesetRowParts {
  const build = ROW_BUILDERS[economy.ruleset] as (facts: EconomyFacts, ctx: RowContext) => RulesetRowParts;
  return build(economy, ctx);
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

function rowView(i18n: Localizer, facts: TrackerFacts, combatant: CombatantFacts): RowView | undefined {
  const economy = combatant.economy;
  if (!economy) return undefined;
  const ctx: RowContext = {
    i18n,
    combatant,
    all: facts.combatants,
    showPools: seesPools(facts.viewer, combatant),
    actsFor: actsFor(facts.viewer, combatant),
    adjusts: adjustsFor(facts.viewer),
    started: facts.started,
  };
  return {
    id: combatant.id,
    name: combatant.name,
    ruleset: economy.ruleset,
    showPools: ctx.showPools,
    poolsLabel: trackerText(i18n, "pools", { name: combatant.name }),
    conditions: combatant.conditions,
    conditionsLabel: trackerText(i18n, "conditions", { name: combatant.name }),
    ...rulesetParts(economy, ctx),
  };
}

export function trackerView(i18n: Localizer, facts: TrackerFacts): TrackerView {
  const rows = facts.combatants.flatMap((c) => rowView(i18n, facts, c) ?? []);
  if (!facts.viewer.isGM || !facts.started || !facts.everyoneDone) return { rows };
  return { rows, prompt: { text: trackerText(i18n, "everyoneDone"), button: trackerText(i18n, "nextRound") } };
}

/**
 * The `energy` part of a tracker row. "There is no 'turn order' in this game": no row is current; each shows its
 * Energy, Agility and Stamina, whether it passed or spent its Energy, its once-per-Round uses, and the Initiative
 * control ("You may try to perform an action in response to another creature's action … by rolling Initiative").
 */
import { I18N_ROOT } from "../../constants.ts";
import type { EnergyEconomyFacts, InterruptFacts } from "./facts.ts";
import { poolView } from "./pool-view.ts";
import type { StateView, InterruptControl, RowContext, RulesetRowParts } from "./row-view.ts";

const KEYS = `${I18N_ROOT}.Energy.Tracker`;

function states(facts: EnergyEconomyFacts, ctx: RowContext): StateView[] {
  // Passing is declared to the table; an empty Energy pool is a number, so only those who see the pools see it.
  if (facts.passed) return [{ id: "passed", text: ctx.i18n.localize(`${KEYS}.passed`) }];
  if (ctx.showPools && facts.done) return [{ id: "done", text: ctx.i18n.localize(`${KEYS}.done`) }];
  return [];
}

function interruptControl(facts: EnergyEconomyFacts, ctx: RowContext): InterruptControl | undefined {
  const { i18n, combatant } = ctx;
  const others = ctx.all.filter((c) => c.id !== combatant.id).map((c) => ({ id: c.id, name: c.name }));
  if (!ctx.actsFor || !ctx.started || others.length === 0) return undefined;
  const rolled = facts.onceUsed.includes("initiative");
  return {
    selectId: `fray-interrupt-${combatant.id}`,
    selectLabel: i18n.format(`${KEYS}.interruptWhom`, { name: combatant.name }),
    options: others,
    text: i18n.localize(`${KEYS}.initiative`),
    label: i18n.format(`${KEYS}.initiativeLabel`, { name: combatant.name }),
    // "If another situation arises that requires you to roll Initiative after you have already rolled it during the
    // Round, you automatically fail."
    ...(rolled ? { warning: i18n.localize(`${KEYS}.initiativeSpent`) } : {}),
  };
}

/** "Aldo wins Initiative against the Ogre (14 vs 9)"; a side that could not roll shows as a dash. */
function interruptResult(result: InterruptFacts, ctx: RowContext): string {
  const score = (total: number | null) => (total === null ? "–" : String(total));
  return ctx.i18n.format(`${KEYS}.${result.won ? "won" : "lost"}`, {
    name: ctx.combatant.name,
    opponent: result.opponent,
    total: score(result.total),
    opponentTotal: score(result.opponentTotal),
  });
}

export function energyRow(facts: EnergyEconomyFacts, ctx: RowContext): RulesetRowParts {
  const { i18n, combatant, showPools } = ctx;
  const interrupt = interruptControl(facts, ctx);
  const pass = ctx.actsFor && ctx.started && !facts.passed;
  return {
    pools: showPools
      ? facts.pools.map((p) => poolView(i18n, p, `${KEYS}.Pool.${p.id}`, combatant.name, ctx.adjusts))
      : [],
    states: states(facts, ctx),
    used: showPools ? facts.onceUsed.map((id) => i18n.localize(`${KEYS}.Once.${id}`)) : [],
    ...(pass
      ? {
          pass: {
            text: i18n.localize(`${KEYS}.pass`),
            label: i18n.format(`${KEYS}.passLabel`, { name: combatant.name }),
          },
        }
      : {}),
    ...(interrupt ? { interrupt } : {}),
    ...(facts.interrupt ? { interruptResult: interruptResult(facts.interrupt, ctx) } : {}),
  };
}

/**
 * The `energy` part of a tracker row. "There is no 'turn order' in this game": no row is current; each shows its
 * Energy, Agility and Stamina, whether it passed, spent its Energy or holds its Initiative, its once-per-Round uses,
 * and the Pass, Hold and Initiative controls ("You may try to perform an action in response to another creature's action … by rolling
 * Initiative").
 */
import { poolView } from "../../../applications/tracker/pool-view.ts";
import type {
  ChoiceOption,
  ControlView,
  NoteView,
  RoomRowParts,
  RowContext,
  StateView,
} from "../../../applications/tracker/row-view.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { HOLD_CONTROL, INTERRUPT_CONTROL, PASS_CONTROL, RACE_CONTROL } from "./controls.ts";
import { opponentsChoice } from "./opponents.ts";
import type { EnergyEconomyFacts, InterruptFacts } from "./tracker-facts.ts";
import { energyPoolLabel } from "./pool-label.ts";

const KEYS = `${I18N_ROOT}.Energy.Tracker`;

function states(facts: EnergyEconomyFacts, ctx: RowContext): StateView[] {
  // Holding Initiative is declared to the table: a challenger knows before rolling that it will not be contested.
  const holds = facts.holdsInitiative ? [{ id: "holds", text: ctx.i18n.localize(`${KEYS}.holding`) }] : [];
  // Passing is declared to the table; an empty Energy pool is a number, so only those who see the pools see it.
  if (facts.passed) return [{ id: "passed", text: ctx.i18n.localize(`${KEYS}.passed`) }, ...holds];
  if (ctx.showPools && facts.done) return [{ id: "done", text: ctx.i18n.localize(`${KEYS}.done`) }, ...holds];
  return holds;
}

/** Hold Initiative, or roll it again when challenged, once held. */
function holdControl(facts: EnergyEconomyFacts, ctx: RowContext): ControlView {
  const state = facts.holdsInitiative ? "release" : "hold";
  return {
    text: ctx.i18n.localize(`${KEYS}.${state}`),
    label: ctx.i18n.format(`${KEYS}.${state}Label`, { name: ctx.combatant.name }),
  };
}

/**
 * Whom an Initiative control acts against: each other creature, and first, when this user targets two or more of
 * them (at most three: opponents.ts), all of those at once ("your one Initiative roll challenges several creatures").
 */
function opponentOptions(facts: EnergyEconomyFacts, ctx: RowContext): ChoiceOption[] {
  const others = ctx.all.filter((c) => c.id !== ctx.combatant.id);
  const targeted = others.filter((c) => facts.targeted.includes(c.id));
  const together = targeted.length > 1 ? opponentsChoice(targeted.map((c) => c.id)) : undefined;
  const names = targeted.map((c) => c.name).join(", ");
  const several = together ? [{ id: together, name: ctx.i18n.format(`${KEYS}.targets`, { names }) }] : [];
  return [...several, ...others.map((c) => ({ id: c.id, name: c.name }))];
}

function interruptControl(facts: EnergyEconomyFacts, ctx: RowContext): ControlView | undefined {
  const { i18n, combatant } = ctx;
  const options = opponentOptions(facts, ctx);
  if (options.length === 0) return undefined;
  const rolled = facts.onceUsed.includes("initiative");
  return {
    selectId: `fray-interrupt-${combatant.id}`,
    selectLabel: i18n.format(`${KEYS}.interruptWhom`, { name: combatant.name }),
    options,
    text: i18n.localize(INTERRUPT_CONTROL.label),
    label: i18n.format(`${KEYS}.initiativeLabel`, { name: combatant.name }),
    // "If another situation arises that requires you to roll Initiative after you have already rolled it during the
    // Round, you automatically fail."
    ...(rolled ? { warning: i18n.localize(`${KEYS}.initiativeSpent`) } : {}),
  };
}

/** The GM's race: this creature against the chosen one or several (each uses its Initiative roll of the Round). */
function raceControl(facts: EnergyEconomyFacts, ctx: RowContext): ControlView | undefined {
  const { i18n, combatant } = ctx;
  const options = opponentOptions(facts, ctx);
  if (options.length === 0) return undefined;
  return {
    selectId: `fray-race-${combatant.id}`,
    selectLabel: i18n.format(`${KEYS}.raceWhom`, { name: combatant.name }),
    options,
    text: i18n.localize(RACE_CONTROL.label),
    label: i18n.format(`${KEYS}.raceLabel`, { name: combatant.name }),
  };
}

function passControl(facts: EnergyEconomyFacts, ctx: RowContext): ControlView | undefined {
  if (facts.passed) return undefined;
  return {
    text: ctx.i18n.localize(PASS_CONTROL.label),
    label: ctx.i18n.format(`${KEYS}.passLabel`, { name: ctx.combatant.name }),
  };
}

/** Pass and Initiative act in a running Round only. */
function controls(facts: EnergyEconomyFacts, ctx: RowContext): Record<string, ControlView> {
  if (!ctx.started) return {};
  const interrupt = interruptControl(facts, ctx);
  const pass = passControl(facts, ctx);
  const race = raceControl(facts, ctx);
  return {
    ...(interrupt ? { [INTERRUPT_CONTROL.id]: interrupt } : {}),
    [HOLD_CONTROL.id]: holdControl(facts, ctx),
    ...(pass ? { [PASS_CONTROL.id]: pass } : {}),
    ...(race ? { [RACE_CONTROL.id]: race } : {}),
  };
}

/** "Aldo wins Initiative against the Ogre (14 vs 9)"; a side that could not roll shows as a dash. */
function interruptResult(result: InterruptFacts, ctx: RowContext): NoteView {
  const score = (total: number | null) => (total === null ? "–" : String(total));
  const text = ctx.i18n.format(`${KEYS}.${result.won ? "won" : "lost"}`, {
    name: ctx.combatant.name,
    opponent: result.opponent,
    total: score(result.total),
    opponentTotal: score(result.opponentTotal),
  });
  return { id: "initiative", text };
}

export function energyRow(facts: EnergyEconomyFacts, ctx: RowContext): RoomRowParts {
  const { i18n, combatant, showPools } = ctx;
  return {
    pools: showPools
      ? facts.pools.map((p) => poolView(i18n, p, energyPoolLabel(p.id), combatant.name, ctx.adjusts))
      : [],
    states: states(facts, ctx),
    used: showPools ? facts.onceUsed.map((id) => i18n.localize(`${KEYS}.Once.${id}`)) : [],
    controls: controls(facts, ctx),
    notes: facts.interrupts.map((contest) => interruptResult(contest, ctx)),
  };
}

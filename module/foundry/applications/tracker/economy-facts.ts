/**
 * The combat economy (module/foundry/combat/economy-access.ts) as tracker facts. Pure: the economy is plain data
 * read by the combat room, and the turn state and names are passed in.
 */
import type { CombatantEconomy } from "../../combat/economy-access.ts";
import type { BonusEconomy, EnergyEconomy } from "../../combat/room.ts";
import type { BonusTurnState, EconomyFacts, EnergyOnceId, InterruptFacts } from "./facts.ts";

/** Whose turn: the current combatant acts, those before it in the order have acted, the rest wait. */
export function bonusTurnState(index: number, current: number | null): BonusTurnState {
  if (current === null || index > current) return "waiting";
  return index === current ? "acting" : "acted";
}

export interface EconomyContext {
  /** The combatant's place in the turn order and the current turn (null before the combat starts). */
  readonly index: number;
  readonly currentTurn: number | null;
  readonly round: number;
  /** A combatant's name by id (Initiative results name the opponent). */
  readonly nameOf: (id: string) => string;
  /** `bonus`: the ambush roles a combatant may be marked with ("none" first). */
  readonly roles: readonly string[];
}

function bonusFacts(economy: BonusEconomy, ctx: EconomyContext): EconomyFacts {
  const role = economy.state.role;
  // The roles only count in round 1 ("Ambushed characters may only take 1 action at the beginning of the first round").
  const roundOne = ctx.round <= 1;
  return {
    ruleset: "bonus",
    pools: economy.pools,
    reactionsUsed: economy.state.reactions.length,
    turn: bonusTurnState(ctx.index, ctx.currentTurn),
    ...(role !== "none" && roundOne ? { role } : {}),
    ...(roundOne ? { roleChoice: { current: role, options: ctx.roles } } : {}),
  };
}

const ONCE_IDS: readonly EnergyOnceId[] = ["initiative", "swiftAttack", "staminaAsEnergy"];

function energyFacts(economy: EnergyEconomy, ctx: EconomyContext): EconomyFacts {
  const { state } = economy;
  const last = state.interrupts.at(-1);
  const interrupt: InterruptFacts | undefined = last && {
    opponent: ctx.nameOf(last.against),
    won: last.won,
    total: last.total,
    opponentTotal: last.opponentTotal,
  };
  return {
    ruleset: "energy",
    pools: economy.pools,
    passed: state.passed,
    done: economy.done,
    onceUsed: ONCE_IDS.filter((id) => state.uses[id] > 0),
    ...(interrupt ? { interrupt } : {}),
  };
}

type Economy = NonNullable<CombatantEconomy>;
type FactReaders = {
  readonly [R in Economy["ruleset"]]: (economy: Extract<Economy, { ruleset: R }>, ctx: EconomyContext) => EconomyFacts;
};

/** Each ruleset's reader, looked up by the economy's ruleset (decision 2). */
const FACT_READERS: FactReaders = { bonus: bonusFacts, energy: energyFacts };

export function economyFacts(economy: CombatantEconomy, ctx: EconomyContext): EconomyFacts | null {
  if (economy === null) return null;
  const read = FACT_READERS[economy.ruleset] as (economy: Economy, ctx: EconomyContext) => EconomyFacts;
  return read(economy, ctx);
}

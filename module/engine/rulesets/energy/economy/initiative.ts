import { recordUse } from "../../../core/economy/limits.ts";
import type { TurnlessStructure } from "../../../core/turns/structure.ts";
import type { EnergyCreature } from "../creature.ts";
import type { EnergyCombatantState } from "./combatant.ts";
import { ENERGY_LIMITS, INITIATIVE_LIMIT } from "./limits.ts";

/**
 * "There is no 'turn order' in this game, characters act how they wish when they see fit. However, there are Rounds
 * of combat to keep track of time". Rounds without turns: the tracker shows rounds, and Initiative is a roll made
 * to act in response to another creature's action.
 */
export const ENERGY_TURN_STRUCTURE: TurnlessStructure = { kind: "turnless" };

/** "+1 Initiative" per Martial Proficiency point put there, on top of the Initiative skill. */
export function initiativeBonus(creature: EnergyCreature): number {
  return creature.initiativeSkill + creature.martial.initiative;
}

/**
 * Where a creature stands in one Initiative contest: it rolled (its total), it had already rolled this Round ("If
 * another situation arises that requires you to roll Initiative after you have already rolled it during the Round,
 * you automatically fail"), or it chose not to ("treat the situation as if you had lost Initiative").
 */
export type InitiativeStanding =
  | { readonly kind: "rolled"; readonly total: number }
  | { readonly kind: "automaticFailure" }
  | { readonly kind: "declined" };

export interface InitiativeUse {
  readonly combatant: EnergyCombatantState;
  /** The roll is an automatic failure: this creature already rolled Initiative this Round. */
  readonly automaticFailure: boolean;
}

/** Mark this Round's Initiative roll as made ("You may only roll Initiative once per Round"). Never refused. */
export function useInitiativeRoll(combatant: EnergyCombatantState): InitiativeUse {
  const used = recordUse(ENERGY_LIMITS, combatant.economy.uses, INITIATIVE_LIMIT.id);
  if (!used.ok) return { combatant, automaticFailure: true };
  return { combatant: { ...combatant, economy: { ...combatant.economy, uses: used.state } }, automaticFailure: false };
}

/** May this creature still roll Initiative this Round without failing automatically? */
export function initiativeAvailable(combatant: EnergyCombatantState): boolean {
  return (combatant.economy.uses[INITIATIVE_LIMIT.id] ?? 0) < INITIATIVE_LIMIT.times;
}

/**
 * "You compare your Initiative roll to that of the creature you are reacting to. If your roll is higher, you win the
 * Initiative … If the challenger loses the Initiative roll, play continues normally." A tie is not higher: the
 * challenger loses. A challenger who cannot roll (automatic failure, declined) loses.
 */
export function challengerWins(challenger: InitiativeStanding, opponent: InitiativeStanding): boolean {
  if (challenger.kind !== "rolled") return false;
  return opponent.kind !== "rolled" || challenger.total > opponent.total;
}

/**
 * "There may be times when your one Initiative roll challenges several creatures (such as if they performed actions
 * at the same time) in which case you may win Initiative against some creatures and lose against others."
 */
export function resolveChallenge(
  challenger: InitiativeStanding,
  opponents: readonly { readonly id: string; readonly standing: InitiativeStanding }[],
): Readonly<Record<string, "won" | "lost">> {
  return Object.fromEntries(opponents.map((o) => [o.id, challengerWins(challenger, o.standing) ? "won" : "lost"]));
}

/**
 * "Initiative is also the go-to roll to decide what happens when there is a conflict of actions or a race to see who
 * accomplishes an instantaneous task first." Higher goes first; equal rolls happen at once (the GM resolves them, as
 * with simultaneous Immediate Interrupts); a creature that cannot roll comes after one that did.
 */
export function race(a: InitiativeStanding, b: InitiativeStanding): "first" | "second" | "simultaneous" {
  const value = (s: InitiativeStanding): number => (s.kind === "rolled" ? s.total : Number.NEGATIVE_INFINITY);
  const [x, y] = [value(a), value(b)];
  return x === y ? "simultaneous" : x > y ? "first" : "second";
}

export interface Racer {
  readonly id: string;
  readonly standing: InitiativeStanding;
}

/**
 * A race of several creatures ("a race to see who accomplishes an instantaneous task first"), pairwise as `race`:
 * the finishing order, first first, each place holding the racers whose rolls are equal (they happen at once, the GM
 * resolving them); those that could not roll share the last place. Stable: equal racers keep the order given.
 */
export function raceOrder(racers: readonly Racer[]): string[][] {
  const sorted = [...racers].sort((a, b) => {
    const outcome = race(a.standing, b.standing);
    return outcome === "simultaneous" ? 0 : outcome === "first" ? -1 : 1;
  });
  const places: Racer[][] = [];
  for (const racer of sorted) {
    const place = places.at(-1);
    const first = place?.[0];
    if (place && first && race(first.standing, racer.standing) === "simultaneous") place.push(racer);
    else places.push([racer]);
  }
  return places.map((place) => place.map((r) => r.id));
}

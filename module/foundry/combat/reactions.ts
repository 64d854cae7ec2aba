/**
 * Reactions in the running combat, for the Defend relay: is it the defender's own turn (the current combatant's
 * actor), may it react to this trigger now (the ruleset room: `bonus` "You may only take one reaction to any
 * trigger, and you may not take a reaction during your turn"), and recording it on the Combatant once taken.
 */
import type { Refusal } from "../combat-room.ts";
import { fightingCombatant } from "./fight-of.ts";
import { fightsFor } from "./fights-for.ts";
import { roomOf } from "./rooms.ts";

export interface ReactionGate {
  readonly ownTurn: boolean;
  readonly refusal?: Refusal;
  /** Records the reaction on the defender's Combatant (GM only; nothing outside combat). */
  record(): Promise<void>;
}

/** The combatant fighting for `actor` in the active combat, if any. */
export function activeCombatantOf(actor: Actor.Implementation): Combatant.Implementation | undefined {
  const combat = game.combat;
  if (!combat) return undefined;
  return combat.combatants.find((c) => fightsFor(c, actor));
}

/**
 * The defender's reaction to `trigger` (an attack by `attacker`) in the encounter they fight in: the GM reads that
 * encounter from the combats (fight-of.ts), not from the one it happens to view.
 */
export function reactionGate(
  defender: Actor.Implementation,
  trigger: string,
  attacker?: Actor.Implementation | null,
): ReactionGate {
  const combatant = fightingCombatant(defender, attacker);
  const current = combatant?.parent?.combatant;
  const ownTurn = combatant !== undefined && current?.id === combatant.id;
  const room = combatant ? roomOf(combatant) : undefined;
  if (!combatant || !room) return { ownTurn, record: () => Promise.resolve() };
  const refusal = room.checkReaction(combatant, trigger, ownTurn);
  return { ownTurn, ...(refusal ? { refusal } : {}), record: () => room.recordReaction(combatant, trigger) };
}

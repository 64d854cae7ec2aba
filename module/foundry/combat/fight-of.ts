/**
 * The encounter an attack is fought in, read from the combats themselves. `game.combat` is the combat this client
 * is *viewing* (core's `CombatEncounters#viewed`), which on the GM's side can be any encounter of the world: the GM
 * answering a player's Defend, or following up a card, reads the combat where the fighters actually are instead.
 */
import { fightsFor } from "./fights-for.ts";

/** A started combat's combatant fighting for `actor`, if any. */
function combatantIn(combat: Combat.Stored, actor: Actor.Implementation): Combatant.Implementation | undefined {
  if (!combat.started) return undefined;
  return combat.combatants.find((c) => fightsFor(c, actor));
}

/**
 * `actor`'s combatant in the encounter it fights in: among the started combats where it has a combatant, first
 * those where `opponent` fights too (the attack's own encounter), then the one core marks active, then the one this
 * client views. Undefined outside combat.
 */
export function fightingCombatant(
  actor: Actor.Implementation,
  opponent?: Actor.Implementation | null,
): Combatant.Implementation | undefined {
  const candidates = game.combats.contents.flatMap((combat) => {
    const combatant = combatantIn(combat, actor);
    return combatant ? [{ combat, combatant }] : [];
  });
  const rank = ({ combat }: { combat: Combat.Stored }): number =>
    (opponent && combatantIn(combat, opponent) ? 4 : 0) + (combat.active ? 2 : 0) + (combat === game.combat ? 1 : 0);
  let best: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) if (!best || rank(candidate) > rank(best)) best = candidate;
  return best?.combatant;
}

/**
 * A condition that arrives in the middle of a fight may be an event the rules answer at once, not only a state (issue
 * 22: "a status and the state it stands for must be one thing"). When a status effect is created on an actor that
 * fights in a started combat, the active GM hands each of its statuses to the room of that combatant
 * (`CombatEconomyRoom.conditionGained`), which writes what the rules say happens to the round. Core calls
 * `createActiveEffect` on every client after the effect exists; only the active GM's client acts, once.
 */
import { fightingCombatant } from "./fight-of.ts";
import { roomOf } from "./rooms.ts";

export async function conditionGained(effect: ActiveEffect.Implementation): Promise<void> {
  if (game.users.activeGM?.isSelf !== true || effect.disabled) return;
  const parent = effect.parent;
  const combatant = parent instanceof Actor ? fightingCombatant(parent) : undefined;
  const room = combatant ? roomOf(combatant) : undefined;
  if (!combatant || !room?.conditionGained) return;
  for (const status of effect.statuses) await room.conditionGained(combatant, status);
}

/** Called once at `init`. */
export function registerConditionGained(): void {
  Hooks.on("createActiveEffect", (effect) => {
    void conditionGained(effect);
  });
}

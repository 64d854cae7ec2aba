/**
 * A `contest` combatant's documents as the engine reads them: its stored round state (`contest-combatant`), its actor
 * as a `ContestActor` (the creature with its status effects as conditions), whether it rolls as a player character or
 * an NPC, and the state written back.
 */
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import type { ContestCombatantState } from "../../../../engine/rulesets/contest/economy/combatant.ts";
import { ContestCharacterModel, ContestNpcModel } from "../data/actor-models.ts";
import { toContestActor, type ContestCreatureSource, type ContestRoller } from "../sources.ts";
import { ContestCombatantModel } from "./combatant-model.ts";
import { fromContestState, toContestState } from "./state.ts";
import type { ContestTurn } from "./take.ts";

export function contestCombatantData(combatant: Combatant.Implementation): ContestCombatantModel | undefined {
  const system = combatant.system;
  return system instanceof ContestCombatantModel ? system : undefined;
}

/** The engine's state of the combatant, or undefined when it is no `contest` combatant. */
export function contestStateOf(combatant: Combatant.Implementation): ContestCombatantState | undefined {
  const data = contestCombatantData(combatant);
  return data && combatant.id !== null ? toContestState(combatant.id, data) : undefined;
}

/** The stored creature and how it rolls initiative ("each player character …", "Non-player characters … PER"). */
export function contestCreatureOf(
  actor: Actor.Implementation | null,
): { readonly source: ContestCreatureSource; readonly roller: ContestRoller } | undefined {
  const system = actor?.system;
  if (system instanceof ContestCharacterModel) return { source: system, roller: "pc" };
  if (system instanceof ContestNpcModel) return { source: system, roller: "npc" };
  return undefined;
}

export function contestEconomyActor(combatant: Combatant.Implementation): ContestActor | undefined {
  const actor = combatant.actor;
  const creature = contestCreatureOf(actor);
  return actor && creature ? toContestActor(creature.source, actor.statuses) : undefined;
}

export async function writeContestState(
  combatant: Combatant.Implementation,
  state: ContestCombatantState,
): Promise<void> {
  await combatant.update({ system: { ...fromContestState(state) } });
}

/** The combatant acts now: core's pointer is kept on the acting combatant (combat/turn-driver.ts). */
export function isOwnTurn(combatant: Combatant.Implementation): boolean {
  const acting = combatant.combat?.combatant?.id;
  return acting !== undefined && acting === combatant.id;
}

/** The combatant as the engine reads it for an act now (its state, its creature, the round, its turn or not). */
export function contestTurnOf(combatant: Combatant.Implementation): ContestTurn | undefined {
  const state = contestStateOf(combatant);
  const actor = contestEconomyActor(combatant);
  if (!state || !actor) return undefined;
  return { actor, state, round: combatant.combat?.round ?? 0, ownTurn: isOwnTurn(combatant) };
}

/**
 * The encounter a simulation plays, read from documents: the combatants of a Combat (each actor as it stands now,
 * on the side `sides.ts` gives it), or the world's player characters against copies of a compendium creature. The
 * room builds each fighter (`FoundryRoom.simulation`); what it cannot build is left out and named.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { documentTypeName, rulesetOfType } from "../../engine/meta-registry.ts";
import type { SimFighterSpec } from "../../engine/sim/fight.ts";
import { roomFor } from "../room-lookup.ts";
import type { SimulationRoom } from "./room.ts";
import { sideOf } from "./sides.ts";

export interface SimulatedEncounter {
  readonly ruleset: RulesetId;
  readonly party: readonly SimFighterSpec[];
  readonly foes: readonly SimFighterSpec[];
  /** Names of those left out: not the ruleset's creatures, or nothing to fight with. */
  readonly leftOut: readonly string[];
  /** The room's localization keys of what the policy assumes. */
  readonly assumptions: readonly string[];
}

/** Why no encounter could be read: a localization key. */
export interface EncounterRefusal {
  readonly refused: string;
}

const KEY = "FRAY.Simulation.Refusal";

export function simulationRoom(ruleset: RulesetId | undefined): SimulationRoom | undefined {
  return roomFor(ruleset)?.simulation;
}

/** The room's encounter, or a refusal when either side ends up empty. */
function encounterOf(
  ruleset: RulesetId,
  room: SimulationRoom,
  party: SimFighterSpec[],
  foes: SimFighterSpec[],
  leftOut: string[],
): SimulatedEncounter | EncounterRefusal {
  if (party.length === 0) return { refused: `${KEY}.noParty` };
  if (foes.length === 0) return { refused: `${KEY}.noFoes` };
  return { ruleset, party, foes, leftOut, assumptions: room.assumptions };
}

/** The combat's combatants, each with its actor as it is now. */
export function combatEncounter(combat: Combat.Implementation): SimulatedEncounter | EncounterRefusal {
  const ruleset = rulesetOfType(combat.type);
  const room = simulationRoom(ruleset);
  if (!ruleset || !room) return { refused: `${KEY}.noSimulation` };
  const party: SimFighterSpec[] = [];
  const foes: SimFighterSpec[] = [];
  const leftOut: string[] = [];
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    const fighter = actor && combatant.id ? room.fighter(actor, combatant.id) : undefined;
    if (!actor || !fighter) {
      leftOut.push(combatant.name ?? "");
      continue;
    }
    const side = sideOf({
      playerOwned: actor.hasPlayerOwner,
      flipped: combatant.flags.fray?.simulationFlipped === true,
    });
    (side === "party" ? party : foes).push({ ...fighter, name: combatant.name ?? fighter.name });
  }
  return encounterOf(ruleset, room, party, foes, leftOut);
}

/** The world's player-owned characters of the ruleset. */
export function playerCharacters(ruleset: RulesetId): Actor.Implementation[] {
  const type = documentTypeName(ruleset, "character");
  return game.actors.contents.flatMap((actor) =>
    actor instanceof CONFIG.Actor.documentClass && actor.type === type && actor.hasPlayerOwner ? [actor] : [],
  );
}

/** The party against `count` copies of one creature (ids and names numbered from 1). */
export function versusEncounter(
  ruleset: RulesetId,
  partyActors: readonly Actor.Implementation[],
  creature: Actor.Implementation,
  count: number,
): SimulatedEncounter | EncounterRefusal {
  const room = simulationRoom(ruleset);
  if (!room) return { refused: `${KEY}.noSimulation` };
  const party: SimFighterSpec[] = [];
  const leftOut: string[] = [];
  for (const actor of partyActors) {
    const fighter = actor.id ? room.fighter(actor, actor.id) : undefined;
    if (fighter) party.push(fighter);
    else leftOut.push(actor.name);
  }
  const foes: SimFighterSpec[] = [];
  for (let i = 1; i <= count; i++) {
    const fighter = room.fighter(creature, `foe-${String(i)}`);
    if (!fighter) {
      leftOut.push(creature.name);
      break;
    }
    foes.push({ ...fighter, name: `${creature.name} ${String(i)}` });
  }
  return encounterOf(ruleset, room, party, foes, leftOut);
}

/**
 * Initiative from documents: "each player character rolls 1d6 + their Initiative. Non-player characters (NPCs) …
 * roll 1d6 + PER", rolled once; ties by the engine's keys (rules page decision 6). No Foundry globals: the economy
 * room turns the request into a roll.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { InitiativeEntry } from "../../../../engine/core/turns/initiative.ts";
import {
  contestInitiativeEntry,
  initiativeRequest,
  type InitiativeRoller,
} from "../../../../engine/rulesets/contest/dice/initiative.ts";
import type { ContestCreatureSource, ContestRoller } from "../sources.ts";

export function initiativeRoller(kind: ContestRoller, source: ContestCreatureSource): InitiativeRoller {
  return kind === "pc"
    ? { kind: "pc", initiative: source.initiative }
    : { kind: "npc", perception: source.attributes.perception };
}

export function contestInitiativeRequest(kind: ContestRoller, source: ContestCreatureSource): DiceRequest {
  return initiativeRequest(initiativeRoller(kind, source));
}

export function contestEntry(
  id: string,
  total: number,
  kind: ContestRoller,
  source: ContestCreatureSource,
): InitiativeEntry {
  return contestInitiativeEntry({ id, total, roller: initiativeRoller(kind, source) });
}

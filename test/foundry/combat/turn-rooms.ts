/**
 * Test-only rooms for the turn structures no room exercises yet (holds, saved turns, unions, immediate re-sorts):
 * a combat economy with nothing but the turn hooks, installed for a ruleset whose engine descriptor has that
 * structure, recording every boundary the Combat runs. The structure is the engine's (`rules.turns`); the room only
 * adds what needs documents, as a real room would.
 */
import { describeEvent, type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import type { TurnGroup } from "../../../module/engine/core/turns/groups.ts";
import type { InitiativeEntry } from "../../../module/engine/core/turns/initiative.ts";
import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import type { CombatEconomyRoom } from "../../../module/foundry/combat/room.ts";
import { FrayRoll } from "../../../module/foundry/dice/fray-roll.ts";
import { installRooms } from "../../../module/foundry/room-lookup.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";

export interface TurnRoom {
  /** Every boundary the Combat ran, as `R1 turnStart(Aldo)`, by combatant name. */
  readonly log: string[];
  /** The groups sharing one turn, read at each round start. */
  groups: TurnGroup[];
  /** With `rolls`: each combatant's initiative roll, a number by name (a score, as momentum's). */
  readonly scores: Record<string, number>;
  /** Names put below everyone in round 1 only (a band that holds for one round, as momentum's surprise). */
  readonly lastInRoundOne: Set<string>;
}

/** A union's entry: its members' average total (momentum's rule, as data for this test room). */
const average = (group: TurnGroup, members: readonly InitiativeEntry[]): InitiativeEntry => ({
  id: group.id,
  total: members.reduce((sum, m) => sum + m.total, 0) / Math.max(members.length, 1),
});

/**
 * Installs the test room for `ruleset` (with the registry's rooms for the others) and returns its record; `rolls`:
 * it has an initiative roll (the score in `scores`) and a round-1 band (`lastInRoundOne`).
 */
export function installTurnRoom(ruleset: RulesetId, rolls = false): TurnRoom {
  const room: TurnRoom = { log: [], groups: [], scores: {}, lastInRoundOne: new Set() };
  const nameOf = (combat: Combat.Implementation, event: BoundaryEvent): BoundaryEvent =>
    "combatant" in event
      ? { ...event, combatant: combat.combatants.get(event.combatant)?.name ?? event.combatant }
      : event;
  const economy: CombatEconomyRoom = {
    joinData: () => ({}),
    // A bare economy: the tracker draws its rows (the turn markers and controls are the shared layer's).
    economy: () => ({
      ruleset,
      pools: [],
      done: false,
      controls: [],
      row: () => ({ pools: [], states: [], used: [], controls: {}, notes: [] }),
    }),
    applyBoundary(combat, event) {
      room.log.push(describeEvent(nameOf(combat, event)));
      return Promise.resolve();
    },
    spendOptions: [],
    spend: () => Promise.resolve(undefined),
    adjustPool: () => Promise.resolve(undefined),
    checkReaction: () => undefined,
    recordReaction: () => Promise.resolve(),
    everyoneDone: () => false,
    controls: [],
    act: () => Promise.resolve(undefined),
    turnGroups: { of: () => room.groups, entry: average },
    ...(rolls
      ? {
          initiativeRoll: (combatant: Combatant.Implementation) =>
            new FrayRoll(String(room.scores[combatant.name ?? ""] ?? 0)),
          initiativeEntry: (combatant: Combatant.Implementation, total: number, round: number): InitiativeEntry => ({
            id: combatant.id ?? "",
            total,
            band: round === 1 && room.lastInRoundOne.has(combatant.name ?? "") ? -1 : 0,
          }),
        }
      : {}),
  };
  const base = FOUNDRY_ROOMS.bonus;
  if (!base) throw new Error("the registry has no room to borrow the other members from");
  installRooms({ ...FOUNDRY_ROOMS, [ruleset]: { ...base, id: ruleset, economy } });
  return room;
}

/** A started combat of `ruleset` with these combatants (name → initiative), created as core creates them. */
export async function turnCombat(
  ruleset: RulesetId,
  combatants: readonly { name: string; initiative?: number; actorId?: string }[],
): Promise<FakeCombat> {
  await fake().game.settings.set("fray", "ruleset", ruleset);
  const combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [...combatants]);
  await combat.startCombat();
  return combat;
}

export function named(combat: FakeCombat, name: string): FakeCombatant {
  const found = combat.combatants.find((c) => c.name === name);
  if (!found) throw new Error(`${name} is not in the combat`);
  return found;
}

/** The stored round, plain. */
export function roundOf(combat: FakeCombat): Record<string, unknown> {
  const system = combat.system.toObject() as { turns: Record<string, unknown> };
  return system.turns;
}

/** Core's pointer, by name. */
export const acting = (combat: FakeCombat): string | undefined => combat.combatant?.name;
export const turnNames = (combat: FakeCombat): string[] => combat.turns.map((c) => c.name);

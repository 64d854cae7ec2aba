/**
 * Initiative (seed 003): "To determine the initiative order, each player character rolls 1d6 + their Initiative.
 * Non-player characters (NPCs) are under the control of the GM and roll 1d6 + PER." "Whoever gets the highest
 * Initiative result gets the first turn". Rolled once, at step 3 of the Combat Overview ("Repeat steps 4 and 5").
 */
import type { DiceRequest } from "../../../core/dice/request.ts";
import { sortInitiative, type InitiativeEntry } from "../../../core/turns/initiative.ts";
import type { InitiativeStructure } from "../../../core/turns/structure.ts";

export const INITIATIVE_DIE_FACES = 6;

/** A saved turn names the character it follows ("declare after which character"): holds are "save". */
export const CONTEST_TURN_STRUCTURE: InitiativeStructure = {
  kind: "initiative",
  reroll: "never",
  shifts: "nextRound",
  holds: "save",
};

export type InitiativeRoller =
  { readonly kind: "pc"; readonly initiative: number } | { readonly kind: "npc"; readonly perception: number };

/** What the roll adds to the d6: a PC's Initiative, an NPC's PER. */
export function initiativeModifier(roller: InitiativeRoller): number {
  return roller.kind === "pc" ? roller.initiative : roller.perception;
}

export function initiativeRequest(roller: InitiativeRoller): DiceRequest {
  const value = initiativeModifier(roller);
  return {
    label: "Initiative",
    groups: [{ id: "initiative", source: "Initiative die", count: 1, faces: INITIATIVE_DIE_FACES }],
    modifiers: value === 0 ? [] : [{ source: roller.kind === "pc" ? "Initiative" : "PER", value }],
  };
}

export interface ContestInitiativeRoll {
  readonly id: string;
  readonly total: number;
  readonly roller: InitiativeRoller;
}

/**
 * Ties (the seed is silent): the higher modifier (Initiative or PER) goes first — the quicker character; then player
 * characters before NPCs; then the order combatants joined the encounter.
 */
export function contestInitiativeEntry(roll: ContestInitiativeRoll): InitiativeEntry {
  return {
    id: roll.id,
    total: roll.total,
    tiebreak: [initiativeModifier(roll.roller), roll.roller.kind === "pc" ? 1 : 0],
  };
}

export function contestInitiativeOrder(rolls: readonly ContestInitiativeRoll[]): readonly string[] {
  return sortInitiative(rolls.map(contestInitiativeEntry));
}

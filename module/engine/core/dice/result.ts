/**
 * The interpreted outcome of a dice request. The same shape comes out of the engine's own roll and out of the
 * faces of a Foundry `Roll`, so chat cards, tests and procedures never care who rolled. Plain data (JSON-safe).
 */
import type { AuditEntry } from "./audit.ts";
import type { RollTarget } from "./request.ts";

/** One roll of a die and its bursts: every face rolled, and what counted. */
export interface ChainResult {
  /** All faces in roll order, including any Foundry rolled past the engine's cap. */
  readonly faces: readonly number[];
  /** How many leading faces count toward the total (all of them unless the cap was hit). */
  readonly counted: number;
  readonly total: number;
  /** Extra rolls that counted (bursts); 0 for a die that does not explode. */
  readonly bursts: number;
  /** The chain stopped because of the cap although its last counted face would explode again. */
  readonly capped: boolean;
}

export interface DieResult {
  /** One chain, or two for an advantage/disadvantage die. */
  readonly chains: readonly ChainResult[];
  /** Index of the chain that counts. */
  readonly chosen: number;
  /** Total of the chosen chain. */
  readonly total: number;
  /** Kept by the group's keep rule (always true without one). */
  readonly kept: boolean;
}

export interface GroupResult {
  readonly index: number;
  readonly id: string;
  readonly source: string;
  readonly faces: number;
  readonly negative: boolean;
  readonly dice: readonly DieResult[];
  /** Sum of kept dice, before the sign. */
  readonly total: number;
  /** What the group adds to the roll total (negated for a negative group). */
  readonly signed: number;
}

export interface RollResult {
  readonly label: string;
  readonly groups: readonly GroupResult[];
  /** Sum of the flat modifiers. */
  readonly modifierTotal: number;
  readonly total: number;
  readonly target?: RollTarget;
  /** Against the target: "exceed" needs total > value, "meet" needs total >= value. */
  readonly success?: boolean;
  /** total − target value. */
  readonly margin?: number;
  readonly audit: readonly AuditEntry[];
}

/** Did the total clear the target under its rule? */
export function meetsTarget(total: number, target: RollTarget): boolean {
  return target.kind === "exceed" ? total > target.value : total >= target.value;
}

/** Bursts that counted in the chosen chains of the kept dice of the groups with this id. */
export function countBursts(result: RollResult, groupId: string): number {
  let bursts = 0;
  for (const group of result.groups) {
    if (group.id !== groupId) continue;
    for (const die of group.dice) if (die.kept) bursts += die.chains[die.chosen]?.bursts ?? 0;
  }
  return bursts;
}

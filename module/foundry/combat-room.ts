/**
 * What the shared attack flow, chat card and GM queries ask of a ruleset's adapter room. The flow never knows the
 * rules: it asks the room to plan, to read rolls and to turn damage into document updates (decision 2).
 */
import type { DiceRequest } from "../engine/core/dice/request.ts";
import type { RollResult } from "../engine/core/dice/result.ts";
import type { OutcomeResolver } from "./chat/attack-card/transitions.ts";

/** A refusal the user sees: a localization key and its format data. */
export interface Refusal {
  readonly refused: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

export interface PlannedAttack {
  readonly request: DiceRequest;
  /** What the attack must beat (for the card), and the exact chance it does before any defense. */
  readonly against: number;
  readonly hitChance: number;
}

export interface PlannedDefense {
  readonly request: DiceRequest;
  /** The defender's system update that pays for the reaction (Vigor, Energy …); empty when it costs nothing. */
  readonly payment: Record<string, unknown>;
}

export interface AppliedDamage {
  /** The target's system update. */
  readonly system: Record<string, unknown>;
  /** Embedded item updates (armor that absorbed damage). */
  readonly items: readonly Record<string, unknown>[];
  /** A short localized summary for the card ("6 Durability, Wounded"). */
  readonly summary: string;
}

export interface CombatRoom {
  planAttack(
    attacker: Actor.Implementation,
    item: Item.Implementation,
    target: Actor.Implementation | undefined,
  ): PlannedAttack | Refusal;
  readonly resolve: OutcomeResolver;
  planDefense(defender: Actor.Implementation, attack: RollResult, ownTurn: boolean): PlannedDefense | Refusal;
  planDamage(attacker: Actor.Implementation, item: Item.Implementation): DiceRequest | Refusal;
  applyDamage(
    target: Actor.Implementation,
    attacker: { readonly item: Item.Implementation | undefined },
    damage: RollResult,
  ): AppliedDamage | Refusal;
}

export function isRefusal(value: object): value is Refusal {
  return "refused" in value;
}

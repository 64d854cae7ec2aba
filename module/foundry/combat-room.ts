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

/** A text the adapter localizes later: a key and its format data. */
export interface LocalizedText {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/**
 * One situational modifier the roll dialog lists with its source. `locked` rows name rules the engine already
 * applies from the documents (a Wounded attacker, a prone target): they are shown, never toggled, so nothing is
 * counted twice. Rows sharing a `group` are exclusive (one cover level, one visibility level).
 */
export interface RollModifier {
  readonly id: string;
  /** What kind of rule it is, ruleset-specific ("charge", "cover" …): a CSS hook and a test handle. */
  readonly kind: string;
  readonly label: LocalizedText;
  /** What it does to the roll ("Guard +10", "−1 bonus die rank"). */
  readonly effect: LocalizedText;
  readonly on: boolean;
  readonly locked: boolean;
  readonly group?: string;
}

/** The roll dialog's answer: modifier id → on or off. An id not listed keeps its default, so `{}` is the default. */
export type RollChoices = Readonly<Record<string, boolean>>;

export interface PlannedAttack {
  readonly request: DiceRequest;
  /** What the attack must beat (for the card), and the exact chance it does before any defense. */
  readonly against: number;
  readonly hitChance: number;
  /** The modifiers this plan was made with, for the roll dialog; absent when the room offers none. */
  readonly modifiers?: readonly RollModifier[];
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
    /** The roll dialog's toggles; absent (Shift-click, or no dialog) means every modifier at its default. */
    choices?: RollChoices,
  ): PlannedAttack | Refusal;
  readonly resolve: OutcomeResolver;
  /**
   * `against` is the row's stored `against` (what the attack was planned against: `bonus` Guard, `energy` the AV),
   * read from the card so a defense is planned against the attack as it was made, never against numbers sent.
   */
  planDefense(
    defender: Actor.Implementation,
    attack: RollResult,
    ownTurn: boolean,
    against: number,
  ): PlannedDefense | Refusal;
  planDamage(attacker: Actor.Implementation, item: Item.Implementation): DiceRequest | Refusal;
  applyDamage(
    target: Actor.Implementation,
    /** The attacker's weapon, and the row's attack roll re-read from the card (`energy`: AC and criticals). */
    attacker: { readonly item: Item.Implementation | undefined; readonly attack?: RollResult },
    damage: RollResult,
  ): AppliedDamage | Refusal;
}

export function isRefusal(value: object): value is Refusal {
  return "refused" in value;
}

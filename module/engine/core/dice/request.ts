/**
 * The dice request: what the engine asks to be rolled, independent of who rolls it (Foundry's `Roll` in play,
 * the engine's seeded RNG in tests and simulations). Every part carries a named `source` so the audit trail can
 * say why a die is there, why it stepped, why it bursts.
 */

/** A named reason for something in a request ("Agility", "Wounded", "Charge: flanking"). */
export interface Sourced {
  readonly source: string;
}

/** How a die re-rolls and adds when it shows its maximum. */
export interface ExplodeRule {
  /** Explode when the face is >= this value (a die's maximum for "burst on max"). */
  readonly on: number;
  /**
   * Safety cap: at most this many extra rolls per die. Real dice cannot explode forever; the cap keeps the engine
   * total and the odds finite. Foundry's own `x` modifier stops at 100 rerolls, so a cap of at most 100 agrees.
   */
  readonly cap: number;
}

/** Roll each die twice and keep the better (advantage) or worse (disadvantage) chain. */
export type DieEdge = "normal" | "advantage" | "disadvantage";

/** A group of identical dice, e.g. "2 bonus d10 that burst". */
export interface DieGroup extends Sourced {
  /** Stable id used by interpreters and the audit trail ("action", "bonus", "damage"). */
  readonly id: string;
  readonly count: number;
  readonly faces: number;
  readonly explode?: ExplodeRule;
  /** Per-die advantage/disadvantage: each die is rolled as two chains and the better/worse chain total counts. */
  readonly edge?: DieEdge;
  /** Keep only some dice of the group by their (chain) totals. */
  readonly keep?: { readonly mode: "highest" | "lowest"; readonly count: number };
  /** Count this group's total negatively (e.g. "- 1d6" penalties). */
  readonly negative?: boolean;
}

export interface FlatModifier extends Sourced {
  readonly value: number;
}

/** What a roll is compared against. */
export type RollTarget =
  | { readonly kind: "exceed"; readonly value: number } // total must be strictly higher (bonus: "roll higher than Guard")
  | { readonly kind: "meet"; readonly value: number }; // total must be at least the value (energy AV >= Evasion)

export interface DiceRequest {
  readonly label: string;
  readonly groups: readonly DieGroup[];
  readonly modifiers: readonly FlatModifier[];
  readonly target?: RollTarget;
}

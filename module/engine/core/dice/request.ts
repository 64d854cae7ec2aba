/**
 * The dice request: what the engine asks to be rolled, independent of who rolls it (Foundry's `Roll` in play,
 * the engine's seeded RNG in tests and simulations). Every part carries a named `source` so the audit trail can
 * say why a die is there, why it stepped, why it bursts.
 */
import type { AuditEntry } from "./audit.ts";

/** A named reason for something in a request ("Agility", "Wounded", "Charge: flanking"). */
export interface Sourced {
  readonly source: string;
}

/** How a die re-rolls and adds when it shows its maximum. */
export interface ExplodeRule {
  /** Explode when the face is >= this value (a die's maximum for "burst on max"). */
  readonly on: number;
  /**
   * Safety cap: at most this many extra rolls per die count toward its total (0..MAX_EXPLODE_CAP). Real dice cannot
   * explode forever; the cap keeps the engine total and the odds finite. Foundry's plain `x` has no per-die cap (it
   * only throws after 1000 checks per term), so the formula maps a cap of 1 to `xo`, a cap below the maximum to
   * Foundry's per-term `x<max>>=<on>` on single-die terms, and the maximum cap to plain `x`: Foundry and the engine
   * then differ only if one die bursts more than 100 times in a row (probability below 2^-100).
   */
  readonly cap: number;
}

/** The largest explode cap a request may carry (and the one "burst on max" uses). */
export const MAX_EXPLODE_CAP = 100;

/** "Burst when you roll maximum value on the dice": explode on the die's maximum, capped at MAX_EXPLODE_CAP. */
export function burstOnMax(faces: number): ExplodeRule {
  return { on: faces, cap: MAX_EXPLODE_CAP };
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
  | { readonly kind: "exceed"; readonly value: number; readonly source?: string } // strictly higher ("higher than Guard")
  | { readonly kind: "meet"; readonly value: number; readonly source?: string }; // at least the value (AV >= Evasion)

/** The groups are the links of one chain: a link follows while the one before it keeps at least `on` (chain.ts). */
export interface ChainRule {
  readonly on: number;
}

export interface DiceRequest {
  readonly label: string;
  readonly groups: readonly DieGroup[];
  /** Rolled link by link (core/dice/chain.ts): every group is one link, identical to the first. */
  readonly chain?: ChainRule;
  readonly modifiers: readonly FlatModifier[];
  readonly target?: RollTarget;
  /**
   * Decisions taken while building the request (die steps, charges cancelling challenges, added dice). They open the
   * result's audit trail so a chat card can show why the dice are what they are.
   */
  readonly audit?: readonly AuditEntry[];
}

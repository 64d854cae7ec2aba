/**
 * The attack card's procedure state (decision 7) as plain data: who attacked with what, the dice request, and one
 * row per target with its defense, outcome and damage. The data model (model.ts) stores exactly this shape; the pure
 * transitions (transitions.ts) move it forward; the GM's query handlers are the only writers after creation.
 */
import type { RulesetId } from "../../../engine/core/ruleset.ts";
import type { DamageBreakdown } from "../breakdown/damage-breakdown.ts";

export const DEFENSE_STATUSES = ["none", "rolled"] as const;
export type DefenseStatus = (typeof DEFENSE_STATUSES)[number];

export const OUTCOMES = ["pending", "hit", "miss"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** `rolled`: the damage roll is on the card (automation, see auto-damage.ts) and Apply will use it. */
export const DAMAGE_STATUSES = ["none", "rolled", "applied", "undone"] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

/** How the GM changed a damage roll before applying it (chat/attack-card/adjust.ts). */
export const DAMAGE_ADJUSTMENTS = ["half", "double", "custom"] as const;
export type DamageAdjustmentMode = (typeof DAMAGE_ADJUSTMENTS)[number];

/** The GM's change to the rolled damage, recorded on the row: "Applied ×½: 6 → 3". */
export interface DamageAdjustment {
  readonly mode: DamageAdjustmentMode;
  readonly from: number;
  readonly to: number;
}

/**
 * A serialised Foundry roll (`Roll#toJSON`) with the engine request it was built from, both as stored JSON: they are
 * read back through `readStoredRoll`, which validates the request and re-interprets the faces.
 */
export interface StoredRoll {
  readonly request: Record<string, unknown>;
  readonly roll: Record<string, unknown>;
}

/** What the row's attack was planned with (see situation.ts): the dialog's modifiers and the measured distance. */
export interface RowSituation {
  /** Modifier id → on or off, the dialog's choices over the canvas' defaults. */
  readonly choices: Readonly<Record<string, boolean>>;
  /** Edge-to-edge distance the canvas measured; null off the canvas. */
  readonly distance: number | null;
  /** The roll dialog's free-form bonus as dice/roll-extra.ts normalized it; absent: none. */
  readonly extra?: string;
}

/**
 * A step taken with a choice and no roll of its own (procedure/step.ts): the choice made, by which request. Steps
 * that roll keep their rolls in the row's own fields (`defense`, `damage`), as cards always have.
 */
export interface TakenChoice {
  readonly stepId: string;
  readonly choice: string;
  readonly requestId: string;
}

/**
 * A roll the applied damage called for, taken as a step after it (procedure/steps/follow-up-roll.ts: an `energy` Death
 * roll "every time you are damaged with 0 Aura"): the step, the roll, what it did, and the label of its breakdown.
 */
export interface FollowUpRoll {
  readonly stepId: string;
  /** Localization key of the roll's breakdown title ("Death roll details"). */
  readonly label: string;
  readonly roll: StoredRoll;
  /** What the roll did, localized when it was taken ("Death roll 7: major injury, bleeding out"). */
  readonly summary: string;
}

export interface TargetRow {
  /** Stable key of the row within the card (queries name a row by it). */
  readonly key: string;
  /** The target actor's UUID; empty for an attack rolled with no target. */
  readonly actorUuid: string;
  readonly name: string;
  /** The number the attack had to beat when it was planned (Guard plus VS penalties …), for display. */
  readonly against: number;
  readonly hitChance: number;
  /**
   * The attacker stood where the target was not facing when the attack was made (the canvas' default or the dialog's
   * toggle): `energy` plans the Defend from the card against Unarmed Evasion with Disadvantage. Absent: facing it.
   */
  readonly fromBehind?: boolean;
  /** What the attack was planned with, so the GM plans it again; absent: off the canvas, every modifier at default. */
  readonly situation?: RowSituation;
  /**
   * This target's attack roll: requests differ per target (Guard, a prone target's ranged Challenge …). Null while the
   * attack is only declared (a procedure opening with `DECLARE_STEP`): the GM rolls it on the card later.
   */
  readonly attack: StoredRoll | null;
  readonly defense: { readonly status: DefenseStatus; readonly roll: StoredRoll | null };
  readonly outcome: Outcome;
  /** The choices taken on this row, in order; absent: none (a card posted before rows kept them). */
  readonly taken?: readonly TakenChoice[];
  readonly damage: {
    readonly status: DamageStatus;
    readonly roll: StoredRoll | null;
    /** The target's system data before damage was applied, for Undo (GM only). */
    readonly before: Record<string, unknown> | null;
    readonly summary: string;
    /** What the rules did to the damage (the room's `AppliedDamage.breakdown`); absent or null until applied. */
    readonly breakdown?: DamageBreakdown | null;
    /** The GM's adjustment before applying; absent or null: applied as rolled. */
    readonly adjustment?: DamageAdjustment | null;
    /** The ids of the follow-up steps this damage called for (the room's `AppliedDamage.follows`); absent: none. */
    readonly follows?: readonly string[];
    /** The follow-up rolls taken so far, in order; absent: none. Undo takes their effects back with the damage. */
    readonly followUps?: readonly FollowUpRoll[];
  };
}

export interface AttackCardData {
  readonly ruleset: RulesetId;
  readonly attacker: {
    readonly actorUuid: string;
    readonly itemId: string;
    readonly name: string;
    readonly itemName: string;
  };
  readonly targets: readonly TargetRow[];
  /** Request ids already handled: a replayed request is refused (idempotency). */
  readonly processed: readonly string[];
  /**
   * The ticket the GM issued when it paid this attack's spend (combat/attack-tickets.ts): a player's card in a started
   * combat is acted on only with an unused ticket of its own attacker, weapon and targets. Blank (or absent on a card
   * posted before tickets) out of combat.
   */
  readonly ticket?: string;
}

import type { DiceRequest } from "../../../core/dice/request.ts";
import { startAct } from "../../../core/economy/multi-turn.ts";
import type { WoundsCreature } from "../creature.ts";
import { skillCheckRequest } from "../dice/skill-check.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { actInProgress, apOf, cancelActs, type WoundsCombatantState } from "../economy/combatant.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { effectiveRate } from "./pool.ts";
import { apForYards } from "./rate.ts";

/**
 * Jumping (seed 004): "make a Str [Athletics/Jumping] check. If you moved at least 5 yards leading up to the jump, you
 * use your normal result and add your Speed. Otherwise, halve your result. If you are performing a long jump, you can
 * jump a distance up to your check result in feet. If you are performing a high jump, you jump a maximum height of
 * double your check result in inches. If you tuck your legs up during the jump, add half your height to determine the
 * highest obstacle you can clear." "You cannot end a turn mid-jump. If you attempt to jump farther than you have AP
 * available to move, you can declare your intent to jump and spend all your AP until the necessary amount has been
 * spent, at which point the jump takes place."
 * Fray: halving rounds down; a jump's horizontal distance uses movement like walking (3 feet to the yard, rounded up).
 */
export const JUMP_NOTATION = "Str [Athletics/Jumping]";
export const LANDING_NOTATION = "Dex [Acrobatics/Balance]";
export const LEDGE_NOTATION = "Dex [Acrobatics/Gymnastics]";
export const RUN_UP_YARDS = 5;
export const FEET_PER_YARD = 3;
/** "If your long jump distance places you within one yard of a ledge, you may attempt to grab on". */
export const LEDGE_REACH_YARDS = 1;

export function jumpResult(checkTotal: number, runUpYards: number, speed: number): number {
  return runUpYards >= RUN_UP_YARDS ? checkTotal + speed : Math.floor(checkTotal / 2);
}

export function longJumpFeet(result: number): number {
  return Math.max(0, result);
}

export function highJumpInches(result: number): number {
  return Math.max(0, 2 * result);
}

/** The highest obstacle cleared, in inches: the high jump plus half the jumper's height when tucked. */
export function clearanceInches(result: number, heightInches: number, tucked: boolean): number {
  return highJumpInches(result) + (tucked ? Math.floor(heightInches / 2) : 0);
}

/** Movement a jump of this many feet uses. */
export function jumpYards(feet: number): number {
  return Math.ceil(Math.max(0, feet) / FEET_PER_YARD);
}

/** "first decide whether you are attempting a long jump or high jump". */
export const JUMP_KINDS = ["long", "high"] as const;
export type JumpKind = (typeof JUMP_KINDS)[number];

/** "then make a Str [Athletics/Jumping] check": a standard check (not an attack or defense roll), against no TN. */
export function jumpCheckRequest(c: WoundsCreature, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): DiceRequest {
  return skillCheckRequest(c, { notation: JUMP_NOTATION, label: "Jump" }, options);
}

/** How far a jump reaches: a long jump's feet and the yards of movement they use, or a high jump's inches. */
export type JumpReach =
  | { readonly kind: "long"; readonly result: number; readonly feet: number; readonly yards: number }
  | { readonly kind: "high"; readonly result: number; readonly inches: number };

/** The jump a check total makes, with or without a 5-yard run-up, for a jumper of `speed`. */
export function jumpReach(kind: JumpKind, checkTotal: number, runUp: boolean, speed: number): JumpReach {
  const result = jumpResult(checkTotal, runUp ? RUN_UP_YARDS : 0, speed);
  if (kind === "high") return { kind, result, inches: highJumpInches(result) };
  const feet = longJumpFeet(result);
  return { kind, result, feet, yards: jumpYards(feet) };
}

/**
 * The checks after a jump (seed 004): "Landing in difficult terrain or on a slippery surface requires a Dex
 * [Acrobatics/Balance] check to remain standing. If your long jump distance places you within one yard of a ledge, you
 * may attempt to grab on with a Dex [Acrobatics/Gymnastics] check. TNs for both checks are set by the GM based on the
 * slipperiness of the surface." Standard checks (not attack or defense rolls), against the TN the GM names.
 */
export const LANDING_CHECKS = ["landing", "ledge"] as const;
export type LandingCheck = (typeof LANDING_CHECKS)[number];

const LANDING_CHECK_NOTATION: Readonly<Record<LandingCheck, string>> = {
  landing: LANDING_NOTATION,
  ledge: LEDGE_NOTATION,
};
const LANDING_CHECK_LABEL: Readonly<Record<LandingCheck, string>> = { landing: "Landing", ledge: "Grab a ledge" };

export function landingCheckRequest(
  c: WoundsCreature,
  check: LandingCheck,
  tn: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return skillCheckRequest(
    c,
    { notation: LANDING_CHECK_NOTATION[check], label: LANDING_CHECK_LABEL[check], tn },
    options,
  );
}

/** Can the jumper try to grab the ledge it fell short of? */
export function canGrabLedge(shortOfLedgeYards: number): boolean {
  return shortOfLedgeYards <= LEDGE_REACH_YARDS;
}

/** The act a jump declared over turns is paid as ("declare your intent to jump"). */
export const JUMP_ACT = "jump";

/**
 * The AP a jump declared over turns takes from its jumper between `before` and `after` a boundary ("continue to spend
 * all AP on each of your subsequent turns until the necessary amount has been spent"): what its remaining cost fell by
 * (all of it when it completes); 0 when no jump is being paid. A ridden mount's rider pays as many to steer it:
 * "Controlling your mount's movement requires spending AP equal to that spent by the mount to move" (decision 253).
 */
export function jumpApPaid(before: WoundsCombatantState, after: WoundsCombatantState): number {
  const pending = before.economy.pending;
  if (pending?.action !== JUMP_ACT) return 0;
  const left = after.economy.pending?.action === JUMP_ACT ? after.economy.pending.remaining : 0;
  return Math.max(0, pending.remaining - left);
}

export interface JumpDeclaration {
  /** The yards the jump covers (the player's word, up to the reach its check gave). */
  readonly yards: number;
  /** The jumper's movement rate (a Dash in force doubles it, as it does movement bought now). */
  readonly rate: number;
  readonly round: number;
  /** What the act is kept as while it is paid over turns (`ActionRequest.aim`); opaque to the engine. */
  readonly aim?: string;
}

export interface DeclaredJump {
  readonly combatant: WoundsCombatantState;
  /** The AP the jump's yards cost. */
  readonly ap: number;
  /** Paid in full now: the jump takes place at once. */
  readonly completed: boolean;
  /** An act in progress the declaration canceled. */
  readonly canceled?: string;
}

/**
 * "at which point the jump takes place": the jump's yards, bought with the AP paid, join the movement pool, and the
 * token's move that makes the jump draws them (Fray: the jump is movement, decision 194).
 */
export function jumpTakesPlace(combatant: WoundsCombatantState, yards: number): WoundsCombatantState {
  return { ...combatant, movement: combatant.movement + Math.max(0, yards) };
}

/**
 * "If you attempt to jump farther than you have AP available to move, you can declare your intent to jump and spend
 * all your AP until the necessary amount has been spent, at which point the jump takes place." The jump costs the AP
 * its yards cost as movement at the rate in force (Fray, decision 215); like any act paid over turns it takes all AP
 * now and at the holder's following turn starts (economy/boundary.ts), and spending AP on anything else cancels it.
 * AP enough now: it is paid in full and takes place at once.
 */
export function declareJump(combatant: WoundsCombatantState, jump: JumpDeclaration): WoundsOutcome<DeclaredJump> {
  const unchanged: DeclaredJump = { combatant, ap: 0, completed: false };
  const ap = apForYards(effectiveRate(jump.rate, combatant.dash), jump.yards);
  if (ap === undefined) {
    const message = "A movement rate of 0 cannot jump.";
    return refuse(unchanged, { code: "noMovement", message, need: jump.yards, have: 0 });
  }
  const canceled = actInProgress(combatant);
  const cleared = cancelActs(combatant);
  const act = startAct(
    cleared.economy.pools,
    { action: JUMP_ACT, pool: "ap", amount: ap, round: jump.round },
    "carryOver",
  );
  if (!act.ok) {
    const have = apOf(combatant);
    return refuse(unchanged, { code: "noAp", message: `Needs ${ap} AP, has ${have}.`, need: ap, have });
  }
  const pools = { ...cleared.economy, pools: act.state.values };
  const declared = act.state.pending
    ? {
        ...cleared,
        economy: { ...pools, pending: act.state.pending },
        ...(jump.aim === undefined ? {} : { pendingAim: jump.aim }),
      }
    : jumpTakesPlace({ ...cleared, economy: pools }, jump.yards);
  return {
    ok: true,
    state: {
      combatant: declared,
      ap,
      completed: act.state.pending === undefined,
      ...(canceled === undefined ? {} : { canceled }),
    },
  };
}

import { legStrength, type EnergyCreature } from "../creature.ts";
import { bandRow } from "../support/bands.ts";
import { halfRoundedUp } from "../support/fractions.ts";
import { LEG_STRENGTH_TABLE } from "../tables/leg-strength.ts";
import { sizeChartRow } from "../tables/size.ts";
import type { EnergyActor } from "./actor.ts";
import type { EnergyCombatantState } from "./combatant.ts";
import { actionSpec, JUMP_RUN_UP_METRES } from "./actions.ts";
import { conditionWith } from "./status.ts";

/**
 * Distances of the movement actions, in metres ("When using a grid, each space is typically 1m").
 * - Run: "you run your Speed"; Slowed: "Your Speed is halved (the Speed left is rounded up)".
 * - Quick Run (2 Energy; the seed gives no distance): two thirds of Speed, rounded down — the distance a Run paid
 *   "1 Energy per third of Speed" reaches with 2 Energy ("If you perform the Run action and only move 1/3 of your
 *   Speed, you would only spend 1 Energy").
 * - Sprint: Speed plus "an additional amount based on your Leg Strength".
 * - Turning: "whenever you turn sharply by 45 degrees, you sacrifice 1m of movement. This means that reversing the
 *   direction of your movement sacrifices 2m of movement." Fray: turns under 45° are free; otherwise 1 m per quarter
 *   turn begun (45° and 90° cost 1 m, 135° and 180° cost 2 m) — the only count that gives both numbers the seed does.
 */
export function speedOf(actor: EnergyActor): number {
  const speed = Math.max(0, actor.creature.speed);
  return conditionWith(actor, "speedHalved") === undefined ? speed : halfRoundedUp(speed);
}

export function sprintExtra(creature: EnergyCreature): number {
  return bandRow(LEG_STRENGTH_TABLE, legStrength(creature)).sprint;
}

export const RUN_KINDS = ["run", "quickRun", "sprint"] as const;
export type RunKind = (typeof RUN_KINDS)[number];

export function isRunKind(action: string): action is RunKind {
  return (RUN_KINDS as readonly string[]).includes(action);
}

export function runDistance(actor: EnergyActor, kind: RunKind): number {
  const speed = speedOf(actor);
  if (kind === "quickRun") return Math.floor((2 * speed) / 3);
  if (kind === "sprint") return speed + sprintExtra(actor.creature);
  return speed;
}

/** Metres lost to one turn while running or sprinting. */
export function turnCost(degrees: number): number {
  const turned = Math.abs(degrees) % 360;
  const angle = turned > 180 ? 360 - turned : turned;
  return angle < 45 ? 0 : Math.ceil(angle / 90);
}

export function turnsCost(turns: readonly number[]): number {
  return turns.reduce((total, t) => total + turnCost(t), 0);
}

/** "This applies to back-to-back movement actions": the last action this Round was a movement action. */
export function backToBack(combatant: EnergyCombatantState): boolean {
  return combatant.last !== undefined && actionSpec(combatant.last.action).kind === "movement";
}

/** Energy a Run of `metres` uses: one per third of Speed begun, at least 1 ("only move 1/3 … only spend 1 Energy"). */
export function runEnergyFor(metres: number, speed: number): number {
  if (speed <= 0) return 3;
  return Math.min(3, Math.max(1, Math.ceil((3 * metres) / speed - 1e-9)));
}

/** Jump immediately after having moved at least 2 m: the previous action moved you that far. */
export function hasRunUp(combatant: EnergyCombatantState): boolean {
  return backToBack(combatant) && (combatant.last?.metres ?? 0) >= JUMP_RUN_UP_METRES;
}

/**
 * Jump Energy: 1 after a run-up, else 2, plus airtime: "If you Jump further than you could Run using 2 Energy,
 * additional Energy must be spent" — one more per third of Speed begun beyond two thirds.
 */
export function jumpEnergy(actor: EnergyActor, combatant: EnergyCombatantState, metres: number): number {
  const base = hasRunUp(combatant) ? 1 : 2;
  const speed = speedOf(actor);
  if (speed <= 0) return base;
  const thirds = Math.ceil((3 * metres) / speed - 1e-9);
  return base + Math.max(0, thirds - 2);
}

/**
 * The longest Jump: Jump Distance (the creature's own, else the Size Chart's guide) + Leg Strength, "+1m to the
 * Jump" when Sprinting right before.
 */
export function maxJump(actor: EnergyActor, combatant: EnergyCombatantState): number {
  const c = actor.creature;
  const base = c.jumpDistance ?? sizeChartRow(c.size)?.jump ?? 0;
  const sprinting = backToBack(combatant) && combatant.last?.sprint === true;
  return base + bandRow(LEG_STRENGTH_TABLE, legStrength(c)).jump + (sprinting ? 1 : 0);
}

/** Jump Reach: how high one reaches while jumping; the chart's guide plus Leg Strength. */
export function jumpReach(creature: EnergyCreature): number {
  const base = sizeChartRow(creature.size)?.jump ?? 0;
  return base + bandRow(LEG_STRENGTH_TABLE, legStrength(creature)).jump;
}

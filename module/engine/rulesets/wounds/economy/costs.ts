import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { actionSpec, type WoundsActionId } from "./actions.ts";

/**
 * AP costs with their modifiers (seed 004): "Many effects modify the AP cost of actions, but no effect can reduce an
 * AP cost below 1 unless it specifically says it can, in which case it has a minimum AP cost of 0."
 */
export interface CostModifier {
  readonly source: string;
  readonly delta: number;
  /** The effect "specifically says it can" take the cost below 1. */
  readonly allowsZero?: boolean;
}

/** The listed cost: a GM override, else the action table's. `base` replaces both (a container, an item's cost). */
export function listedApCost(
  action: WoundsActionId,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
  base?: number,
): number {
  return base ?? options.apCosts[action] ?? actionSpec(action).cost["ap"] ?? 0;
}

/**
 * A cost after modifiers. Reductions stop at 1 (0 when a modifier allows it); a listed cost already below that floor
 * is not raised, since no effect reduced it.
 */
export function modifiedApCost(listed: number, modifiers: readonly CostModifier[] = []): number {
  const floor = modifiers.some((m) => m.allowsZero === true) ? 0 : 1;
  const raw = modifiers.reduce((sum, m) => sum + m.delta, listed);
  return Math.max(Math.min(listed, floor), raw);
}

export function apCost(
  action: WoundsActionId,
  modifiers: readonly CostModifier[] = [],
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
  base?: number,
): number {
  return modifiedApCost(listedApCost(action, options, base), modifiers);
}

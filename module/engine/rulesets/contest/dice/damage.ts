/**
 * Damage rolls. The excerpt says "roll for damage" and, for Precision, "the damage die is maximized", but gives no
 * weapon dice: the weapon or spell brings its dice and flat bonuses. Damage dice do not explode and take no boons or
 * banes (those belong to tests).
 */
import type { DiceRequest, DieGroup, FlatModifier } from "../../../core/dice/request.ts";

export const DAMAGE_GROUP_ID = "damage";
export const PRECISION_SOURCE = "Precision";

export interface DamageDice {
  readonly count: number;
  readonly faces: number;
  /** The weapon or spell ("Longsword"). */
  readonly source: string;
}

export interface DamageRollInput {
  readonly dice: readonly DamageDice[];
  readonly modifiers?: readonly FlatModifier[];
  /** Precision: "the damage die is maximized" — every damage die counts its maximum, nothing is rolled. */
  readonly precision?: boolean;
  readonly label?: string;
}

export function damageRequest(input: DamageRollInput): DiceRequest {
  for (const d of input.dice) {
    if (!Number.isInteger(d.count) || d.count < 0 || !Number.isInteger(d.faces) || d.faces < 1) {
      throw new RangeError(`${d.source}: damage dice must be whole (got ${d.count}d${d.faces})`);
    }
  }
  const label = input.label ?? "Damage";
  const modifiers = input.modifiers ?? [];
  if (input.precision === true) {
    const maximized: FlatModifier[] = input.dice
      .filter((d) => d.count > 0)
      .map((d) => ({ source: `${d.source} (${PRECISION_SOURCE}: maximized)`, value: d.count * d.faces }));
    return { label, groups: [], modifiers: [...maximized, ...modifiers] };
  }
  const groups: DieGroup[] = input.dice
    .filter((d) => d.count > 0)
    .map((d) => ({ id: DAMAGE_GROUP_ID, source: d.source, count: d.count, faces: d.faces }));
  return { label, groups, modifiers };
}

import type { DiceRequest, DieGroup, FlatModifier } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import type { DamageType } from "../tables/damage-types.ts";

/**
 * Damage rolls (seed 002). The weapon and Ability dice come from the item rules (not in the excerpt), so a roll is
 * given as components, each of one damage type; the first component is the attack's own (a weapon's damage). The
 * seed's rules on top:
 * - "Critical hits with weapons increase the damage by 6. Critical hits with Abilities increase the damage by 6 plus
 *   an additional 3 for every Tier of the used Ability. Critical hits with weapon attacks that have a Maneuver added
 *   to them deal additional damage of 6, and the Maneuver deals additional damage equal to 3 times the Tier";
 * - "If you choose to do so and use a weapon, you must subtract a 1d4 from the damage. To deal non-lethal damage with
 *   an Ability attack, you need to reduce the damage by 1d4 plus an additional 1d4 for each Tier."
 * Fray: the +6 goes to the first component, the Maneuver's +3 × Tier to the Maneuver's component; the non-lethal
 * dice come off the first component, then the next, and no component goes below 0. A weapon attack with a Maneuver
 * subtracts 1d4 plus 1d4 per Maneuver Tier (the Maneuver is an Ability).
 */
export interface DamageDice {
  readonly count: number;
  readonly faces: number;
}

export interface DamageComponent {
  readonly type: DamageType;
  readonly dice: readonly DamageDice[];
  readonly flat?: number;
  /** What deals it ("Ax", "Fireball", "Maneuver: Cleave"). */
  readonly source: string;
}

export type AttackKind =
  | { readonly kind: "weapon" }
  | { readonly kind: "ability"; readonly tier: number }
  /** A weapon attack with a Maneuver; `component` is the Maneuver's damage component (default the first). */
  | { readonly kind: "weaponManeuver"; readonly tier: number; readonly component?: number };

export interface DamageRollInput {
  readonly label?: string;
  readonly components: readonly DamageComponent[];
  readonly attack: AttackKind;
  readonly critical?: boolean;
  readonly nonLethal?: boolean;
}

export const WEAPON_CRITICAL_BONUS = 6;
export const CRITICAL_BONUS_PER_TIER = 3;
export const NON_LETHAL_DIE = 4;
export const NON_LETHAL_GROUP_ID = "nonLethal";

export const componentGroupId = (index: number): string => `damage:${index}`;

/** A plan: the request to roll, plus the flat numbers that belong to each component. */
export interface DamagePlan {
  readonly request: DiceRequest;
  readonly components: readonly DamageComponent[];
  /** Flat damage per component (its own flat plus any critical bonus). */
  readonly flats: readonly number[];
}

function checkTier(tier: number): void {
  if (!Number.isInteger(tier) || tier < 0) throw new RangeError(`Tier must be a whole number ≥ 0, got ${tier}`);
}

/** The critical-hit bonus per component. */
export function criticalBonuses(attack: AttackKind, components: number): readonly number[] {
  const bonus = Array.from({ length: components }, () => 0);
  bonus[0] = WEAPON_CRITICAL_BONUS;
  if (attack.kind === "ability") {
    checkTier(attack.tier);
    bonus[0] = WEAPON_CRITICAL_BONUS + CRITICAL_BONUS_PER_TIER * attack.tier;
  } else if (attack.kind === "weaponManeuver") {
    checkTier(attack.tier);
    const at = attack.component ?? 0;
    bonus[at] = (bonus[at] ?? 0) + CRITICAL_BONUS_PER_TIER * attack.tier;
  }
  return bonus;
}

/** How many d4 a non-lethal attack subtracts: 1 for a weapon, 1 + Tier for an Ability (or a Maneuver). */
export function nonLethalDice(attack: AttackKind): number {
  return attack.kind === "weapon" ? 1 : 1 + attack.tier;
}

export function damagePlan(input: DamageRollInput): DamagePlan {
  const { components } = input;
  if (components.length === 0) throw new RangeError("a damage roll needs at least one component");
  const crit = input.critical === true ? criticalBonuses(input.attack, components.length) : components.map(() => 0);
  const groups: DieGroup[] = components.flatMap((c, i) =>
    c.dice
      .filter((d) => d.count > 0)
      .map((d) => ({ id: componentGroupId(i), source: c.source, count: d.count, faces: d.faces })),
  );
  if (input.nonLethal === true) {
    const count = nonLethalDice(input.attack);
    groups.push({ id: NON_LETHAL_GROUP_ID, source: "Non-lethal", count, faces: NON_LETHAL_DIE, negative: true });
  }
  const modifiers: FlatModifier[] = [];
  components.forEach((c, i) => {
    if ((c.flat ?? 0) !== 0) modifiers.push({ source: c.source, value: c.flat ?? 0 });
    if ((crit[i] ?? 0) !== 0)
      modifiers.push({ source: i === 0 ? "Critical hit" : `Critical hit: ${c.source}`, value: crit[i] ?? 0 });
  });
  const flats = components.map((c, i) => (c.flat ?? 0) + (crit[i] ?? 0));
  return { request: { label: input.label ?? "Damage", groups, modifiers }, components, flats };
}

/** Damage by type, never negative; a hit's types are dealt "simultaneously". */
export type DamageParts = Readonly<Partial<Record<DamageType, number>>>;

/** Read a rolled plan into damage per type (non-lethal dice taken off the first component first). */
export function damageByType(plan: DamagePlan, result: RollResult): DamageParts {
  const amounts = plan.components.map((_, i) =>
    result.groups.filter((g) => g.id === componentGroupId(i)).reduce((sum, g) => sum + g.signed, plan.flats[i] ?? 0),
  );
  let penalty = result.groups.filter((g) => g.id === NON_LETHAL_GROUP_ID).reduce((sum, g) => sum + g.total, 0);
  const parts: Partial<Record<DamageType, number>> = {};
  plan.components.forEach((c, i) => {
    const before = Math.max(0, amounts[i] ?? 0);
    const taken = Math.min(before, penalty);
    penalty -= taken;
    parts[c.type] = (parts[c.type] ?? 0) + before - taken;
  });
  return parts;
}

export function totalDamage(parts: DamageParts): number {
  return Object.values(parts).reduce((sum, v) => sum + v, 0);
}

import type { SizeCategory } from "../creature.ts";
import { COVER_TABLE, type CoverLevel } from "../tables/cover.ts";
import { sizeIndex } from "../tables/size.ts";

/**
 * Guard (seed 000): "you must roll higher than your target's Guard, which is 15 plus any bonuses from armor and
 * abilities." The result is a list of named parts whose values sum to the total, so the sheet tooltip and the
 * attack card's audit show exactly where each point came from.
 */

export const BASE_GUARD = 15;

/** A named bonus (or penalty) to Guard from armor, an ability or an effect. */
export interface GuardBonus {
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

export type GuardPartKind = "base" | "bonus" | "behind" | "size" | "cover" | "floor";

export interface GuardPart {
  readonly kind: GuardPartKind;
  /** Stable key for localization and tests ("base", "armor:chainmail", "cover:light" …). */
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

export interface GuardBreakdown {
  readonly total: number;
  readonly parts: readonly GuardPart[];
}

/** What is known about the attack; without it only the defender's own Guard is computed (the sheet value). */
export interface GuardAttack {
  readonly attackerSize: SizeCategory;
  readonly ranged: boolean;
  /** An area attack (light cover does not help against it). */
  readonly area: boolean;
  /** The attacker is behind the defender and the defender is unaware of it. */
  readonly behindUnaware: boolean;
  readonly cover?: CoverLevel;
}

export interface GuardInput {
  readonly defenderSize: SizeCategory;
  readonly bonuses: readonly GuardBonus[];
  readonly attack?: GuardAttack;
}

export interface GuardOptions {
  /**
   * What "your Guard is reduced by half, round up" halves: "base" halves 15 + armor + abilities and then adds size
   * and cover (they describe the target, not its awareness); "total" halves everything. A candidate world setting.
   */
  readonly halve: "base" | "total";
}

export const DEFAULT_GUARD_OPTIONS: GuardOptions = { halve: "base" };

/**
 * "When a Larger creature is attacking a smaller creature, the smaller creature's Guard increases by 5 for every
 * size category of difference". 0 when the attacker is the same size or smaller.
 */
export function sizeGuardBonus(attacker: SizeCategory, defender: SizeCategory): number {
  return 5 * Math.max(0, sizeIndex(attacker) - sizeIndex(defender));
}

/**
 * Cover's Guard bonus. Cover "comes into play when an attacker at range is targeting an opponent", so it never
 * helps against melee; light cover helps only against "direct ranged attacks. Area attacks are unaffected."
 */
export function coverGuardBonus(cover: CoverLevel | undefined, ranged: boolean, area: boolean): number {
  if (cover === undefined || !ranged) return 0;
  const row = COVER_TABLE[cover];
  return area && !row.guardVsArea ? 0 : row.guard;
}

const sum = (parts: readonly GuardPart[]): number => parts.reduce((s, p) => s + p.value, 0);

function halvingPart(parts: readonly GuardPart[]): GuardPart {
  const before = sum(parts);
  // "reduced by half, round up": the part is the (non-positive) change, so the parts still sum to the total.
  return {
    kind: "behind",
    id: "behind",
    label: "Attacked from behind while unaware",
    value: Math.ceil(before / 2) - before,
  };
}

export function computeGuard(input: GuardInput, options: GuardOptions = DEFAULT_GUARD_OPTIONS): GuardBreakdown {
  const parts: GuardPart[] = [{ kind: "base", id: "base", label: "Base Guard", value: BASE_GUARD }];
  for (const b of input.bonuses) parts.push({ kind: "bonus", id: b.id, label: b.label, value: b.value });
  const attack = input.attack;
  if (attack !== undefined) {
    if (attack.behindUnaware && options.halve === "base") parts.push(halvingPart(parts));
    const size = sizeGuardBonus(attack.attackerSize, input.defenderSize);
    if (size > 0)
      parts.push({ kind: "size", id: "size", label: `Larger attacker (${attack.attackerSize})`, value: size });
    const cover = coverGuardBonus(attack.cover, attack.ranged, attack.area);
    if (cover > 0 && attack.cover !== undefined) {
      parts.push({ kind: "cover", id: `cover:${attack.cover}`, label: `${attack.cover} cover`, value: cover });
    }
    if (attack.behindUnaware && options.halve === "total") parts.push(halvingPart(parts));
  }
  // Penalties could push Guard to zero or below, which "roll higher than" would make unmissable; 1 is the floor.
  const raw = sum(parts);
  if (raw < 1) parts.push({ kind: "floor", id: "floor", label: "Guard cannot fall below 1", value: 1 - raw });
  return { total: sum(parts), parts };
}

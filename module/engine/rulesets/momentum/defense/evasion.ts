import type { FlatModifier } from "../../../core/dice/request.ts";
import type { MomentumActor } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { sumEffect } from "../status.ts";
import { COVER_TABLE, type CoverLevel } from "../tables/cover.ts";
import { STAT_LABELS, statBonus } from "../tables/stats.ts";

/**
 * Evasion (seed 002): "Your base Evasion is equal to your Dexterity Stat plus the Stat Bonus of your Evasion Stat."
 * "if you have a base Evasion of 17 but are wearing medium armor, then your base Evasion would be only 14 … The Evasion
 * Cap does not affect any other source of additional Evasion like Buffs or features." Then the situation: half cover
 * ("+2 Evasion against all ranged attacks that come from the direction of the cover") and Taking Cover ("Your Evasion
 * increases by 2 … as long as you are in half cover"). Full cover from the attack's direction makes the defender
 * untargetable. The parts sum to the total, so a tooltip can show each.
 */
export type EvasionPartKind = "base" | "cap" | "bonus" | "cover" | "takingCover";

export interface EvasionPart extends FlatModifier {
  readonly kind: EvasionPartKind;
}

export interface EvasionSituation {
  readonly ranged: boolean;
  /** Cover between the attacker and the defender, along the attack's line (geometry/cover.ts). */
  readonly cover: CoverLevel;
  /** The defender stands in half cover from some direction (Taking Cover needs it); default: `cover` is half. */
  readonly inHalfCover?: boolean;
}

export interface EvasionBreakdown {
  readonly total: number;
  readonly parts: readonly EvasionPart[];
  /** Full cover from this direction: "you can no longer be targeted by any effects that come from the direction". */
  readonly untargetable: boolean;
}

const sum = (parts: readonly EvasionPart[]): number => parts.reduce((s, p) => s + p.value, 0);

/** Base Evasion before the armor's cap. */
export function baseEvasion(actor: MomentumActor): readonly EvasionPart[] {
  const c = actor.creature;
  const stat = c.archetype.evasion;
  return [
    { kind: "base", source: "Dexterity", value: c.stats.dexterity },
    { kind: "base", source: `${STAT_LABELS[stat]} Bonus (Evasion Stat)`, value: statBonus(c.stats[stat]) },
  ];
}

export function computeEvasion(
  actor: MomentumActor,
  bonuses: readonly FlatModifier[] = [],
  situation?: EvasionSituation,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): EvasionBreakdown {
  const parts: EvasionPart[] = [...baseEvasion(actor)];
  const cap = actor.creature.evasionCap;
  const base = sum(parts);
  if (cap !== undefined && base > cap) parts.push({ kind: "cap", source: "Evasion Cap", value: cap - base });
  for (const b of bonuses) parts.push({ kind: "bonus", source: b.source, value: b.value });
  if (situation === undefined) return { total: sum(parts), parts, untargetable: false };
  const row = COVER_TABLE[situation.cover];
  if (situation.ranged && row.evasionVsRanged > 0) {
    parts.push({ kind: "cover", source: "Half cover", value: row.evasionVsRanged });
  }
  const inHalf = situation.inHalfCover ?? situation.cover === "half";
  const takingCover = sumEffect(actor, "halfCoverEvasion");
  // Melee attacks "ignore cover", and Taking Cover only works in cover: by default it does not help against melee.
  if (inHalf && takingCover !== 0 && (situation.ranged || options.takingCoverVsMelee)) {
    parts.push({ kind: "takingCover", source: "Taking Cover", value: takingCover });
  }
  return { total: sum(parts), parts, untargetable: row.untargetable };
}

/**
 * DR bonuses from cover: half cover "increases all of your DR by 1 against all effects that come from that same
 * direction"; Taking Cover adds "your DR by 1" while in half cover.
 */
export function coverDefenseRollBonuses(actor: MomentumActor, situation: EvasionSituation): readonly FlatModifier[] {
  const bonuses: FlatModifier[] = [];
  const row = COVER_TABLE[situation.cover];
  if (row.dr > 0) bonuses.push({ source: "Half cover", value: row.dr });
  const takingCover = sumEffect(actor, "halfCoverDR");
  if ((situation.inHalfCover ?? situation.cover === "half") && takingCover !== 0) {
    bonuses.push({ source: "Taking Cover", value: takingCover });
  }
  return bonuses;
}

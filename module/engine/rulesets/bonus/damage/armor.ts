import { allOf, always, anyOf, attr, hasTag, type DamagePredicate } from "../../../core/damage/predicates.ts";
import type { Bypass, DamageStep, ReduceStep } from "../../../core/damage/steps.ts";
import type { Track } from "../creature.ts";
import { DAMAGE_TYPE_TABLE, type DamageType } from "../tables/damage-types.ts";
import { qualityIndex, type QualityRank } from "../tables/quality.ts";

/**
 * Armor Rank (seed 000): "You reduce your incoming damage by your Armor Rank, and your armor takes this damage. If
 * you have two or more Armor Ranks, you use the highest and then apply damage to any armor you are wearing first.
 * Unless stated otherwise, normal armor only protects you from physical damage".
 */

export interface ArmorPiece {
  readonly id: string;
  readonly label: string;
  /** Armor Rank. */
  readonly rank: number;
  readonly quality: QualityRank;
  /** Worn armor takes absorbed damage before any other piece. */
  readonly worn: boolean;
  /** The piece's own Durability (armor is an object); undefined = not tracked. At 0 it is destroyed. */
  readonly durability?: Track;
  /** What it protects against; default "physical" ("Unless stated otherwise"). */
  readonly protects?: "physical" | "all" | readonly DamageType[];
}

export const armorTrackId = (piece: ArmorPiece): string => `armor:${piece.id}`;

/** "When an inanimate object's Durability is depleted it is destroyed beyond meaningful use." */
export function armorDestroyed(piece: ArmorPiece): boolean {
  return piece.durability !== undefined && piece.durability.value <= 0;
}

export function protectsPredicate(piece: ArmorPiece): DamagePredicate {
  const p = piece.protects ?? "physical";
  if (p === "all") return always;
  if (p === "physical") return hasTag("physical");
  return anyOf(...p.map((type) => hasTag(type)));
}

const HEROIC = qualityIndex("heroic");

/**
 * "Beginning at heroic, weapons ignore armor of three steps lower than the weapon's quality". Fray reads "three
 * steps lower" as three or more, matching the armor half of the same sentence ("three steps or more").
 */
export function weaponIgnoresArmor(piece: ArmorPiece): Bypass {
  const need = Math.max(HEROIC, qualityIndex(piece.quality) + 3);
  return {
    source: `weapon of quality ≥ ${need} ignores ${piece.quality} ${piece.label}`,
    when: attr("quality", ">=", need),
  };
}

/** "armor becomes immune to damage from weapons of three steps or more ranks lower quality" (from heroic armor up). */
export function armorImmuneToWeapon(piece: ArmorPiece): DamagePredicate | undefined {
  const idx = qualityIndex(piece.quality);
  return idx >= HEROIC ? attr("quality", "<=", idx - 3) : undefined;
}

/** Every damage type whose absorption does not harm armor ("Pure toxic damage may not necessarily damage armor"). */
function sparesArmor(): DamagePredicate {
  return anyOf(
    ...Object.values(DAMAGE_TYPE_TABLE)
      .filter((row) => row.sparesArmor)
      .map((row) => hasTag(row.id)),
  );
}

/**
 * Where absorbed damage goes: worn pieces first (the chosen one first among them), then the chosen piece if it is
 * not worn (a shield, a ward with its own Durability). Pieces without tracked Durability take nothing.
 */
export function absorbOrder(chosen: ArmorPiece, all: readonly ArmorPiece[]): string[] {
  const worn = all.filter((p) => p.worn && p.durability !== undefined && !armorDestroyed(p));
  const ordered = chosen.worn ? [chosen, ...worn.filter((p) => p.id !== chosen.id)] : [...worn, chosen];
  return ordered.filter((p) => p.durability !== undefined).map(armorTrackId);
}

/** One candidate step for a piece: reduce by its rank, when it protects against the type, unless quality bypasses. */
export function armorStep(piece: ArmorPiece, all: readonly ArmorPiece[], stopsAttack: boolean): DamageStep {
  const immune = armorImmuneToWeapon(piece);
  const reduce: ReduceStep = {
    kind: "reduce",
    source: `${piece.label} (Armor Rank ${piece.rank})`,
    by: piece.rank,
    when: protectsPredicate(piece),
    bypass: [weaponIgnoresArmor(piece)],
    absorbInto: absorbOrder(piece, all),
    absorbBypass: [
      ...(immune === undefined ? [] : [{ source: `${piece.label} is immune to far inferior weapons`, when: immune }]),
      { source: "this damage type does not harm armor", when: sparesArmor() },
    ],
  };
  if (!stopsAttack || immune === undefined) return reduce;
  // World setting "attackStopped": the far inferior weapon does nothing at all, if this armor protects against it.
  return {
    kind: "firstOf",
    source: piece.label,
    steps: [
      {
        kind: "immune",
        source: `${piece.label} stops far inferior weapons`,
        when: allOf(protectsPredicate(piece), immune),
      },
      reduce,
    ],
  };
}

/**
 * "use the highest": candidates sorted by rank, highest first, applied as a firstOf group so that a piece that does
 * not protect against this type, or that the weapon ignores, falls through to the next one. Destroyed pieces no
 * longer count.
 */
export function armorSteps(pieces: readonly ArmorPiece[], stopsAttack: boolean): DamageStep | undefined {
  const usable = pieces.filter((p) => !armorDestroyed(p) && p.rank > 0);
  if (usable.length === 0) return undefined;
  const sorted = [...usable].sort((a, b) => b.rank - a.rank || Number(b.worn) - Number(a.worn));
  return {
    kind: "firstOf",
    source: "Armor Rank (highest)",
    steps: sorted.map((p) => armorStep(p, pieces, stopsAttack)),
  };
}

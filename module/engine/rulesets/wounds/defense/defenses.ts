import { ATTRIBUTE_LABEL, skillRank, specializationRank, type WoundsCreature } from "../creature.ts";
import { DEFENSE_FORMULAS, SPEED_REASON_FLOOR, type DefenseKind } from "../tables/defenses.ts";

/**
 * The seven Defenses from their formulas, as named parts that sum to the total, so a sheet tooltip and an attack card
 * show where each point comes from.
 */
export interface BlockBonus {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  /** A defensive weapon (a shield): its block bonus also counts against ranged attacks. */
  readonly defensive: boolean;
}

export interface DefensePart {
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

export interface DefenseBreakdown {
  readonly kind: DefenseKind;
  readonly total: number;
  readonly parts: readonly DefensePart[];
  /** The Defense met in place of `kind` (immobile, or the one a Defending creature chose); absent when none. */
  readonly replacedBy?: DefenseKind;
}

export function sumParts(parts: readonly DefensePart[]): number {
  return parts.reduce((sum, p) => sum + p.value, 0);
}

function speedReasonParts(c: WoundsCreature): DefensePart[] {
  const speed = c.attributes.speed;
  const reason = c.attributes.reason;
  const parts: DefensePart[] = [
    { id: "speed", label: "Speed", value: speed },
    { id: "reason", label: "Reason", value: reason },
  ];
  if (speed + reason < SPEED_REASON_FLOOR) {
    parts.push({
      id: "speedReasonFloor",
      label: "Speed + Reason floor (−5)",
      value: SPEED_REASON_FLOOR - speed - reason,
    });
  }
  return parts;
}

/** A Defense as its formula gives it, before any situation (the sheet value). */
export function baseDefense(
  kind: DefenseKind,
  c: WoundsCreature,
  blocks: readonly BlockBonus[] = [],
): DefenseBreakdown {
  const f = DEFENSE_FORMULAS[kind];
  const parts: DefensePart[] = [{ id: "base", label: "Base", value: f.base }];
  if (f.attribute !== undefined) {
    parts.push({ id: f.attribute, label: ATTRIBUTE_LABEL[f.attribute], value: c.attributes[f.attribute] });
  }
  if (f.sizeSign !== 0) parts.push({ id: "size", label: "Size", value: f.sizeSign * c.size });
  if (f.skill !== undefined) parts.push({ id: "skill", label: f.skill, value: skillRank(c, f.skill) });
  if (f.skill !== undefined && f.specialization !== undefined) {
    const label = `${f.specialization} specialization`;
    parts.push({ id: "specialization", label, value: specializationRank(c, f.skill, f.specialization) });
  }
  if (f.speedReason) parts.push(...speedReasonParts(c));
  const counted = f.blocks === "all" ? blocks : f.blocks === "defensive" ? blocks.filter((b) => b.defensive) : [];
  for (const b of counted) parts.push({ id: `block:${b.id}`, label: b.label, value: b.value });
  return { kind, total: sumParts(parts), parts };
}

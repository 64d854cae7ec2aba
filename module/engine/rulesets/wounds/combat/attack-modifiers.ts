import {
  ATTACK_MODIFIER_TABLE,
  type AttackModifierRow,
  type CoverLevel,
  type Posture,
} from "../tables/attack-modifiers.ts";

/**
 * The Modifiers to Attack table applied to one attack. "Attack penalties for cover and prone or crouching targets do
 * not stack; only the higher penalty applies. … Penalties and bonuses do stack." So among the posture and cover rows
 * only the largest penalty counts, while a bonus (melee against a prone target) always adds. Flanking always adds;
 * an attacker the target is ignoring makes a rear attack with "double the normal flanking bonus" instead.
 */
export interface TargetSituation {
  readonly ranged: boolean;
  readonly posture: Posture;
  readonly cover?: CoverLevel;
  readonly flanked: boolean;
  /** The target is ignoring this attacker ("Ignoring Your Flank"). */
  readonly ignoredAttacker?: boolean;
}

export interface AttackModifierPart {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  /** false: listed for the record, dropped by the no-stacking rule. */
  readonly applied: boolean;
}

export const REAR_ATTACK_FACTOR = 2;

function valueOf(row: AttackModifierRow, ranged: boolean): number {
  return ranged ? row.ranged : row.melee;
}

export function attackModifiers(s: TargetSituation): readonly AttackModifierPart[] {
  const rows: AttackModifierRow[] = [];
  if (s.posture !== "standing") rows.push(ATTACK_MODIFIER_TABLE[s.posture]);
  if (s.cover !== undefined) rows.push(ATTACK_MODIFIER_TABLE[s.cover]);
  const penalties = rows.filter((row) => valueOf(row, s.ranged) < 0);
  const worst = penalties.reduce<AttackModifierRow | undefined>(
    (w, row) => (w === undefined || valueOf(row, s.ranged) < valueOf(w, s.ranged) ? row : w),
    undefined,
  );
  const parts: AttackModifierPart[] = rows.map((row) => {
    const value = valueOf(row, s.ranged);
    return { id: row.id, label: row.label, value, applied: value >= 0 || row === worst };
  });
  const flank = ATTACK_MODIFIER_TABLE.flanked;
  if (s.ignoredAttacker === true) {
    const value = REAR_ATTACK_FACTOR * valueOf(flank, s.ranged);
    parts.push({ id: "rear", label: "Rear attack (ignored attacker)", value, applied: true });
  } else if (s.flanked) {
    parts.push({ id: flank.id, label: flank.label, value: valueOf(flank, s.ranged), applied: true });
  }
  return parts;
}

export function attackModifierTotal(parts: readonly AttackModifierPart[]): number {
  return parts.reduce((sum, p) => sum + (p.applied ? p.value : 0), 0);
}

import type { ContestAttribute, ContestSkill } from "./skills.ts";

/**
 * "Step I: Attack". Which test each kind of attack makes and which governing attributes it may use ("any": the
 * excerpt names none; the caster's own attribute for Sorcery).
 */
export type AttackKind = "strike" | "spell";
/** Thrown attacks are ranged attacks for every other rule (cover, parry, flanking). */
export type AttackDelivery = "melee" | "ranged" | "thrown";

export interface AttackRow {
  readonly kind: AttackKind;
  readonly delivery: AttackDelivery;
  readonly skill: ContestSkill;
  readonly attributes: readonly ContestAttribute[] | "any";
  readonly seedText: string;
}

const STRIKE_MELEE =
  "Characters wielding a melee weapon make a Fighting Style test against a foe within their weapon's reach.";
const STRIKE_RANGED =
  "When making a ranged or thrown attack, the character must use Agility as their governing attribute.";
const SPELL = "Spell Attacks. Make a Sorcery test against a foe within the spell's range.";

export const ATTACK_TABLE: readonly AttackRow[] = [
  // Melee Strikes use "Fighting Style with Strength or Agility", as Parry does (the excerpt names both only there).
  {
    kind: "strike",
    delivery: "melee",
    skill: "fightingStyle",
    attributes: ["strength", "agility"],
    seedText: STRIKE_MELEE,
  },
  { kind: "strike", delivery: "ranged", skill: "fightingStyle", attributes: ["agility"], seedText: STRIKE_RANGED },
  { kind: "strike", delivery: "thrown", skill: "fightingStyle", attributes: ["agility"], seedText: STRIKE_RANGED },
  { kind: "spell", delivery: "melee", skill: "sorcery", attributes: "any", seedText: SPELL },
  { kind: "spell", delivery: "ranged", skill: "sorcery", attributes: "any", seedText: SPELL },
  { kind: "spell", delivery: "thrown", skill: "sorcery", attributes: "any", seedText: SPELL },
];

export function attackRow(kind: AttackKind, delivery: AttackDelivery): AttackRow {
  const found = ATTACK_TABLE.find((row) => row.kind === kind && row.delivery === delivery);
  if (!found) throw new RangeError(`no attack row for ${kind}/${delivery}`);
  return found;
}

export function isRanged(delivery: AttackDelivery): boolean {
  return delivery !== "melee";
}

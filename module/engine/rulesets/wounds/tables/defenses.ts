import type { WoundsAttribute } from "../creature.ts";

/**
 * The Defense formulas (seed 004): "The formulas to calculate each type of Defense are given below." Each row keeps
 * the seed's line and the same formula as data; `defense/defenses.ts` computes them.
 */
export const DEFENSE_KINDS = ["melee", "ranged", "immobile", "power", "agility", "fortitude", "willpower"] as const;
export type DefenseKind = (typeof DEFENSE_KINDS)[number];

export interface DefenseFormula {
  readonly id: DefenseKind;
  readonly seedText: string;
  readonly base: number;
  readonly attribute?: WoundsAttribute;
  /** +Size, −Size or no Size term. */
  readonly sizeSign: 1 | -1 | 0;
  readonly skill?: string;
  readonly specialization?: string;
  /** Speed + Reason, with "If Speed + Reason is less than -5, use -5 instead." */
  readonly speedReason: boolean;
  /** Weapon block bonuses: "all weapon block bonuses" (melee) or "defensive weapon block bonuses" (ranged). */
  readonly blocks: "all" | "defensive" | "none";
}

/** "If Speed + Reason is less than -5, use -5 instead." */
export const SPEED_REASON_FLOOR = -5;

export const DEFENSE_FORMULAS: Readonly<Record<DefenseKind, DefenseFormula>> = {
  melee: {
    id: "melee",
    seedText:
      "Melee Defense: 10 - Size + Speed + Reason + all weapon block bonuses. If Speed + Reason is less than -5, use -5 instead.",
    base: 10,
    sizeSign: -1,
    speedReason: true,
    blocks: "all",
  },
  ranged: {
    id: "ranged",
    seedText:
      "Ranged Defense: 10 - Size + Speed + Reason + defensive weapon block bonuses. If Speed + Reason is less than -5, use -5 instead.",
    base: 10,
    sizeSign: -1,
    speedReason: true,
    blocks: "defensive",
  },
  immobile: {
    id: "immobile",
    seedText: "Immobile Defense: 5 - Size.",
    base: 5,
    sizeSign: -1,
    speedReason: false,
    blocks: "none",
  },
  power: {
    id: "power",
    seedText: "Power Defense: 10 + Strength + Size + Athletics + Power specialization.",
    base: 10,
    attribute: "strength",
    sizeSign: 1,
    skill: "Athletics",
    specialization: "Power",
    speedReason: false,
    blocks: "none",
  },
  agility: {
    id: "agility",
    seedText: "Agility Defense: 10 + Dexterity - Size + Reflex + Agility specialization.",
    base: 10,
    attribute: "dexterity",
    sizeSign: -1,
    skill: "Reflex",
    specialization: "Agility",
    speedReason: false,
    blocks: "none",
  },
  fortitude: {
    id: "fortitude",
    seedText: "Fortitude Defense: 10 + Vitality + Resistance + Fortitude specialization.",
    base: 10,
    attribute: "vitality",
    sizeSign: 0,
    skill: "Resistance",
    specialization: "Fortitude",
    speedReason: false,
    blocks: "none",
  },
  willpower: {
    id: "willpower",
    seedText: "Willpower Defense: 10 + Persona + Resistance + Willpower specialization.",
    base: 10,
    attribute: "persona",
    sizeSign: 0,
    skill: "Resistance",
    specialization: "Willpower",
    speedReason: false,
    blocks: "none",
  },
};

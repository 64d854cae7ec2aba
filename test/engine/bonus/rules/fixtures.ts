import { creature as baseCreature } from "../economy/fixtures.ts";
import type { BonusCreature } from "../../../../module/engine/rulesets/bonus/creature.ts";
import type { ArmorPiece } from "../../../../module/engine/rulesets/bonus/damage/armor.ts";
import type { BonusHit } from "../../../../module/engine/rulesets/bonus/damage/hit.ts";

/** A medium creature with Durability 10, Health 8, Stamina 3 unless told otherwise. */
export function creature(extra: Partial<BonusCreature> = {}): BonusCreature {
  return baseCreature({
    bonusDice: { strength: 1, agility: 1, speed: 1, stamina: 1, soul: 0, reason: 0, resolve: 0, skill: 0 },
    stamina: 3,
    durability: { value: 10, max: 10 },
    health: { value: 8, max: 8 },
    vigor: { value: 10, max: 10 },
    mana: { value: 0, max: 0 },
    ...extra,
  });
}

export function hit(amount: number, extra: Partial<BonusHit> = {}): BonusHit {
  return { amount, type: "kinetic", quality: "ordinary", ranged: false, area: false, source: "sword", ...extra };
}

export function armor(extra: Partial<ArmorPiece> = {}): ArmorPiece {
  return {
    id: "mail",
    label: "Mail",
    rank: 3,
    quality: "ordinary",
    worn: true,
    durability: { value: 20, max: 20 },
    ...extra,
  };
}

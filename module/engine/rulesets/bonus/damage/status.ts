import type { BonusCreature } from "../creature.ts";

/**
 * The damage states of a `bonus` creature, derived from its tracks and flags rather than stored, so they can never
 * disagree with the numbers:
 * - wounded: "Once you have taken enough damage to reduce your Durability to 0, you become wounded." Restoring
 *   Durability (emergency aid) ends it, and damage is "first subtracted from your Durability" again;
 * - shock: at 0 Health, dying, not stabilized ("will die in a number rounds equal to your Stamina score");
 * - stabilized: at 0 Health, "unconscious until you recover at least 1 point of health";
 * - unconscious: at 0 Health ("you lose consciousness"), shock or stabilized.
 */
export interface BonusDamageStatus {
  readonly wounded: boolean;
  readonly shock: boolean;
  readonly stabilized: boolean;
  readonly unconscious: boolean;
  readonly dead: boolean;
}

export function isWounded(c: BonusCreature): boolean {
  return !c.dead && c.durability.value <= 0;
}

export function atZeroHealth(c: BonusCreature): boolean {
  return !c.dead && c.health.value <= 0;
}

export function isInShock(c: BonusCreature): boolean {
  return atZeroHealth(c) && !c.stabilized;
}

export function damageStatus(c: BonusCreature): BonusDamageStatus {
  return {
    wounded: isWounded(c),
    shock: isInShock(c),
    stabilized: atZeroHealth(c) && c.stabilized,
    unconscious: atZeroHealth(c),
    dead: c.dead,
  };
}

import { STRONG_ATTACK_DICE, type ExtraDamageDice } from "../dice/damage.ts";
import type { WoundsActionId } from "../economy/actions.ts";

/**
 * The attack actions and what each changes (seed 004):
 * - Standard Attack: "You make a single attack against a target within range."
 * - Quick Attack: "a single melee attack … On a hit, the resulting wound level is reduced by one step."
 * - Strong Attack: "a single melee attack … On a hit, you deal an additional 1d6 damage."
 * - Nonlethal Attack: "a single melee attack … at a -2 penalty. Ignore the armor piercing, concussive, and slicing
 *   properties of your weapon … you may choose to cause a wound of any level up to the level your damage roll
 *   indicates."
 * - Rebuff (reaction): "make an attack against the target before it moves. On a hit, the severity of any wound dealt is
 *   increased one step." It is made with a weapon against a creature approaching its reach: melee.
 * - Grapple: "Make a melee attack against an adjacent target using any weapon that has a reach of 0 … If the attack
 *   hits, you deal no damage but instead both you and the target are grappling each other."
 * - Create an Opening: "Make a melee attack roll with your weapon. You can use the result in place of your Defense
 *   against any rebuff reaction made by the target for the rest of the turn." No damage: its result is what it gives.
 */
export const ATTACK_VARIANT_IDS = ["standard", "quick", "strong", "nonlethal", "rebuff", "grapple", "opening"] as const;
export type AttackVariant = (typeof ATTACK_VARIANT_IDS)[number];

/** What the attack gives: damage on a hit, a grapple on a hit, or its roll kept against the target's Rebuff. */
export type AttackEffect = "damage" | "grapple" | "opening";

export interface AttackVariantSpec {
  readonly id: AttackVariant;
  readonly action: WoundsActionId;
  readonly meleeOnly: boolean;
  readonly attackModifier: number;
  readonly severityShift: number;
  readonly extraDamage?: ExtraDamageDice;
  readonly nonlethal: boolean;
  /** Weapon properties the attack ignores. */
  readonly ignoresProperties: readonly string[];
  readonly effect: AttackEffect;
}

export const NONLETHAL_PENALTY = -2;
export const NONLETHAL_IGNORED_PROPERTIES = ["armorPiercing", "concussive", "slicing"] as const;

export const ATTACK_VARIANTS: Readonly<Record<AttackVariant, AttackVariantSpec>> = {
  standard: {
    id: "standard",
    action: "standardAttack",
    meleeOnly: false,
    attackModifier: 0,
    severityShift: 0,
    nonlethal: false,
    ignoresProperties: [],
    effect: "damage",
  },
  quick: {
    id: "quick",
    action: "quickAttack",
    meleeOnly: true,
    attackModifier: 0,
    severityShift: -1,
    nonlethal: false,
    ignoresProperties: [],
    effect: "damage",
  },
  strong: {
    id: "strong",
    action: "strongAttack",
    meleeOnly: true,
    attackModifier: 0,
    severityShift: 0,
    extraDamage: STRONG_ATTACK_DICE,
    nonlethal: false,
    ignoresProperties: [],
    effect: "damage",
  },
  nonlethal: {
    id: "nonlethal",
    action: "nonlethalAttack",
    meleeOnly: true,
    attackModifier: NONLETHAL_PENALTY,
    severityShift: 0,
    nonlethal: true,
    ignoresProperties: NONLETHAL_IGNORED_PROPERTIES,
    effect: "damage",
  },
  rebuff: {
    id: "rebuff",
    action: "rebuff",
    meleeOnly: true,
    attackModifier: 0,
    severityShift: 1,
    nonlethal: false,
    ignoresProperties: [],
    effect: "damage",
  },
  grapple: {
    id: "grapple",
    action: "grapple",
    meleeOnly: true,
    attackModifier: 0,
    severityShift: 0,
    nonlethal: false,
    ignoresProperties: [],
    effect: "grapple",
  },
  opening: {
    id: "opening",
    action: "createOpening",
    meleeOnly: true,
    attackModifier: 0,
    severityShift: 0,
    nonlethal: false,
    ignoresProperties: [],
    effect: "opening",
  },
};

/** "If the attack hits, you deal no damage": Grapple and Create an Opening wound nobody. */
export function dealsDamage(variant: AttackVariant): boolean {
  return ATTACK_VARIANTS[variant].effect === "damage";
}

/**
 * The damage types the seed gives a rule (seed 004, Underwater Combat): "All fire damage is halved underwater. Anything
 * that deals lightning damage has its normal effect and additionally deals damage to nearby creatures." Any other
 * damage is untyped: the excerpt names no other type with a rule of its own.
 */
export const DAMAGE_TYPES = ["untyped", "fire", "lightning"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

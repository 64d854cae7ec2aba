import type { UseLimit } from "../../../core/economy/limits.ts";

/**
 * "Only once per Round you may: Make a Swift Attack (see Swift Attack); Roll Initiative (see Initiative)" and
 * "Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy". All clear when a Round begins.
 * Stamina in place of Energy may be allowed more often by abilities; economy/pay.ts reads the creature's allowance.
 */
export const SWIFT_ATTACK_LIMIT: UseLimit = { id: "swiftAttack", times: 1, clearAt: "roundStart", keyed: false };
export const INITIATIVE_LIMIT: UseLimit = { id: "initiative", times: 1, clearAt: "roundStart", keyed: false };
export const STAMINA_AS_ENERGY_LIMIT: UseLimit = {
  id: "staminaAsEnergy",
  times: 1,
  clearAt: "roundStart",
  keyed: false,
};

export const ENERGY_LIMITS: readonly UseLimit[] = [SWIFT_ATTACK_LIMIT, INITIATIVE_LIMIT, STAMINA_AS_ENERGY_LIMIT];

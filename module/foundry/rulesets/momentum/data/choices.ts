/**
 * The fixed choices of `momentum` fields, apart from the schemas because those need Foundry's globals at import: the
 * sources, the derivation and (later) the sheets' context builders read these lists without Foundry.
 */
export { DAMAGE_TYPES } from "../../../../engine/rulesets/momentum/tables/damage-types.ts";
export { DEFENSE_ROLL_KINDS } from "../../../../engine/rulesets/momentum/tables/defense-rolls.ts";
export { SIZE_CATEGORIES } from "../../../../engine/rulesets/momentum/tables/size.ts";
export { SKILL_IDS } from "../../../../engine/rulesets/momentum/tables/skills.ts";
export { STAT_IDS } from "../../../../engine/rulesets/momentum/tables/stats.ts";

/** "Objects are hit automatically" and "Objects automatically fail all DR": an actor is a creature or an object. */
export const CREATURE_KINDS = ["creature", "object"] as const;
/** How dangerous the GM rates a compendium creature (the compendium browser filters by it). */
export const THREATS = ["minion", "standard", "elite", "boss"] as const;
/** "Melee attacks have a base range of 1 m"; ranged weapons name their range. */
export const WEAPON_REACHES = ["melee", "ranged"] as const;
/**
 * How an Ability reaches its target: an attack roll against Evasion ("Using weapons or some selected Abilities …
 * requires you to perform an attack"), a Defense Roll of the target ("the target needs to defend themselves"), or
 * neither (an effect with no roll).
 */
export const ABILITY_DELIVERIES = ["attack", "defenseRoll", "effect"] as const;
/**
 * How an Ability moves its target on a hit (rules page decision 148): not at all, pushed straight away from the user
 * or pulled toward it ("Moving a target into a space that is already occupied …"), or teleported ("Teleporting a
 * target into a space that is already occupied …").
 */
export const FORCED_MOVEMENTS = ["none", "push", "pull", "teleport"] as const;

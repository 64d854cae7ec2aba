/**
 * The fixed choices of the `contest` models, as pure data: the models validate against them and the sheets list
 * them, without Foundry (the browser tests build the sheets' contexts with no Foundry loaded).
 */
import { ATTACK_TABLE } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import { DAMAGE_TYPES, RESISTIBLE_GROUPS } from "../../../../engine/rulesets/contest/tables/damage-types.ts";
import { CONTEST_SKILLS } from "../../../../engine/rulesets/contest/tables/skills.ts";
import type { RankedSkill } from "../sources.ts";

/** Skills ranked on the creature: every skill but Fighting Style, which each style ranks on its own. */
export const RANKED_SKILLS = CONTEST_SKILLS.filter((s): s is RankedSkill => s !== "fightingStyle");

/** Every damage type and the two groups a resistance may name ("Magic Resistance (2)"). */
export const AFFINITY_TARGETS = [...DAMAGE_TYPES, ...RESISTIBLE_GROUPS] as const;

/** How dangerous the GM rates an NPC. */
export const NPC_THREATS = ["minion", "standard", "elite", "boss"] as const;

/** Melee, ranged or thrown, as the engine's attack table lists them. */
export const DELIVERIES = [...new Set(ATTACK_TABLE.map((row) => row.delivery))];
export const ARMOR_ITEM_LEVELS = ["partial", "full"] as const;
export const ABILITY_KINDS = ["spell", "feature"] as const;

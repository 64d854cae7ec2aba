/**
 * The fixed choices of `wounds` item fields, apart from the schemas because those need Foundry's globals at import:
 * the derivation and the sheets' context builders (which run without Foundry in tests) read these lists too.
 */
import { NONLETHAL_IGNORED_PROPERTIES } from "../../../../engine/rulesets/wounds/procedures/variants.ts";

/** "All fire damage is halved underwater"; lightning "additionally deals damage to nearby creatures" (decision 224). */
export { DAMAGE_TYPES } from "../../../../engine/rulesets/wounds/tables/damage-types.ts";

/** "Melee attacks target your melee Defense and ranged attacks target your ranged Defense." */
export const WEAPON_KINDS = ["melee", "ranged"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

/**
 * The weapon properties the seed names ("Ignore the armor piercing, concussive, and slicing properties of your
 * weapon"): carried by name, the excerpt gives them no rules of their own (docs/rules/wounds.md decision 16).
 */
export const WEAPON_PROPERTIES = NONLETHAL_IGNORED_PROPERTIES;

/** An ability is a spell (cast with Rsn [Arcana/Magic school]) or anything else the creature can do. */
export const ABILITY_KINDS = ["ability", "spell"] as const;

/** "All effects that use mana will either require spending it or investing it." */
export const MANA_USES = ["spend", "invest"] as const;

/** "Usually, it is either returned as soon as the effect ends, or can be retrieved … at the end of a long rest." */
export const RETRIEVALS = ["effectEnds", "longRest"] as const;

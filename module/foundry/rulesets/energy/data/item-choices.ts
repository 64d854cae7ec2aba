/**
 * The fixed choices of `energy` item fields, apart from the schemas because those need Foundry's globals at import:
 * the sheets' context builders (which run without Foundry in tests and the browser harness) read these lists too.
 */
/** "unarmed": "punches, slaps, kicks, head-butts, and any other attack with your body" (unarmed.ts). */
export const WEAPON_KINDS = ["melee", "ranged", "thrown", "unarmed"] as const;
/** Weight class for throwing ranges and Disarm ("Light weapons may not Disarm Heavy weapons"). */
export const WEAPON_WEIGHTS = ["light", "heavy", "other"] as const;
/** How a ranged weapon is drawn (the Draw Weight table's restrictions). */
export const RANGED_KINDS = ["bow", "handCrossbow", "crossbow", "heavyCrossbow", "siegeCrossbow"] as const;
export const ABILITY_KINDS = ["theme", "feat", "spell"] as const;
/**
 * When an ability's uses come back: "You regain use of all your Short Rest spells and abilities" (every Short Rest
 * block, and a completed Long Rest: "Anything you can do during a Short Rest, you can do during a Long Rest"); "You
 * regain all your Short and Long Rest spells and abilities" (a completed Long Rest); "none": it has no per-rest uses.
 */
export const ABILITY_RECHARGES = ["none", "shortRest", "longRest"] as const;
/**
 * "Some Themes, Feats, or other effects may add another Ability Modifier into the MASAB or MASDB calculation": the
 * modifiers an ability may add, those not already inside ("MASAB = (Strength Modifier + Dexterity Modifier) / 3").
 */
export const EXTRA_MODIFIERS = ["constitution", "intelligence", "wisdom", "charisma"] as const;

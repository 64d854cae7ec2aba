/**
 * What a ruleset's adapter room adds to its engine condition catalog to make Foundry status effects: an icon per
 * condition and the core roles (`CONFIG.specialStatusEffects`) its conditions play. Names, rules references and
 * implications come from the catalog and the ruleset's language file, so the room holds only what Foundry needs
 * and the engine cannot know.
 */

/** Core roles Foundry looks statuses up by (v13 `CONFIG.specialStatusEffects`). */
export const SPECIAL_STATUS_ROLES = ["DEFEATED", "INVISIBLE", "BLIND", "BURROW", "HOVER", "FLY"] as const;
export type SpecialStatusRole = (typeof SPECIAL_STATUS_ROLES)[number];

export interface StatusRoom {
  /** Condition id → image path shipped with Foundry core (checked against the core icon list by a test). */
  readonly icons: Readonly<Record<string, string>>;
  /** Roles one of the ruleset's conditions plays; a role left out keeps Foundry's id (then simply never set). */
  readonly special: Readonly<Partial<Record<SpecialStatusRole, string>>>;
}

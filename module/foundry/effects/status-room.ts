/**
 * What a ruleset's adapter room adds to its engine condition catalog to make Foundry status effects: an icon per
 * condition and the core roles (`CONFIG.specialStatusEffects`) its conditions play. Names, rules references and
 * implications come from the catalog and the ruleset's language file, so the room holds only what Foundry needs
 * and the engine cannot know.
 */

/** Core roles Foundry looks statuses up by (v13 `CONFIG.specialStatusEffects`). */
export const SPECIAL_STATUS_ROLES = ["DEFEATED", "INVISIBLE", "BLIND", "BURROW", "HOVER", "FLY"] as const;
export type SpecialStatusRole = (typeof SPECIAL_STATUS_ROLES)[number];

/**
 * A status that stands for a value the rules keep in the actor's data (`bonus` Stabilized, `energy` Bleeding Out):
 * the token HUD's toggle and the stored value are one thing (stored-statuses.ts keeps them together).
 */
export interface StoredStatus {
  /** Does the actor's stored data say it has the condition? Undefined: not an actor of this ruleset. */
  held(actor: Actor.Implementation): boolean | undefined;
  /**
   * The `system` update that gives (`on`) or takes away the condition as the rules do, or the localization key of why
   * the rules refuse it (then the status is put back as the data says).
   */
  write(
    actor: Actor.Implementation,
    on: boolean,
  ): { readonly system: Record<string, unknown> } | { readonly refused: string };
}

export interface StatusRoom {
  /** Condition id → image path shipped with Foundry core (checked against the core icon list by a test). */
  readonly icons: Readonly<Record<string, string>>;
  /** Roles one of the ruleset's conditions plays; a role left out keeps Foundry's id (then simply never set). */
  readonly special: Readonly<Partial<Record<SpecialStatusRole, string>>>;
  /**
   * The `_id` of the ruleset's rules journal (packs/_source/<ruleset>-rules), whose pages carry the conditions'
   * status ids: each status effect and sheet tag links to its page (condition-page.ts; the pack test checks the id).
   */
  readonly rulesJournal: string;
  /** Condition id → the stored value it stands for; absent: every status is an effect only. */
  readonly stored?: Readonly<Record<string, StoredStatus>>;
}

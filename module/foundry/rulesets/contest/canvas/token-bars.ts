/**
 * The bar a new `contest` token shows: the Health Pool, the one track of `CONTEST_TOKEN_BARS` (AR and BR are numbers,
 * AP live on the combatant), so the second bar shows nothing, as the compendium's NPCs carry them.
 */
export const CONTEST_DEFAULT_BARS = { primary: "health" } as const;

/**
 * The bars a new `bonus` token shows: Durability and Vigor, the pair the compendium NPCs' prototype tokens carry
 * (both tracks of `BONUS_TOKEN_BARS`).
 */
export const BONUS_DEFAULT_BARS = { primary: "durability", secondary: "vigor" } as const;

/**
 * The bars a new `energy` token shows: Aura and Stamina, the pair the compendium NPCs' prototype tokens carry (both
 * tracks of `ENERGY_TOKEN_BARS`).
 */
export const ENERGY_DEFAULT_BARS = { primary: "aura", secondary: "stamina" } as const;

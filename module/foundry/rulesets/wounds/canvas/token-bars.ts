/** The bars a new `wounds` token shows: stamina and mana, both tracks of `WOUNDS_TOKEN_BARS`. */
export const WOUNDS_DEFAULT_BARS = { primary: "stamina", secondary: "mana" } as const;

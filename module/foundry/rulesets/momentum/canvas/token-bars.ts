/** The bars a new `momentum` token shows: Vitality and WP (both tracks of `MOMENTUM_TOKEN_BARS`). */
export const MOMENTUM_DEFAULT_BARS = { primary: "vitality", secondary: "wp" } as const;

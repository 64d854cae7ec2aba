/**
 * Action glyphs. The excerpt opens with glyph lines ("Strike ⟐", "Dodge ⟳", "Opportunity Attack ⟳", "Release ⟐",
 * "Strike ⎆", "◇", "Combat Overview ⎆ ❖") but never says what each glyph costs. Fray's reading
 * (docs/rules/contest.md): a glyph is an action type and its AP cost; the reaction glyph sits on Dodge and Opportunity
 * Attack, which the text calls reactions, and the hollow diamond is the free action. ☞ † ◈ carry no rule in the
 * excerpt and are not read.
 */
export type ActionType = "primary" | "reaction" | "free";

export interface GlyphRow {
  readonly glyph: string;
  readonly type: ActionType;
  /** AP the glyph stands for. */
  readonly ap: number;
  readonly meaning: string;
}

export const ACTION_GLYPHS = ["⟐", "⎆", "❖", "⟳", "◇"] as const;
export type ActionGlyph = (typeof ACTION_GLYPHS)[number];

export const GLYPH_TABLE: Readonly<Record<ActionGlyph, GlyphRow>> = {
  "⟐": { glyph: "⟐", type: "primary", ap: 1, meaning: "a primary action for 1 AP" },
  "⎆": { glyph: "⎆", type: "primary", ap: 2, meaning: "a primary action for 2 AP (a heavier form, e.g. Strike ⎆)" },
  "❖": { glyph: "❖", type: "primary", ap: 3, meaning: "a primary action for all 3 AP" },
  "⟳": { glyph: "⟳", type: "reaction", ap: 1, meaning: "a reaction for 1 AP" },
  "◇": { glyph: "◇", type: "free", ap: 0, meaning: "a free action: no AP, one per round" },
};

/** The glyph lines of the excerpt that name an action, as written. */
export const SEED_GLYPH_LINES: readonly (readonly [string, ActionGlyph])[] = [
  ["Strike", "⟐"],
  ["Dodge", "⟳"],
  ["Opportunity Attack", "⟳"],
  ["Release", "⟐"],
  ["Strike", "⎆"],
];

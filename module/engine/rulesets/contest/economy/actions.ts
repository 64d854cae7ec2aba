import type { ActionSpec } from "../../../core/economy/actions.ts";
import { GLYPH_TABLE, type ActionGlyph, type ActionType } from "../tables/glyphs.ts";

/**
 * The `contest` action list (seed 003, "Actions in Combat"): primary actions "you can only use on your turn",
 * reactions that "can always be taken, regardless of whose turn it is" and "require some trigger", and free actions.
 * AP costs come from each action's glyph (tables/glyphs.ts); a world may change them (economy/options.ts).
 */
export const CONTEST_ACTION_IDS = [
  "dash",
  "disengage",
  "grapple",
  "release",
  "search",
  "sneak",
  "strike",
  "useMagic",
  "defend",
  "manipulate",
  "opportunityAttack",
  "useMagicReaction",
  "freeAction",
] as const;
export type ContestActionId = (typeof CONTEST_ACTION_IDS)[number];

export interface ContestActionSpec extends ActionSpec {
  readonly id: ContestActionId;
  readonly type: ActionType;
  readonly glyph: ActionGlyph;
  /** Has the Attack trait (uses one of the two Attacks per Round); "varies": the spell says. */
  readonly attack: boolean | "varies";
  /** A reaction whose trigger must be named (an attack to Defend against, a foe exposing itself). */
  readonly needsTrigger: boolean;
  /** Moves the character, so a grappled character cannot take it ("prohibiting them from moving"). */
  readonly moves: boolean;
  readonly seedText: string;
}

const spec = (
  id: ContestActionId,
  label: string,
  glyph: ActionGlyph,
  extra: Partial<Pick<ContestActionSpec, "attack" | "needsTrigger" | "moves">>,
  seedText: string,
): ContestActionSpec => ({
  id,
  label,
  glyph,
  type: GLYPH_TABLE[glyph].type,
  cost: { ap: GLYPH_TABLE[glyph].ap },
  attack: extra.attack ?? false,
  needsTrigger: extra.needsTrigger ?? false,
  moves: extra.moves ?? false,
  seedText,
});

export const CONTEST_ACTIONS: Readonly<Record<ContestActionId, ContestActionSpec>> = {
  dash: spec("dash", "Dash", "⟐", { moves: true }, "You can move a number of meters up to your speed."),
  disengage: spec(
    "disengage",
    "Disengage",
    "⟐",
    {},
    "You focus your movement to a defensive pattern. You don't provoke opportunity attacks for the rest of your turn.",
  ),
  grapple: spec(
    "grapple",
    "Grapple",
    "⟐",
    {},
    "You use a free hand to hold your foe, prohibiting them from moving. Make a skill contest with Athletics vs Athletics or Acrobatics (defender's choice).",
  ),
  // "Release ⟐": the excerpt's glyph line names it and nothing else; Fray reads it as the grappler letting go of the
  // creature it holds (docs/rules/contest.md decision 132), a primary action at the glyph's 1 AP.
  release: spec("release", "Release", "⟐", {}, "Release ⟐"),
  search: spec(
    "search",
    "Search",
    "⟐",
    {},
    "You attempt to find something obscured from your view, making an Observation test.",
  ),
  sneak: spec("sneak", "Sneak", "⟐", { moves: true }, "You attempt to move without being detected."),
  strike: spec("strike", "Strike", "⟐", { attack: true }, "You attack with your weapon."),
  useMagic: spec("useMagic", "Use Magic", "⟐", { attack: "varies" }, "You cast a spell or activate a magic item."),
  defend: spec("defend", "Defend", "⟳", { needsTrigger: true }, "You block, dodge, parry, or withstand an attack."),
  manipulate: spec(
    "manipulate",
    "Manipulate",
    "⟳",
    {},
    "You interact with an object within touch, such as drawing or stowing a sword, picking up a ring, or pulling a lever.",
  ),
  opportunityAttack: spec(
    "opportunityAttack",
    "Opportunity Attack",
    "⟳",
    { attack: true, needsTrigger: true },
    "A special form of Strike, requiring a foe to expose themselves.",
  ),
  useMagicReaction: spec(
    "useMagicReaction",
    "Use Magic (reaction)",
    "⟳",
    {},
    "You cast a non-attacking spell or activate a magic item.",
  ),
  freeAction: spec(
    "freeAction",
    "Free Action",
    "◇",
    {},
    "Free actions don't require you to spend any AP, but you can only take one free action per round",
  ),
};

export function isContestActionId(value: string): value is ContestActionId {
  return (CONTEST_ACTION_IDS as readonly string[]).includes(value);
}

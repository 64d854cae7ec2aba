import { refuse, type ContestOutcome } from "../refusal.ts";
import { STYLE_EXPANSION_XP, STYLE_FREE_GEAR, STYLE_MAX_GEAR } from "../tables/styles.ts";

/**
 * A Fighting Style: "You freely choose a name and a theme for your fighting style and pick fitting pieces of weapons,
 * armor, and shields that you wish to be trained in." "A character can potentially learn multiple fighting styles,
 * tracking their progression and gear list separately." `rank` is the style's skill value in tests.
 */
export interface FightingStyle {
  readonly name: string;
  readonly rank: number;
  /** Gear types, normalized (lower case, single spaces). */
  readonly gear: readonly string[];
}

export function normalizeGear(gear: string): string {
  return gear.trim().replace(/\s+/g, " ").toLowerCase();
}

/** "you can choose up to 5 pieces of gear to be associated with it for free". Duplicates count once. */
export function createStyle(
  name: string,
  gear: readonly string[],
  rank = 0,
): ContestOutcome<FightingStyle | undefined> {
  const unique = [...new Set(gear.map(normalizeGear).filter((g) => g !== ""))];
  if (unique.length > STYLE_FREE_GEAR) {
    return refuse(undefined, {
      code: "styleTooBig",
      message: `A new style takes up to ${STYLE_FREE_GEAR} pieces of gear for free.`,
      need: unique.length,
      have: STYLE_FREE_GEAR,
    });
  }
  return { ok: true, state: { name, rank, gear: unique } };
}

export interface Expansion {
  readonly style: FightingStyle;
  /** XP left after paying. */
  readonly xp: number;
}

/** "expand it to a maximum of 10 different types of gear. Expanding … costs 25 XP." */
export function expandStyle(style: FightingStyle, gear: string, xp: number): ContestOutcome<Expansion> {
  const unchanged: Expansion = { style, xp };
  const item = normalizeGear(gear);
  if (style.gear.includes(item)) {
    return refuse(unchanged, { code: "alreadyTrained", message: `${style.name} already includes ${item}.` });
  }
  if (style.gear.length >= STYLE_MAX_GEAR) {
    return refuse(unchanged, { code: "styleFull", message: `A style holds at most ${STYLE_MAX_GEAR} types of gear.` });
  }
  if (xp < STYLE_EXPANSION_XP) {
    return refuse(unchanged, {
      code: "notEnoughXp",
      message: `Needs ${STYLE_EXPANSION_XP} XP, has ${xp}.`,
      need: STYLE_EXPANSION_XP,
      have: xp,
    });
  }
  return { ok: true, state: { style: { ...style, gear: [...style.gear, item] }, xp: xp - STYLE_EXPANSION_XP } };
}

/** Pieces of a style's gear list beyond the free five ("you can choose up to 5 pieces of gear … for free"). */
export function boughtGear(gear: readonly string[]): number {
  return Math.max(0, new Set(gear.map(normalizeGear).filter((g) => g !== "")).size - STYLE_FREE_GEAR);
}

/**
 * One edit of a creature's styles paid from its unspent `xp`: "Thereafter, you can expand it to a maximum of 10
 * different types of gear. Expanding a fighting style by adding a weapon, armor, or shield to its list costs 25 XP."
 * Each piece bought beyond those the styles held before the edit costs 25 XP, counted over all the styles (so a piece
 * renamed, or one style's piece moved to another, buys nothing; a piece removed gives nothing back). The XP left, or
 * the shortfall.
 */
export function payStyleEdit(
  before: readonly (readonly string[])[],
  after: readonly (readonly string[])[],
  xp: number,
): ContestOutcome<number> {
  const bought = (styles: readonly (readonly string[])[]) => styles.reduce((n, gear) => n + boughtGear(gear), 0);
  const cost = Math.max(0, bought(after) - bought(before)) * STYLE_EXPANSION_XP;
  if (cost > xp) {
    return refuse(xp, { code: "notEnoughXp", message: `Needs ${cost} XP, has ${xp}.`, need: cost, have: xp });
  }
  return { ok: true, state: xp - cost };
}

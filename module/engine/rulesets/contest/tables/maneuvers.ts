import type { ContestSkill } from "./skills.ts";

/**
 * Maneuvers (seed 003): "Whenever the outcome of a combat roll is a critical win, the winner can attempt a maneuver
 * against the loser as part of the attack." Rows in the seed's order; `sizeMatters` is the seed's asterisk.
 */
export const MANEUVER_IDS = ["bash", "brace", "disarm", "feint", "precision", "push", "trip"] as const;
export type ManeuverId = (typeof MANEUVER_IDS)[number];

/** What happens to the loser if it fails its test (or, for the self-maneuvers, what the winner gains). */
export type ManeuverEffect =
  | { readonly kind: "condition"; readonly condition: "dazed" | "prone" }
  | { readonly kind: "dropItem" }
  | { readonly kind: "pushed"; readonly metres: number }
  | { readonly kind: "selfCondition"; readonly condition: "braced" }
  | { readonly kind: "feint" }
  | { readonly kind: "precision" };

export interface ManeuverRow {
  readonly id: ManeuverId;
  readonly label: string;
  /** "*": the target's test follows "Size Matters". */
  readonly sizeMatters: boolean;
  /** The loser's test to resist, any of these skills (its choice); empty when the loser makes none. */
  readonly resist: readonly ContestSkill[];
  /** The winner's own test, when the maneuver needs one (Feint: "provided you pass a Deception test"). */
  readonly ownTest?: ContestSkill;
  /** "You must be wielding a shield or heavy weapon to use this maneuver." */
  readonly needsShieldOrHeavyWeapon: boolean;
  /** "Must be used as part of a Strike." */
  readonly strikeOnly: boolean;
  /** Acts on the loser's body, so Fray needs the loser within the winner's melee reach (docs/rules/contest.md). */
  readonly needsReach: boolean;
  readonly effect: ManeuverEffect;
  readonly seedText: string;
}

const base = { sizeMatters: false, needsShieldOrHeavyWeapon: false, strikeOnly: false, needsReach: false } as const;

export const MANEUVER_TABLE: Readonly<Record<ManeuverId, ManeuverRow>> = {
  bash: {
    ...base,
    id: "bash",
    label: "Bash",
    sizeMatters: true,
    resist: ["athletics"],
    needsShieldOrHeavyWeapon: true,
    needsReach: true,
    effect: { kind: "condition", condition: "dazed" },
    seedText:
      "You follow up with a concussive blow. The target must succeed on an Athletics test or become Dazed. You must be wielding a shield or heavy weapon to use this maneuver.",
  },
  brace: {
    ...base,
    id: "brace",
    label: "Brace",
    resist: [],
    effect: { kind: "selfCondition", condition: "braced" },
    seedText: "You ready yourself for incoming retaliation. Your next Defense test gains a boon.",
  },
  disarm: {
    ...base,
    id: "disarm",
    label: "Disarm",
    sizeMatters: true,
    resist: ["athletics", "sleightOfHand"],
    needsReach: true,
    effect: { kind: "dropItem" },
    seedText:
      "Choose an item the target is holding. It must pass an Athletics or Sleight of Hand test, or loose the item. The item lands on the floor. It the item is a weapon held with two hands or a shield, the test is made with a boon.",
  },
  feint: {
    ...base,
    id: "feint",
    label: "Feint",
    resist: [],
    ownTest: "deception",
    effect: { kind: "feint" },
    seedText:
      "You hint at a false strike. If your next action is a Strike against the same target, you gain a boon to your Fighting Style test, provided you pass a Deception test.",
  },
  precision: {
    ...base,
    id: "precision",
    label: "Precision",
    resist: [],
    strikeOnly: true,
    effect: { kind: "precision" },
    seedText:
      "You freely choose the hit location on your target and the damage die is maximized. Must be used as part of a Strike.",
  },
  push: {
    ...base,
    id: "push",
    label: "Push",
    sizeMatters: true,
    resist: ["athletics"],
    needsReach: true,
    effect: { kind: "pushed", metres: 1 },
    seedText: "You drive your foe back. The target must pass an Athletics test, or be pushed back 1m.",
  },
  trip: {
    ...base,
    id: "trip",
    label: "Trip",
    sizeMatters: true,
    resist: ["acrobatics"],
    needsReach: true,
    effect: { kind: "condition", condition: "prone" },
    seedText: "You knock your foe down. The target must pass an Acrobatics test, or be knocked prone.",
  },
};

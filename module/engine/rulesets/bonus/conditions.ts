import type { ConditionCatalog, ConditionDef } from "../../core/conditions/catalog.ts";

/**
 * Every condition the `bonus` seed names, with its mechanical effects as data. Procedures (dice, defense, damage,
 * economy) read these effects; nothing tests a condition id where an effect flag would do.
 */
export interface BonusConditionEffects {
  /** "you cannot take any actions" (Winded), unconscious, dead. */
  readonly noActions?: boolean;
  readonly noReactions?: boolean;
  /** Incapacitated: "can take no actions that require physical movement". Reactions that move are refused too. */
  readonly noPhysicalActions?: boolean;
  /** Incapacitated: "cannot dodge or defend". */
  readonly cannotDefend?: boolean;
  /** Incapacitated: "if attacked will likely be killed outright" (shown to the GM; no automatic kill). */
  readonly helpless?: boolean;
  /** Steps added to every bonus die of action and effect rolls (Wounded: -1, "move down one step"). */
  readonly bonusDieSteps?: number;
  /** Wounded: "you no longer recover Durability quickly" — no Durability at the recovery phase. */
  readonly noDurabilityRecovery?: boolean;
  /** Multiplier of Speed "for calculating your movement and your Bonus Dice to Defense" (prone: 1/4). */
  readonly speedFactor?: number;
  /** Challenges on ranged attacks against the holder (prone: "ranged attacks against you are made with a Challenge") */
  readonly rangedAttackerChallenges?: number;
  /** Vigor off defensive reactions (Defend: "reducing the Vigor cost of defensive reactions … by 2"). */
  readonly defensiveReactionDiscount?: number;
  /** Round 1 only: the holder's action count is set to this (Ambushed: "may only take 1 action"). */
  readonly firstRoundActions?: number;
  /** Round 1 only: extra actions (Ambushers "gain 1 extra action for the first round"). */
  readonly firstRoundExtraActions?: number;
  /** Bonus dice added to the opening initiative roll (Over Watch, from the expected vector). */
  readonly initiativeBonusDice?: number;
  /** Shock: dies when the rounds (= Stamina) run out, and "any additional damage … killed outright". */
  readonly deathCountdown?: boolean;
  readonly killedByAnyDamage?: boolean;
  /** Stabilized: no death countdown. */
  readonly stopsDeathCountdown?: boolean;
  /** A readied action may be taken as a reaction before the holder's next turn. */
  readonly readiedAction?: boolean;
}

export type BonusConditionDef = ConditionDef<BonusConditionEffects>;

const def = (
  id: string,
  label: string,
  implies: readonly string[],
  effects: BonusConditionEffects,
): BonusConditionDef => ({
  id,
  label,
  implies,
  effects,
});

export const BONUS_CONDITION_IDS = [
  "wounded",
  "winded",
  "prone",
  "shock",
  "stabilized",
  "unconscious",
  "incapacitated",
  "bound",
  "pinned",
  "dead",
  "ambushed",
  "ambusher",
  "overWatch",
  "defending",
  "readied",
] as const;
export type BonusConditionId = (typeof BONUS_CONDITION_IDS)[number];

/**
 * The catalog. Implications (parents keep their daughters): Shock → Unconscious ("When your Health is reduced to 0,
 * you lose consciousness"); Stabilized → Unconscious ("you remain unconscious until you recover at least 1 point of
 * health"); Unconscious, Bound, Pinned → Incapacitated ("incapacitated can mean unconscious, bound or tided, or
 * pined", sic); Dead → Incapacitated.
 */
export const BONUS_CONDITIONS: ConditionCatalog<BonusConditionEffects> &
  Readonly<Record<BonusConditionId, BonusConditionDef>> = {
  wounded: def("wounded", "Wounded", [], { bonusDieSteps: -1, noDurabilityRecovery: true }),
  winded: def("winded", "Winded", [], { noActions: true, noReactions: true }),
  prone: def("prone", "Knocked Down (Prone)", [], { speedFactor: 0.25, rangedAttackerChallenges: 1 }),
  shock: def("shock", "Shock", ["unconscious"], { deathCountdown: true, killedByAnyDamage: true }),
  stabilized: def("stabilized", "Stabilized", ["unconscious"], { stopsDeathCountdown: true }),
  unconscious: def("unconscious", "Unconscious", ["incapacitated"], { noActions: true, noReactions: true }),
  incapacitated: def("incapacitated", "Incapacitated", [], {
    noPhysicalActions: true,
    cannotDefend: true,
    helpless: true,
  }),
  bound: def("bound", "Bound", ["incapacitated"], {}),
  pinned: def("pinned", "Pinned", ["incapacitated"], {}),
  dead: def("dead", "Dead", ["incapacitated"], { noActions: true, noReactions: true }),
  ambushed: def("ambushed", "Ambushed", [], { firstRoundActions: 1 }),
  ambusher: def("ambusher", "Ambusher", [], { firstRoundExtraActions: 1 }),
  overWatch: def("overWatch", "Over Watch", [], { initiativeBonusDice: 1 }),
  defending: def("defending", "Defending", [], { defensiveReactionDiscount: 2 }),
  readied: def("readied", "Readied Action", [], { readiedAction: true }),
};

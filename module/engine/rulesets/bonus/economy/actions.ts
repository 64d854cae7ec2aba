import type { ActionSpec } from "../../../core/economy/actions.ts";

/**
 * The `bonus` action list: "On your turn, you can take the following actions". Costs are in the `actions` pool
 * (and Vigor where the seed says so); everything here is checked cell by cell in the tests.
 */
export const BONUS_ACTION_IDS = [
  "attack",
  "defend",
  "escape",
  "move",
  "ready",
  "useAbility",
  "useItem",
  "useSkill",
  "emergencyAid",
  "standUp",
] as const;
export type BonusActionId = (typeof BONUS_ACTION_IDS)[number];

export interface BonusActionSpec extends ActionSpec {
  readonly id: BonusActionId;
  /**
   * Needs physical movement, so an incapacitated creature cannot take it ("can take no actions that require
   * physical movement"). "varies": the ability, item or skill used decides (a Social skill needs no movement).
   */
  readonly physical: boolean | "varies";
  /** "you create an opening": adjacent enemies may Take Opening. */
  readonly createsOpening: boolean;
  /** May be combined with an Off-hand attack for 8 Vigor. */
  readonly allowsOffHand: boolean;
}

export const BONUS_ACTIONS: readonly BonusActionSpec[] = [
  // "You make an attack with a weapon in hand or with your own natural weapons."
  { id: "attack", label: "Attack", cost: { actions: 1 }, physical: true, createsOpening: false, allowsOffHand: true },
  // "reducing the Vigor cost of defensive reactions until the beginning of your next turn by 2"
  { id: "defend", label: "Defend", cost: { actions: 1 }, physical: true, createsOpening: false, allowsOffHand: false },
  // "You flee from combat. … you create an opening when you flee."
  { id: "escape", label: "Escape", cost: { actions: 1 }, physical: true, createsOpening: true, allowsOffHand: false },
  // "You move your combat movement distance, this is 1 foot per point of your Speed Score."
  { id: "move", label: "Move", cost: { actions: 1 }, physical: true, createsOpening: false, allowsOffHand: false },
  // "you set a condition you are waiting for … before the beginning of your next turn"
  {
    id: "ready",
    label: "Ready",
    cost: { actions: 1 },
    physical: "varies",
    createsOpening: false,
    allowsOffHand: false,
  },
  // "Some abilities require more than one action to use, and most consume Vigor or Mana." Off-hand: "or use a light
  // weapon technique" (the technique says so; the caller passes offHand only for those).
  {
    id: "useAbility",
    label: "Use Ability",
    cost: { actions: 1 },
    multiTurn: true,
    physical: "varies",
    createsOpening: false,
    allowsOffHand: true,
  },
  {
    id: "useItem",
    label: "Use Item",
    cost: { actions: 1 },
    physical: true,
    createsOpening: false,
    allowsOffHand: false,
  },
  {
    id: "useSkill",
    label: "Use Skill",
    cost: { actions: 1 },
    physical: "varies",
    createsOpening: false,
    allowsOffHand: false,
  },
  // "You may also perform emergency aid on a wounded or injured creature, using 2 Actions"
  {
    id: "emergencyAid",
    label: "Emergency Aid",
    cost: { actions: 2 },
    multiTurn: true,
    physical: true,
    createsOpening: false,
    allowsOffHand: false,
  },
  // "You must take one action to stand on your turn to end this stance, however, this will provide an opening"
  {
    id: "standUp",
    label: "Stand Up",
    cost: { actions: 1 },
    physical: true,
    createsOpening: true,
    allowsOffHand: false,
  },
];

/** "you may consume 8 Vigor to make an Off-Hand attack as part of the same action" */
export const OFF_HAND_VIGOR = 8;
/** "The Off-Hand attack suffers a 2 Challenge penalty to your Bonus Dice to hit and damage." (dice rules read it) */
export const OFF_HAND_CHALLENGES = 2;
/** "You begin with 2 Actions." */
export const BASE_ACTIONS_PER_TURN = 2;
/** Move: "1 foot per point of your Speed Score" per Move action. */
export const FEET_PER_SPEED_POINT = 1;

import type { ActionSpec } from "../../../core/economy/actions.ts";

/**
 * The action tables (seed 002): Basic Actions ("everything you need for a basic battle"), Advanced Actions, and
 * Cinematic Actions ("a Cinematic Action (3AP) … costs 3 Narrative Momentum"). Costs are in the `ap` and `nm` pools.
 * Two rows are Fray's, marked `group: "fray"`: shaking off a climber (the seed's "by using an action (2 AP)") and
 * breaking free of a grab (mirrors it; docs/rules/momentum.md).
 */
export const MOMENTUM_ACTION_IDS = [
  "attack",
  "defend",
  "interact",
  "move",
  "sprint",
  "stabilize",
  "switchPlaces",
  "switchWeapons",
  "takingCover",
  "useItem",
  "blind",
  "climb",
  "command",
  "disarm",
  "grab",
  "hide",
  "shove",
  "trip",
  "cinematicAction",
  "shakeOff",
  "breakFree",
  "useAbility",
] as const;
export type MomentumActionId = (typeof MOMENTUM_ACTION_IDS)[number];

export type ActionGroup = "basic" | "advanced" | "cinematic" | "fray";

export interface MomentumActionSpec extends ActionSpec {
  readonly id: MomentumActionId;
  readonly group: ActionGroup;
  /** May be taken for free once per turn (Interact with Target and Switch Weapons share the one free use). */
  readonly freeOncePerTurn: boolean;
  /** Movement gained, in multiples of Basic Movement (Move 1, Sprint 4). */
  readonly movementGain: number;
  /** Weapon attacks the action grants for the rest of the turn. */
  readonly attacksGranted: number;
  /** The seed's description, abridged. */
  readonly seedText: string;
}

const action = (
  id: MomentumActionId,
  label: string,
  group: ActionGroup,
  ap: number,
  seedText: string,
  extra: Partial<Pick<MomentumActionSpec, "freeOncePerTurn" | "movementGain" | "attacksGranted" | "cost">> = {},
): MomentumActionSpec => ({
  id,
  label,
  group,
  cost: { ap },
  freeOncePerTurn: false,
  movementGain: 0,
  attacksGranted: 0,
  seedText,
  ...extra,
});

export const MOMENTUM_ACTIONS: readonly MomentumActionSpec[] = [
  action("attack", "Attack", "basic", 2, "You can make one weapon attack.", { attacksGranted: 1 }),
  action(
    "defend",
    "Defend",
    "basic",
    2,
    "Attack rolls against you have disadvantage, and you have advantage on all your DR",
  ),
  action("interact", "Interact with Target", "basic", 1, "a simple and quick interaction with an object or creature", {
    freeOncePerTurn: true,
  }),
  action("move", "Move", "basic", 1, "You increase your movement by an amount equal to your Basic Movement.", {
    movementGain: 1,
  }),
  action(
    "sprint",
    "Sprint",
    "basic",
    3,
    "increase your movement by an amount equal to four times your Basic Movement",
    {
      movementGain: 4,
    },
  ),
  action("stabilize", "Stabilize", "basic", 3, "a First Aid Check against 8 … remove the Bleeding Status Effect"),
  action("switchPlaces", "Switch Places", "basic", 1, "switch places with an ally … They must use a reaction (1 RP)"),
  action(
    "switchWeapons",
    "Switch Weapons",
    "basic",
    1,
    "change the weapons/shields and equipment that you are wielding",
    {
      freeOncePerTurn: true,
    },
  ),
  action("takingCover", "Taking Cover", "basic", 1, "Your Evasion increases by 2 and your DR by 1 … in half cover"),
  action("useItem", "Use Item", "basic", 3, "Use a non-ability consumable, such as a stimulant."),
  action("blind", "Blind", "advanced", 2, "try to blind a target within 1 m of you until the end of their next turn"),
  action("climb", "Climb", "advanced", 2, "try to climb onto a target … at least one size category larger than you"),
  action("command", "Command", "advanced", 1, "take direct control over all of your summons until your next turn"),
  action("disarm", "Disarm", "advanced", 2, "force a target … to drop one item that it is holding in their hand"),
  action("grab", "Grab", "advanced", 2, "try to grab a target within 1 m of you with a free hand"),
  action("hide", "Hide", "advanced", 2, "try to hide from all enemies if none of them sees you"),
  action("shove", "Shove", "advanced", 1, "try to move a target within 1 m of you up to 1 m"),
  action("trip", "Trip", "advanced", 2, "try to knock a target within 1 m of you Prone"),
  action(
    "cinematicAction",
    "Cinematic Action",
    "cinematic",
    3,
    "a Cinematic Action (3AP) … costs 3 Narrative Momentum",
    {
      cost: { ap: 3, nm: 3 },
    },
  ),
  action("shakeOff", "Shake Off", "fray", 2, "It can try to shake you off by using an action (2 AP)"),
  action("breakFree", "Break Free", "fray", 2, "(Fray) repeat the Grab's Skill Checks to end it, as for Shake Off"),
  // Abilities cost what the Ability says; 0 here, the caller passes the Ability's AP.
  action("useAbility", "Use Ability", "fray", 0, "(Fray) an Ability, at the AP cost the Ability states"),
];

/** Reactions: RP spent outside your own turn. */
export const MOMENTUM_REACTIONS = {
  /** "a Cinematic Reaction (2RP)" for 3 Narrative Momentum. */
  cinematicReaction: { rp: 2, nm: 3 },
  /** Switch Places: "They must use a reaction (1 RP), or this action fails." */
  switchPlaces: { rp: 1 },
  /** Cooperative Cinematic Action: "Each character beyond the first has to perform a reaction (2 RP)". */
  cooperativeParticipant: { rp: 2, nm: 2 },
} as const;

/** "Each participant gets three Action Points (AP) during their turn." */
export const AP_PER_TURN = 3;
/** "Each participant also gains two Reaction Points (RP) for the whole round." */
export const RP_PER_ROUND = 2;
/** "Basic Movement (usually 3 m)". */
export const DEFAULT_BASIC_MOVEMENT_M = 3;

export function findMomentumAction(id: string): MomentumActionSpec | undefined {
  return MOMENTUM_ACTIONS.find((a) => a.id === id);
}

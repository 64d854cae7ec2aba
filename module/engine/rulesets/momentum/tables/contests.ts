import type { SkillId } from "./skills.ts";

/**
 * The Skill contests of the Advanced Actions and of movement (seed 002), as data: which skills each side may use,
 * the size limits, and whether size grants advantage ("If the target is larger than you are, they gain advantage on
 * their check. If they are smaller, you gain an advantage on your check."). The acting side always has to beat the
 * other side (Disarm says so outright: "You succeed if you roll higher than your target"); see dice/check.ts.
 */
export const CONTEST_IDS = [
  "blind",
  "climb",
  "disarm",
  "grab",
  "hide",
  "shove",
  "trip",
  "moveThroughEnemy",
  "shakeOff",
  "breakFree",
] as const;
export type ContestId = (typeof CONTEST_IDS)[number];

export interface ContestRow {
  readonly id: ContestId;
  /** Skills the acting creature may roll. */
  readonly actorSkills: readonly SkillId[];
  /** Skills the opposing creature may roll. */
  readonly targetSkills: readonly SkillId[];
  /** The target may be at most this many size categories above the actor. */
  readonly maxSizeAbove?: number;
  /** The target must be at least this many size categories above the actor (Climb). */
  readonly minSizeAbove?: number;
  /** Size difference gives advantage to the larger side's check. */
  readonly sizeEdges: boolean;
  /** Reach in metres ("within 1 m of you"); undefined when not ranged (Hide, moving through a space). */
  readonly rangeM?: number;
  /** Needs a free hand ("with a free hand"; Climb: "or the ability to climb without using your hands"). */
  readonly freeHand: boolean;
  readonly seedText: string;
}

const ATHLETICS_OR_FORCE: readonly SkillId[] = ["athletics", "rawForce"];
const RESIST_BODY: readonly SkillId[] = ["athletics", "rawForce", "nimbleness"];
const CLIMB_ACTOR: readonly SkillId[] = ["athletics", "nimbleness"];
const CLIMB_TARGET: readonly SkillId[] = ["athletics", "rawForce", "nimbleness", "quickFingers"];

export const CONTEST_TABLE: Readonly<Record<ContestId, ContestRow>> = {
  blind: {
    id: "blind",
    actorSkills: ["quickFingers", "nimbleness"],
    targetSkills: ["improvisation", "endurance"],
    maxSizeAbove: 1,
    sizeEdges: true,
    rangeM: 1,
    freeHand: false,
    seedText: "a Quick Fingers or Nimbleness Check against the target's Improvisation or Endurance Check",
  },
  climb: {
    id: "climb",
    actorSkills: CLIMB_ACTOR,
    targetSkills: CLIMB_TARGET,
    minSizeAbove: 1,
    sizeEdges: false,
    rangeM: 1,
    freeHand: true,
    seedText:
      "an Athletics or Nimbleness check against the target's Athletics, Raw Force, Nimbleness, or Quick Fingers",
  },
  disarm: {
    id: "disarm",
    actorSkills: ["athletics", "nimbleness", "rawForce", "quickFingers"],
    targetSkills: ["athletics", "nimbleness", "rawForce", "quickFingers"],
    sizeEdges: false,
    rangeM: 1,
    freeHand: false,
    seedText: "an Athletics, Nimbleness, Raw Force, or Quick Finger Check. You succeed if you roll higher",
  },
  grab: {
    id: "grab",
    actorSkills: ATHLETICS_OR_FORCE,
    targetSkills: RESIST_BODY,
    maxSizeAbove: 1,
    sizeEdges: true,
    rangeM: 1,
    freeHand: true,
    seedText: "an Athletics or Raw Force Check against the target's Athletics, Raw Force, or Nimbleness Check",
  },
  hide: {
    id: "hide",
    actorSkills: ["stealth"],
    targetSkills: ["perception"],
    sizeEdges: false,
    freeHand: false,
    seedText: "You successfully hide if you beat their Perception Check with your Stealth Check.",
  },
  shove: {
    id: "shove",
    actorSkills: ATHLETICS_OR_FORCE,
    targetSkills: RESIST_BODY,
    maxSizeAbove: 1,
    sizeEdges: true,
    rangeM: 1,
    freeHand: false,
    seedText: "an Athletics or Raw Force Check against the target's Athletics, Raw Force, or Nimbleness Check",
  },
  trip: {
    id: "trip",
    actorSkills: ATHLETICS_OR_FORCE,
    targetSkills: ["athletics", "nimbleness"],
    maxSizeAbove: 1,
    sizeEdges: true,
    rangeM: 1,
    freeHand: false,
    seedText: "an Athletics or Raw Force check against the target's Athletics or Nimbleness Check",
  },
  moveThroughEnemy: {
    id: "moveThroughEnemy",
    actorSkills: ["rawForce", "athletics", "nimbleness"],
    targetSkills: ATHLETICS_OR_FORCE,
    sizeEdges: false,
    freeHand: false,
    seedText: "a Raw Force, Athletics, or Nimbleness check against a Raw Force or Athletics check made by the enemy",
  },
  // The climber stays the side that must win: "will shake you off successfully if you fail the Skill Check".
  shakeOff: {
    id: "shakeOff",
    actorSkills: CLIMB_ACTOR,
    targetSkills: CLIMB_TARGET,
    sizeEdges: false,
    freeHand: false,
    seedText: "It can try to shake you off by using an action (2 AP) repeating the Skill Checks",
  },
  // Fray's: the grabber must win the Grab's checks again, as the climber must for Shake Off.
  breakFree: {
    id: "breakFree",
    actorSkills: ATHLETICS_OR_FORCE,
    targetSkills: RESIST_BODY,
    sizeEdges: true,
    freeHand: false,
    seedText: "(Fray) repeat the Grab's Skill Checks; the grab ends if the grabber fails",
  },
};

import type { DiceRequest } from "../../../core/dice/request.ts";
import { clearDirect } from "../../../core/conditions/mutate.ts";
import { isActive } from "../../../core/conditions/state.ts";
import type { LevelledAffliction, WoundsCreature } from "../creature.ts";
import { healingKitModifier, skillCheckRequest } from "../dice/skill-check.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { TREAT_WOUND_TN } from "../tables/wound-tns.ts";
import type { WoundsActor } from "../status.ts";
import { shiftWoundLevel } from "../tables/wound-levels.ts";

/**
 * Treat Condition (seed 004): "Choose one of the following effects currently affecting the target: bleeding, burning,
 * hobbled, or poisoned. Make a Lor [Healing] check with any appropriate specialization against the effect's TN. On a
 * success, you end a hobbled effect, reduce a poison's effect as detailed in the poison's description, or reduce the
 * level of bleeding or burning by one step plus one step for every 2 points by which your check exceeds the TN,
 * removing it completely if the level is reduced below light. You have a -5 penalty to your check if you do not have a
 * healing kit in hand." (The kit penalty is `healingKitModifier`.)
 */
export const TREATABLE = ["bleeding", "burning", "hobbled", "poisoned"] as const;
export type Treatable = (typeof TREATABLE)[number];

export function treatConditionNotation(specialization?: string): string {
  return specialization === undefined ? "Lor [Healing]" : `Lor [Healing/${specialization}]`;
}

export interface TreatConditionOutcome {
  readonly actor: WoundsActor;
  readonly success: boolean;
  /** Poisoned: the poison's own description says what a success reduces. */
  readonly poisonReduced?: boolean;
}

function lowerAffliction(c: WoundsCreature, which: LevelledAffliction, steps: number): WoundsCreature {
  const level = c.afflictions[which];
  if (level === undefined) return c;
  const to = shiftWoundLevel(level, -steps);
  const others = Object.fromEntries(Object.entries(c.afflictions).filter(([key]) => key !== which));
  return { ...c, afflictions: to === undefined ? others : { ...others, [which]: to } };
}

function affected(actor: WoundsActor, which: Treatable): boolean {
  if (which === "bleeding" || which === "burning") return actor.creature.afflictions[which] !== undefined;
  return actor.creature.conditionTns[which] !== undefined || isActive(actor.conditions, which);
}

/** "you end a hobbled effect": the status and the TN it carried both go. */
function endHobbled(actor: WoundsActor): WoundsActor {
  const conditionTns = Object.fromEntries(
    Object.entries(actor.creature.conditionTns).filter(([id]) => id !== "hobbled"),
  );
  return {
    creature: { ...actor.creature, conditionTns },
    conditions: clearDirect(actor.conditions, "hobbled").state.state,
  };
}

/** `margin` is check total − the effect's TN. */
export function treatCondition(
  actor: WoundsActor,
  which: Treatable,
  margin: number,
): WoundsOutcome<TreatConditionOutcome> {
  if (!affected(actor, which)) {
    return refuse({ actor, success: false }, { code: "notAffected", message: `The target is not ${which}.` });
  }
  if (margin < 0) return { ok: true, state: { actor, success: false } };
  if (which === "hobbled") return { ok: true, state: { actor: endHobbled(actor), success: true } };
  if (which === "poisoned") return { ok: true, state: { actor, success: true, poisonReduced: true } };
  const steps = 1 + Math.floor(margin / 2);
  return {
    ok: true,
    state: { actor: { ...actor, creature: lowerAffliction(actor.creature, which, steps) }, success: true },
  };
}

/**
 * "against the effect's TN": the excerpt gives bleeding and burning levels on the wound ladder (decision 32) and no
 * table of their own, so a bleeding or burning effect's TN is the Treat Wound TN of its level (decision 154);
 * undefined when the creature is not affected.
 */
export function afflictionTn(c: WoundsCreature, which: LevelledAffliction): number | undefined {
  const level = c.afflictions[which];
  return level === undefined ? undefined : TREAT_WOUND_TN[level];
}

/**
 * The TN of a hobbled or poisoned effect whose cause gave none (given by hand, or from before Fray stored it): the
 * excerpt's TNs come from the cause ("a poison's description"), so Fray takes the Treat Wound TN of a moderate wound,
 * the middle of its ladder (decision 156).
 */
export const UNCAUSED_TN = TREAT_WOUND_TN.moderate;

/**
 * "against the effect's TN", for any of the four: bleeding's and burning's from their level (`afflictionTn`), hobbled's
 * and poisoned's the one their cause gave when it was applied (decision 156); undefined when not affected.
 */
export function treatableTn(c: WoundsCreature, which: Treatable): number | undefined {
  return which === "bleeding" || which === "burning" ? afflictionTn(c, which) : c.conditionTns[which];
}

/** The Lor [Healing] check against `tn`, −5 without a healing kit. */
export function treatConditionRequest(
  healer: WoundsCreature,
  tn: number,
  hasKit: boolean,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return skillCheckRequest(
    healer,
    {
      notation: treatConditionNotation(),
      label: "Treat Condition",
      modifiers: healingKitModifier(hasKit),
      tn,
      tnSource: "Effect TN",
    },
    options,
  );
}

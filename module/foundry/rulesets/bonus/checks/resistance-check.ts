/**
 * Resistance checks (seed 000): "When you are under the effect of another force and you choose to struggle against it,
 * you make a Resistance check … you will add one of your relevant Ability Score bonuses" — the ability the effect
 * names ("Attacks that call for a Resistance check will specify the Ability Score used to resist the effect") — and
 * "If you have general bonuses to your Resistance from talents or class abilities, you always add this bonus": the
 * dice of every skill or talent marked "Adds to Resistance checks". Against the VS the table sets, as skill checks
 * are (rules page decision 53). Plain data in, the engine's request out.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { BonusAbility } from "../../../../engine/rulesets/bonus/creature.ts";
import { resistanceRequest } from "../../../../engine/rulesets/bonus/dice/resistance.ts";
import { bonusDiceFor, type BonusDiceItem } from "../bonus-dice.ts";
import { situationAdjustments } from "../situation-steps.ts";

export interface ResistanceChecker {
  readonly abilities: Readonly<Record<BonusAbility, number>>;
  readonly items: readonly BonusDiceItem[];
  readonly wounded: boolean;
}

/** `situation`: the check's Charges (positive) or Challenges (negative), situation-steps.ts. */
export function resistanceCheckFor(
  checker: ResistanceChecker,
  ability: BonusAbility,
  vs: number,
  situation = 0,
): DiceRequest {
  return resistanceRequest({
    ...situationAdjustments(situation),
    ability,
    abilities: checker.abilities,
    generalDice: bonusDiceFor(checker.items, "resistance"),
    vs,
    wounded: checker.wounded,
  });
}

/**
 * The mark of a Strike made as an Opportunity Attack (combat/opportunity.ts): a roll-dialog choice the GM's prompt sets
 * and the dialog shows locked. "An opportunity attack is a special kind of melee Strike you can perform as a
 * reaction": a ranged weapon is refused (attack/strike.ts), and being a reaction, not a "next action", it neither gets
 * a Feint's boon nor ends the Feint (rules page decision 9). It only ever costs the attacker, so a forged mark on a
 * card gains nothing.
 */
import type { RollChoices } from "../../../combat-room.ts";

export const OPPORTUNITY_CHOICE = "opportunityAttack";

export function isOpportunity(choices: RollChoices): boolean {
  return choices[OPPORTUNITY_CHOICE] === true;
}

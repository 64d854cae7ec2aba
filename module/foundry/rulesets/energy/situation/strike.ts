/**
 * How a melee attack is struck, as an exclusive roll-dialog group (seed): the full attack ("a series of strikes
 * intended to circumvent the guard of an opponent", 3 Energy, 2 unarmed, the group's "none"), a Swift Attack ("if the
 * attack is a melee attack, it only takes 1 Energy to perform"; "You may only make one Swift Attack per Round"), or
 * the single strike ("A single strike against something that cannot defend … 1 Energy may be all that is needed to
 * make a hit. This can count as a Swift Attack, but does not have to"). The choice sets the attack's spend
 * (combat-room.ts `attackSpend`, combat/requests.ts) and is checked against the target when the attack is planned,
 * so the GM's re-plan of the card refuses the same (decision 69).
 */
import { whySwiftAttackNotAllowed } from "../../../../engine/rulesets/energy/economy/interrupts.ts";
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { Refusal, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { ENERGY_MODIFIER_KEYS } from "./catalog.ts";

export const STRIKE_CHOICES = ["swift", "singleStrike"] as const;
/**
 * The Swift Attack on a creature moving through Reach: only the attack of that prompt (combat/swift-through-reach.ts)
 * starts with it, so the dialog shows it alone, locked; its opening (Reach, facing) was the GM's reading of the move.
 */
export const SWIFT_REACH = "swiftReach";
export type StrikeChoice = (typeof STRIKE_CHOICES)[number] | typeof SWIFT_REACH;

const GROUP = "strike";
const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;

/** The strike chosen; undefined: the full attack. */
export function strikeChosen(choices: RollChoices): StrikeChoice | undefined {
  if (choices[SWIFT_REACH] === true) return SWIFT_REACH;
  return STRIKE_CHOICES.find((c) => choices[c] === true);
}

const row = (id: StrikeChoice, on: boolean, locked: boolean): RollModifier => ({
  id,
  kind: "strike",
  label: { key: `${ENERGY_MODIFIER_KEYS}.${id}` },
  effect: { key: `${ENERGY_MODIFIER_KEYS}.effect.${id}` },
  on,
  locked,
  group: GROUP,
  groupLegend: { key: `${ENERGY_MODIFIER_KEYS}.Group.${GROUP}` },
  groupNone: { key: `${ENERGY_MODIFIER_KEYS}.Group.${GROUP}None` },
});

/** The dialog's rows (melee and unarmed attacks only). */
export function strikeRows(choices: RollChoices): RollModifier[] {
  const chosen = strikeChosen(choices);
  if (chosen === SWIFT_REACH) return [row(SWIFT_REACH, true, true)];
  return STRIKE_CHOICES.map((id) => row(id, chosen === id, false));
}

/**
 * Why this strike may not be made against this target, or undefined when it may. "You may make Swift Attacks against
 * creatures who are Unguarded, completely unaware of your attack, or unable to obstruct or avoid your attack": the
 * target's Unguarded (Surprised, Unconscious … imply it) or its being unable to roll Evasion (`helpless`) opens it;
 * an unaware target is the GM's to mark Surprised. The single strike needs a target that cannot defend.
 */
export function whyStrikeRefused(strike: StrikeChoice, target: EnergyActor, helpless: boolean): Refusal | undefined {
  if (strike === SWIFT_REACH) return undefined;
  if (strike === "singleStrike") return helpless ? undefined : { refused: `${REFUSAL}.singleStrikeNotAllowed` };
  const why = whySwiftAttackNotAllowed(target, helpless ? "cannotAvoid" : "unguarded", true);
  return why ? { refused: `${REFUSAL}.swiftAttackNotAllowed` } : undefined;
}

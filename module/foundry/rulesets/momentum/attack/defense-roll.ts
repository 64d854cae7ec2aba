/**
 * An Ability the target resists (seed 002): "the target needs to defend themselves against the effects. The target
 * must make a Defense Roll (DR) … They succeed on their DR if they roll at least as high as the DR Power of the
 * creature targeting them. The DR Power is equal to the Primary Stat of the creature." "A creature can choose to fail
 * their own DR. Objects automatically fail all DR."
 *
 * The user rolls nothing, so the card's first roll is a declaration: no dice, the DR Power as its number and the DR
 * kind as what it stands against. The target's owner then rolls the DR from the card (or takes the hit: choosing to
 * fail); the effect lands unless the DR succeeds.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { isObject, type MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import { coverDefenseRollBonuses } from "../../../../engine/rulesets/momentum/defense/evasion.ts";
import {
  defenseRollEdges,
  defenseRollRequest,
  drPower,
} from "../../../../engine/rulesets/momentum/dice/defense-roll.ts";
import { defenseRollProbability } from "../../../../engine/rulesets/momentum/dice/odds.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import { DEFENSE_ROLL_KINDS, type DefenseRollKind } from "../../../../engine/rulesets/momentum/tables/defense-rolls.ts";
import type { PlannedAttack, RollChoices } from "../../../combat-room.ts";
import { chosen } from "./modifiers.ts";
import type { AttackParty, MomentumTarget } from "./parties.ts";

const POWER = "DR Power";

function declaration(label: string, kind: DefenseRollKind, power: number): DiceRequest {
  return {
    label,
    groups: [],
    modifiers: [{ source: POWER, value: power }],
    target: { kind: "meet", value: power, source: kind },
  };
}

/** The DR kind a card's first roll calls for; undefined when it is an attack roll. */
export function declaredDefenseRoll(first: Pick<RollResult, "groups" | "target">): DefenseRollKind | undefined {
  if (first.groups.length > 0) return undefined;
  const kind = first.target?.source;
  return DEFENSE_ROLL_KINDS.find((k) => k === kind);
}

/**
 * The target's DR against `power`, with its advantage (Defending: "you have advantage on all your DR") and, when the
 * row was made against a target in half cover, the cover's DR: half cover "increases all of your DR by 1 against all
 * effects that come from that same direction", Taking Cover "your DR by 1, as long as you are in half cover" (the
 * engine's `coverDefenseRollBonuses`, rules page decision 120). Each is a named modifier of the roll's breakdown.
 */
export function targetDefenseRoll(
  defender: MomentumActor,
  kind: DefenseRollKind,
  power: number,
  halfCover: boolean,
  options: MomentumOptions,
): DiceRequest {
  const cover = halfCover ? "half" : "none";
  // Only a ranged Ability offers the cover row (modifiers.ts): melee attacks "ignore cover".
  const bonuses = coverDefenseRollBonuses(defender, { ranged: true, cover });
  const edges = defenseRollEdges(defender);
  return defenseRollRequest({ kind, defender: defender.creature, power, edges, bonuses }, options);
}

/** The plan of a resisted Ability: the effect lands with the chance the target's DR fails. */
export function planResistedAbility(
  user: AttackParty,
  name: string,
  kind: DefenseRollKind,
  target: MomentumTarget,
  choices: RollChoices,
  options: MomentumOptions,
): PlannedAttack {
  const power = drPower(user.actor.creature);
  const request = declaration(name, kind, power);
  if (isObject(target.actor.creature)) return { request, against: power, hitChance: 1, settles: () => "hit" };
  const dr = targetDefenseRoll(target.actor, kind, power, chosen(choices, "halfCover"), options);
  return { request, against: power, hitChance: 1 - defenseRollProbability(dr) };
}

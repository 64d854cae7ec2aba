/**
 * The defender's Evasion roll against one attack, as the engine sets it up (`defenseSetup`): Evasion against melee,
 * Unarmed Evasion with Disadvantage from where the defender is not facing, Ranged Evasion (1d4*) against ranged and
 * thrown attacks, with the shield only "if facing the attack". Shared by the melee and ranged plans, so the odds on
 * the sheet and the roll made from the card come from one setup. A Combat Maneuver's Fortitude roll ("a Fortitude
 * roll which must be higher than your AV") is set up the same way, with `targets: "fortitude"`.
 */
import { energyOptions } from "./rule-variants.ts";
import { defenseRollPlan } from "../../../engine/rulesets/energy/dice/defense.ts";
import { defenseSetup, type DefenseSituation } from "../../../engine/rulesets/energy/attack/situation.ts";
import { defenseValue } from "../../../engine/rulesets/energy/defense/values.ts";
import { defenseGear } from "./derive.ts";
import type { EnergyActorView } from "./documents.ts";
import { toEnergyActor } from "./sources.ts";

export interface EvasionSituation {
  readonly ranged: boolean;
  /** The attacker stands where the defender is not facing. */
  readonly fromBehind: boolean;
  /** A Combat Maneuver against a target that is not Exposed: "Advantage on their first Defense roll". */
  readonly maneuverAdvantage?: boolean;
}

function defensePlan(view: EnergyActorView, situation: DefenseSituation) {
  const actor = toEnergyActor(view.source, view.statuses, view.suppressed);
  const setup = defenseSetup(actor, situation);
  const gear = defenseGear(view.gear, actor.creature.martial.level, setup.shieldFacing);
  const options = energyOptions();
  const value = defenseValue(actor.creature, setup.kind, gear, options).total;
  return { setup, plan: defenseRollPlan({ kind: setup.kind, value, edge: setup.edge.edge }, options) };
}

export function evasionPlan(view: EnergyActorView, situation: EvasionSituation) {
  return defensePlan(view, situation);
}

/** The target's Fortitude roll against a Combat Maneuver (no facing or shield enters it). */
export function fortitudePlan(view: EnergyActorView) {
  return defensePlan(view, { targets: "fortitude", ranged: false, fromBehind: false });
}

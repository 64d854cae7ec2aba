import type { DefenseKind } from "../defense/values.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { conditionWith, disadvantageFrom } from "../economy/status.ts";
import type { RangeBandId } from "../geometry/range.ts";
import { advantage, disadvantage, netEdge, type EdgeSource, type NetEdge } from "../support/edge.ts";

/**
 * Who rolls what, with which edge, when one creature attacks another. Sources are named so the card can show them;
 * Advantage and Disadvantage cancel, and several of one kind are still one (support/edge.ts).
 */
export type TargetedDefense = "evasion" | "fortitude" | "will";

export interface DefenseSituation {
  /** "Note: If an attack doesn't specify a Defense to target, assume it is Evasion." */
  readonly targets?: TargetedDefense;
  readonly ranged: boolean;
  /** The attacker is where the defender is not facing. */
  readonly fromBehind: boolean;
  /** A Combat Maneuver that is not a Swift Attack against a target that is not Exposed: "the target has Advantage
   * on their first Defense roll of the Combat Maneuver". */
  readonly maneuverAdvantage?: boolean;
  /** Trip: "If the target is moving during the attack, it has a Disadvantage on the Fortitude saving throw." */
  readonly movingVsTrip?: boolean;
  /** The GM grants the hit (a completely unaware target of a point-blank attack). */
  readonly unaware?: boolean;
}

export interface DefenseRollSetup {
  readonly kind: DefenseKind;
  readonly edge: NetEdge;
  /** False when no Defense roll is made: unconscious ("automatically hit"), or the GM ruled it unaware. */
  readonly rolls: boolean;
  /** Defending: "You now win ties on your Defenses." */
  readonly winsTies: boolean;
  /** The shield counts against this attack (not from behind). */
  readonly shieldFacing: boolean;
}

function evasionKind(s: DefenseSituation): DefenseKind {
  if (s.ranged) return "rangedEvasion";
  return s.fromBehind ? "unarmedEvasion" : "evasion";
}

export function defenseSetup(defender: EnergyActor, s: DefenseSituation): DefenseRollSetup {
  const targets = s.targets ?? "evasion";
  const kind = targets === "evasion" ? evasionKind(s) : targets;
  const evasive = targets === "evasion";
  const sources: EdgeSource[] = disadvantageFrom(defender, evasive ? "evasion" : "defense").map((c) => disadvantage(c));
  if (evasive && s.fromBehind) sources.push(disadvantage("attacked from behind"));
  if (s.maneuverAdvantage === true) sources.push(advantage("Combat Maneuver against a target not Exposed"));
  if (s.movingVsTrip === true && targets === "fortitude") sources.push(disadvantage("moving during a Trip"));
  const cannot = conditionWith(defender, "cannotDefend") !== undefined;
  return {
    kind,
    edge: netEdge(sources),
    rolls: !cannot && s.unaware !== true,
    winsTies: conditionWith(defender, "winsDefenseTies") !== undefined,
    shieldFacing: !s.fromBehind,
  };
}

/**
 * The attacker's d20 (Combat roll or Hit roll): Disadvantage from Dazed and Blinded ("Disadvantage on all … Attack
 * rolls"), and for ranged attacks the range trio's Advantage or Disadvantage.
 */
export function attackEdge(attacker: EnergyActor, band?: RangeBandId): NetEdge {
  const sources: EdgeSource[] = disadvantageFrom(attacker, "attack").map((c) => disadvantage(c));
  if (band === "advantage") sources.push(advantage("close range"));
  if (band === "disadvantage") sources.push(disadvantage("long range"));
  return netEdge(sources);
}

/**
 * A check's edge from conditions: Dazed gives "Disadvantage on … Skill Checks", Blinded on "Skill Checks relying on
 * sight" (a sight check takes both). Initiative and Strength Checks are checks too.
 */
export function checkEdge(actor: EnergyActor, reliesOnSight = false): NetEdge {
  const kinds = reliesOnSight ? (["skill", "sightSkill"] as const) : (["skill"] as const);
  const from = new Set(kinds.flatMap((k) => disadvantageFrom(actor, k)));
  return netEdge([...from].map((c) => disadvantage(c)));
}

/** "When you are unconscious … creatures may automatically hit you (and Surprise you) with melee attacks." */
export function meleeAutoHit(defender: EnergyActor): boolean {
  return conditionWith(defender, "autoHitByMelee") !== undefined;
}

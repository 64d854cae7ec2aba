/**
 * The situational modifiers of a test, gathered in one place with their sources so a roll dialog can list them:
 * gear training, flanking, cover, the holder's conditions and the target's.
 */
import type { FlatModifier, Sourced } from "../../../core/dice/request.ts";
import type { ContestActor } from "../creature.ts";
import type { AutomaticResult } from "../dice/test.ts";
import { attackedEdges, conditionEdges, type SourcedEdge, type TestProfile } from "../status.ts";
import { isRanged, type AttackDelivery } from "../tables/attacks.ts";
import { COVER_TABLE, type CoverLevel } from "../tables/cover.ts";
import { DEFAULT_CONTEST_COMBAT_OPTIONS, type ContestCombatOptions } from "./options.ts";

/** "imposes a -2 penalty to all Fighting Style tests" */
export const UNTRAINED_WEAPON_PENALTY = -2;
/** The "penalty" reading of untrained armor (ContestCombatOptions.untrainedArmor). */
export const UNTRAINED_ARMOR_PENALTY = -2;
/** "Fighting Style and Sorcery tests made to make a melee attack against a flanked foe gain a +2 bonus." */
export const FLANKING_BONUS = 2;

export interface Gathered {
  readonly modifiers: readonly FlatModifier[];
  readonly boons: readonly Sourced[];
  readonly banes: readonly Sourced[];
  readonly automatic?: AutomaticResult;
}

export const NOTHING: Gathered = { modifiers: [], boons: [], banes: [] };

export function merge(...parts: readonly Gathered[]): Gathered {
  const automatic = parts.find((p) => p.automatic !== undefined)?.automatic;
  const merged = {
    modifiers: parts.flatMap((p) => p.modifiers),
    boons: parts.flatMap((p) => p.boons),
    banes: parts.flatMap((p) => p.banes),
  };
  return automatic ? { ...merged, automatic } : merged;
}

export function fromEdges(edges: readonly SourcedEdge[]): Gathered {
  return {
    modifiers: [],
    boons: edges.filter((e) => e.edge === "boon").map((e) => ({ source: e.source })),
    banes: edges.filter((e) => e.edge === "bane").map((e) => ({ source: e.source })),
  };
}

/** What the character is using that its Fighting Style does not cover (style/training.ts computes it). */
export interface Training {
  readonly untrainedWeapon: boolean;
  readonly untrainedArmor: boolean;
}

export const FULLY_TRAINED: Training = { untrainedWeapon: false, untrainedArmor: false };

/**
 * "Untrained Weapon … -2 penalty to all Fighting Style tests. Untrained Armor … bane to all Fighting Style, Dodge, and
 * Sorcery tests."
 */
export function trainingModifiers(
  profile: TestProfile,
  training: Training,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
): Gathered {
  const modifiers: FlatModifier[] = [];
  const banes: Sourced[] = [];
  if (training.untrainedWeapon && profile.skill === "fightingStyle") {
    modifiers.push({ source: "Untrained weapon", value: UNTRAINED_WEAPON_PENALTY });
  }
  const armorTouches = profile.skill === "fightingStyle" || profile.skill === "dodge" || profile.skill === "sorcery";
  if (training.untrainedArmor && armorTouches) {
    if (options.untrainedArmor === "bane") banes.push({ source: "Untrained armor" });
    else modifiers.push({ source: "Untrained armor", value: UNTRAINED_ARMOR_PENALTY });
  }
  return { modifiers, boons: [], banes };
}

/** Flanking: melee attack tests (Fighting Style or Sorcery) against a flanked foe. */
export function flankingModifiers(profile: TestProfile, delivery: AttackDelivery, flanked: boolean): Gathered {
  const counts = (profile.skill === "fightingStyle" || profile.skill === "sorcery") && profile.role === "attack";
  if (!flanked || !counts || isRanged(delivery)) return NOTHING;
  return { modifiers: [{ source: "Flanking", value: FLANKING_BONUS }], boons: [], banes: [] };
}

/** Cover against a ranged attack: the attack's penalty, or its automatic failure behind full cover. */
export function coverAttackModifiers(delivery: AttackDelivery, cover: CoverLevel | undefined): Gathered {
  if (cover === undefined || !isRanged(delivery)) return NOTHING;
  const row = COVER_TABLE[cover];
  if (row.rangedAttacksFail) return { ...NOTHING, automatic: { outcome: "fail", source: "Full cover" } };
  return {
    modifiers: [{ source: `${cover === "low" ? "Low" : "High"} cover`, value: row.attackModifier }],
    boons: [],
    banes: [],
  };
}

/** Cover's bonus to the covered character's Dodge test against a ranged attack. */
export function coverDodgeModifiers(delivery: AttackDelivery, cover: CoverLevel | undefined): Gathered {
  if (cover === undefined || !isRanged(delivery)) return NOTHING;
  const value = COVER_TABLE[cover].dodgeModifier;
  if (value === 0) return NOTHING;
  return { modifiers: [{ source: `${cover === "low" ? "Low" : "High"} cover`, value }], boons: [], banes: [] };
}

/** The holder's conditions on its own test, and (for an attack) the target's conditions. */
export function conditionModifiers(
  holder: ContestActor,
  profile: TestProfile,
  against?: { readonly target: ContestActor; readonly delivery: AttackDelivery },
): Gathered {
  const own = conditionEdges(holder, profile);
  const theirs = against ? attackedEdges(against.target, isRanged(against.delivery) ? "ranged" : "melee") : [];
  return fromEdges([...own, ...theirs]);
}

import type { Distribution } from "../../../core/odds/distribution.ts";
import type { SimFighterSpec } from "../../../sim/fight.ts";
import { rollerFor, type Roller } from "../../../sim/rollers.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import type { AttackProfile } from "../combat/attack.ts";
import type { Training } from "../combat/modifiers.ts";
import type { GoverningAttribute } from "../combat/attribute.ts";
import type { ConditionState } from "../../../core/conditions/state.ts";
import type { ContestActor } from "../creature.ts";
import type { ArmorSource } from "../damage/armor.ts";
import type { InitiativeRoller } from "../dice/initiative.ts";
import type { TestPlan } from "../dice/test.ts";
import { damageRequest } from "../dice/damage.ts";
import { newContestCombatant, type ContestCombatantState } from "../economy/combatant.ts";
import type { DamageType } from "../tables/damage-types.ts";
import type { DefenseKind } from "../tables/defenses.ts";

/**
 * What a test of a simulated `contest` creature adds before the situation: the skill rank (a Fighting Style's, Dodge
 * or Focus), the governing attribute and the training with what it holds and wears — the parts `attackTest` and
 * `defenseTest` take; the conditions of the moment are added when the test is planned (tests.ts).
 */
export interface ContestSimTest {
  readonly skill: number;
  readonly skillLabel?: string;
  readonly attribute: GoverningAttribute;
  /** Absent: fully trained (Focus tests know no training). */
  readonly training?: Training;
}

/**
 * An attack: a Strike with one equipped weapon (or unarmed fighting), as the sheet's Strike button makes it, or an
 * ability with the Attack trait (a spell attack's Sorcery test; a feature's, a Strike's).
 */
export interface ContestSimAttack {
  readonly name: string;
  /** A weapon's Strike (the Strike action), or an ability (Use Magic). */
  readonly source: "weapon" | "ability";
  readonly attack: AttackProfile;
  readonly test: ContestSimTest;
  readonly damage: { readonly count: number; readonly faces: number; readonly bonus: number };
  readonly damageType: DamageType;
  /** AP it costs (the weapon's: Strike ⟐ 1, Strike ⎆ 2; the ability's). */
  readonly ap: number;
}

/**
 * A `contest` fighter as an encounter describes it: the engine actor with its current Health and conditions, how it
 * rolls initiative, its attacks, the defenses it can make with their tests (Block only with a shield in hand), and
 * what protects it (its AR sources and the one it chose, its shield's BR for a Block that stands). Built once per
 * encounter; a fight never changes it.
 */
export interface ContestFighterSpec extends SimFighterSpec {
  readonly actor: ContestActor;
  readonly initiative: InitiativeRoller;
  readonly attacks: readonly ContestSimAttack[];
  readonly defenses: Readonly<Partial<Record<DefenseKind, ContestSimTest>>>;
  readonly armor: readonly ArmorSource[];
  readonly chosenArmor?: string;
  readonly shield?: { readonly label: string; readonly blockRating: number };
}

/** A fighter during one fight: what the fight changes, beside the spec it started from. */
export interface ContestFighter {
  readonly spec: ContestFighterSpec;
  readonly plan: FighterPlan;
  actor: ContestActor;
  combatant: ContestCombatantState;
  /** The round whose turn this fighter has taken (0 before its first). */
  turnTaken: number;
  /** The foe whose attack last took this fighter from standing to down. */
  downedBy: string;
  /** The conditions `conditionKey` last named, and their name (kept by identity: they change a few times a fight). */
  keyed: { readonly state: ConditionState; readonly key: string };
}

/** The conditions in force as a key of the memos (tests and odds depend on nothing else a fight changes). */
export function conditionKey(f: ContestFighter): string {
  const state = f.actor.conditions;
  if (f.keyed.state !== state) f.keyed = { state, key: Object.keys(state.active).join(",") };
  return f.keyed.key;
}

/**
 * What the fight's procedures work out about a fighter and keep for the encounter (tests.ts, policy.ts): planned
 * tests and expected damage, keyed by everything they read that a fight can change (the conditions in force).
 */
export interface FighterPlan {
  /** Its tests (an attack's against a target, a defense against a Strike), by what they read. */
  readonly tests: Map<string, PlannedTest>;
  /** The policy's expected damage of an attack or a defense choice, by what it reads. */
  readonly expected: Map<string, number>;
  /** Each attack's damage roll, and its total under Precision ("the damage die is maximized"). */
  readonly damage: readonly Roller[];
  readonly precise: readonly number[];
}

/** The attack's damage roll (Precision: the dice at their maximum), as the card's damage step makes it. */
export function damageRoll(attack: ContestSimAttack, precision: boolean): DiceRequest {
  const { count, faces, bonus } = attack.damage;
  return damageRequest({
    dice: [{ count, faces, source: attack.name }],
    modifiers: bonus === 0 ? [] : [{ source: attack.name, value: bonus }],
    precision,
  });
}

function planOf(spec: ContestFighterSpec): FighterPlan {
  return {
    tests: new Map(),
    expected: new Map(),
    damage: spec.attacks.map((a) => rollerFor(damageRoll(a, false))),
    precise: spec.attacks.map((a) => damageRoll(a, true).modifiers.reduce((sum, m) => sum + m.value, 0)),
  };
}

/** A planned test with what rolling and weighing it needs, compiled once. */
export interface PlannedTest {
  readonly plan: TestPlan;
  /** The fast-path roll of a rolled plan (absent for an automatic one). */
  readonly roll?: Roller;
  /** P(Successes = n): the exact odds the policy weighs. */
  readonly successes: Distribution;
}

const plans = new WeakMap<ContestFighterSpec, FighterPlan>();

/** One plan per spec: an encounter's fighters are the same objects for every seed, so a run fills it once. */
export function enterFight(spec: ContestFighterSpec): ContestFighter {
  let plan = plans.get(spec);
  if (plan === undefined) {
    plan = planOf(spec);
    plans.set(spec, plan);
  }
  return {
    spec,
    plan,
    actor: spec.actor,
    combatant: newContestCombatant(spec.id, spec.actor),
    turnTaken: 0,
    downedBy: "",
    keyed: { state: spec.actor.conditions, key: Object.keys(spec.actor.conditions.active).join(",") },
  };
}

/** Out of the fight: at 0 Health ("knocked unconscious") or Unconscious. */
export const isDown = (f: ContestFighter): boolean =>
  f.actor.creature.health.value <= 0 || f.actor.conditions.active["unconscious"] !== undefined;

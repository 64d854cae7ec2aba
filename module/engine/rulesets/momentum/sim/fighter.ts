import type { DieEdge, FlatModifier } from "../../../core/dice/request.ts";
import type { SimFighterSpec } from "../../../sim/fight.ts";
import { rollerFor, type Roller } from "../../../sim/rollers.ts";
import type { MomentumActor } from "../creature.ts";
import { computeEvasion } from "../defense/evasion.ts";
import { attackRequest, hitBonusTotal } from "../dice/attack.ts";
import { criticalBonuses, type AttackKind, type DamageComponent } from "../dice/damage.ts";
import { drPower } from "../dice/defense-roll.ts";
import type { DefenseRollKind } from "../tables/defense-rolls.ts";
import type { LeanEconomy } from "./lean-economy.ts";

/**
 * What a simulated `momentum` creature attacks with, as the attack and damage rolls read it: a weapon (the Attack
 * action, 2 AP, hit bonus from the weapon's Primary and Secondary Stats) or an Ability that attacks (its own AP and
 * WP, the Archetype's hit bonus) or that the target resists with a Defense Roll (`defenseRoll`; no attack roll).
 */
export interface MomentumSimAttack {
  readonly name: string;
  readonly ranged: boolean;
  readonly attack: AttackKind;
  readonly components: readonly DamageComponent[];
  readonly defenseRoll?: DefenseRollKind;
  /** The hit bonus parts (`weaponHitBonus` / `abilityHitBonus`); a resisted Ability's are never read. */
  readonly hitBonus: readonly FlatModifier[];
  /** AP it costs: the Attack action's 2 for a weapon, the Ability's own AP. */
  readonly ap: number;
  /** WP it costs (an Ability's; 0 for a weapon). */
  readonly wp: number;
}

/**
 * A `momentum` fighter as an encounter describes it: the engine actor with its current Vitality and conditions, the
 * Evasion its shields add outside the Evasion Cap, every weapon it has equipped and every Ability that attacks or is
 * resisted, and the WP it has now. Built once per encounter; a fight never changes it.
 */
export interface MomentumFighterSpec extends SimFighterSpec {
  readonly actor: MomentumActor;
  readonly evasionBonuses: readonly FlatModifier[];
  readonly attacks: readonly MomentumSimAttack[];
  readonly wp: number;
}

/** An attack's rolls, compiled once when the fighter enters a fight. */
export interface AttackPlan {
  readonly source: MomentumSimAttack;
  readonly hitBonus: number;
  /** The attack roll (d20 + hit bonus) by edge; its total less the hit bonus is the natural face. */
  readonly roll: Readonly<Record<DieEdge, Roller>>;
  /** Each damage component's roll (dice and flat), and with the critical hit's bonus. */
  readonly damage: readonly Roller[];
  readonly criticalDamage: readonly Roller[];
}

/**
 * What no fight changes, worked out once per encounter: Evasion (no cover on open ground), DR Power, the attacks'
 * rolls, and the policy's expected damage of each attack against each foe (policy.ts fills it as it asks: nothing a
 * fight does moves Armor, affinities, Evasion or DR values, only the edge, which is part of the key).
 */
export interface FighterPlan {
  readonly evasion: number;
  readonly drPower: number;
  readonly attacks: readonly AttackPlan[];
  readonly expected: Map<string, number>;
}

function componentRollers(components: readonly DamageComponent[], bonuses: readonly number[]): readonly Roller[] {
  return components.map((c, i) =>
    rollerFor({
      label: c.source,
      groups: c.dice.filter((d) => d.count > 0).map((d) => ({ id: "damage", source: c.source, ...d })),
      modifiers: [{ source: c.source, value: (c.flat ?? 0) + (bonuses[i] ?? 0) }],
    }),
  );
}

function attackPlan(source: MomentumSimAttack): AttackPlan {
  const compiled = (edge?: "advantage" | "disadvantage") =>
    rollerFor(
      attackRequest({ hitBonus: source.hitBonus, evasion: 0, ...(edge ? { edges: [{ source: edge, edge }] } : {}) }),
    );
  const n = source.components.length;
  return {
    source,
    hitBonus: hitBonusTotal(source.hitBonus),
    roll: { normal: compiled(), advantage: compiled("advantage"), disadvantage: compiled("disadvantage") },
    damage: componentRollers(source.components, new Array<number>(n).fill(0)),
    criticalDamage: componentRollers(source.components, criticalBonuses(source.attack, n)),
  };
}

export function planOf(spec: MomentumFighterSpec): FighterPlan {
  return {
    evasion: computeEvasion(spec.actor, spec.evasionBonuses).total,
    drPower: drPower(spec.actor.creature),
    attacks: spec.attacks.map(attackPlan),
    expected: new Map(),
  };
}

/** A fighter during one fight: what the fight changes, beside the spec and plan it started from. */
export interface MomentumFighter {
  readonly spec: MomentumFighterSpec;
  readonly plan: FighterPlan;
  actor: MomentumActor;
  /** Its AP this turn (a new combatant holds none until its first turn start). */
  readonly economy: LeanEconomy;
  wp: number;
  /** The foe whose attack last took this fighter from standing to down. */
  downedBy: string;
}

/**
 * Plans by spec: one encounter's fighters are the same objects for every seed, so a run of a thousand fights plans
 * each once. A memo of a pure function of the spec (which no fight changes), released with the encounter.
 */
const plans = new WeakMap<MomentumFighterSpec, FighterPlan>();

export function enterFight(spec: MomentumFighterSpec): MomentumFighter {
  let plan = plans.get(spec);
  if (plan === undefined) {
    plan = planOf(spec);
    plans.set(spec, plan);
  }
  return {
    spec,
    plan,
    actor: spec.actor,
    economy: { id: spec.id, ap: 0 },
    wp: spec.wp,
    downedBy: "",
  };
}

/** Out of the fight: dead (an object broken), or below 1 Vitality (Downed: no AP, no RP, Prone). */
export const isDown = (f: MomentumFighter): boolean => f.actor.creature.dead || f.actor.creature.vitality.value < 1;

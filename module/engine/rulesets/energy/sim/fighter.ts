import type { SimFighterSpec } from "../../../sim/fight.ts";
import type { DieEdge } from "../../../core/dice/request.ts";
import { rollerFor, type Roller } from "../../../sim/rollers.ts";
import { rangedProfile } from "../attack/draw-weight.ts";
import { throwingAccuracy } from "../attack/throwing.ts";
import { abilityModifier } from "../creature.ts";
import { attackValue, masab, masdb } from "../defense/derived.ts";
import { defenseValue, type DefenseGear, type DefenseKind } from "../defense/values.ts";
import { defenseRollPlan, rollDefense } from "../dice/defense.ts";
import { initiativeRequest } from "../dice/check.ts";
import { unarmedDamage, weaponDamageRequest } from "../dice/damage.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { initiativeBonus, type InitiativeStanding } from "../economy/initiative.ts";
import { isProficient, proficiencyPenalties } from "../economy/martial.ts";
import type { EnergyArmor, EnergyWeapon } from "../gear.ts";
import type { LeanRequest } from "./lean-action.ts";
import { agilityMax, leanJoin, type LeanEconomy } from "./lean-economy.ts";
import { keepReading, readingFor, type ActorReading, type KeptReading } from "./reading.ts";

/**
 * An `energy` fighter as an encounter describes it: the engine actor with its current pools and conditions, the one
 * weapon it fights with (and that weapon's damage type), the gear its defenses read (with the shield facing the
 * attack), and its worn armor. Built once per encounter; a fight never changes it.
 */
export interface EnergyFighterSpec extends SimFighterSpec {
  readonly actor: EnergyActor;
  readonly weapon: EnergyWeapon;
  readonly damageType: string;
  readonly defense: DefenseGear;
  readonly armor?: EnergyArmor;
}

export type WeaponKind = "melee" | "ranged" | "thrown";

export function weaponKind(weapon: EnergyWeapon): WeaponKind {
  return weapon.ranged !== undefined ? "ranged" : weapon.thrown !== undefined ? "thrown" : "melee";
}

/**
 * What a fighter's attacks read that no fight changes (abilities, Martial Proficiency and gear stay put), worked
 * out once per encounter (kept by spec: a spec never changes) instead of at every swing.
 */
export interface AttackPlan {
  readonly kind: WeaponKind;
  readonly proficient: boolean;
  /** "Melee AV = 15 + MASAB + Weapon Attack Bonus" (−1 when not Proficient), and the unarmed AV. */
  readonly weaponAv: number;
  readonly unarmedAv: number;
  /** Ranged Accuracy, a thrown weapon's being its attack bonus. */
  readonly accuracy: number;
  readonly dexterityModifier: number;
  /** The weapon's damage roll with its additive parts (MASDB in melee, the Draw Weight's extra damage ranged). */
  readonly damage: Roller;
  /** "Unarmed damage = MASAB, minimum 1". */
  readonly unarmedDamage: number;
  /** Not Proficient: half damage with the weapon. */
  readonly halfDamage: boolean;
  /** A ranged or thrown weapon's shot and Load, as the policy asks to pay them. */
  readonly shot: LeanRequest;
  readonly load: LeanRequest;
  /** The Initiative roll with the creature's Initiative bonus as it enters, compiled for each edge. */
  readonly initiativeBonus: number;
  readonly initiative: Readonly<Record<DieEdge, Roller>>;
  /** Maximum Agility, the pool's refill every Round. */
  readonly agilityMax: number;
  /**
   * Its Defense roll of this kind, with or without the shield facing the attack and with this edge (`defenseValue`
   * and `defenseRollPlan` read only abilities, level and gear), compiled on first use.
   */
  readonly defenseRoll: (kind: DefenseKind, shieldFacing: boolean, edge: DieEdge) => Roller;
  /** What its conditions allow and impose as it enters. */
  readonly entry: ActorReading;
}

/** Slots of the compiled Defense rolls: kind, then shield facing, then edge. */
const KIND_SLOT: Readonly<Record<DefenseKind, number>> = {
  evasion: 0,
  rangedEvasion: 6,
  unarmedEvasion: 12,
  fortitude: 18,
  will: 24,
};
const EDGE_SLOT: Readonly<Record<DieEdge, number>> = { normal: 0, advantage: 1, disadvantage: 2 };

function defenseRolls(spec: EnergyFighterSpec): AttackPlan["defenseRoll"] {
  const creature = spec.actor.creature;
  const facing: DefenseGear = { ...spec.defense, shieldFacing: true };
  const notFacing: DefenseGear = { ...spec.defense, shieldFacing: false };
  const compiled: (Roller | undefined)[] = [];
  return (kind, shieldFacing, edge) => {
    const slot = KIND_SLOT[kind] + (shieldFacing ? 3 : 0) + EDGE_SLOT[edge];
    let roller = compiled[slot];
    if (roller === undefined) {
      const value = defenseValue(creature, kind, shieldFacing ? facing : notFacing).total;
      const plan = defenseRollPlan({ kind, value, edge });
      roller = plan.mode === "wholeRoll" ? rollerFor(plan.request) : (rng) => rollDefense(plan, rng);
      compiled[slot] = roller;
    }
    return roller;
  };
}

function planOf(spec: EnergyFighterSpec): AttackPlan {
  const c = spec.actor.creature;
  const w = spec.weapon;
  const kind = weaponKind(w);
  const proficient = isProficient(c.martial.level, w.mpr);
  const bonus = initiativeBonus(c);
  const extra =
    kind === "melee"
      ? [{ source: "MASDB", value: masdb(c) }]
      : kind === "ranged"
        ? [{ source: "Draw Weight", value: rangedProfile(w)?.extraDamage ?? 0 }]
        : [];
  return {
    kind,
    proficient,
    weaponAv: attackValue(c, { weaponAttackBonus: w.attackBonus, proficient }).total,
    unarmedAv: attackValue(c, { weaponAttackBonus: 0, proficient: true }).total,
    accuracy: kind === "thrown" ? throwingAccuracy(w) : w.accuracy,
    dexterityModifier: abilityModifier(c, "dexterity"),
    damage: rollerFor(weaponDamageRequest(w.label, w.damage, extra)),
    unarmedDamage: unarmedDamage(masab(c)),
    halfDamage: proficiencyPenalties(c.martial.level, w.mpr, kind === "ranged").halfDamage,
    shot: { action: "rangedAttack", proficient },
    load: { action: "load", loadEnergy: w.loadEnergy ?? 1 },
    initiativeBonus: bonus,
    initiative: {
      normal: rollerFor(initiativeRequest(bonus, "normal")),
      advantage: rollerFor(initiativeRequest(bonus, "advantage")),
      disadvantage: rollerFor(initiativeRequest(bonus, "disadvantage")),
    },
    agilityMax: agilityMax(spec.actor),
    defenseRoll: defenseRolls(spec),
    entry: keepReading(spec.actor).reading,
  };
}

const plans = new WeakMap<EnergyFighterSpec, AttackPlan>();

function plannedFor(spec: EnergyFighterSpec): AttackPlan {
  let plan = plans.get(spec);
  if (plan === undefined) {
    plan = planOf(spec);
    plans.set(spec, plan);
  }
  return plan;
}

/**
 * A fighter during one fight: the actor and its round-scoped economy as the fight changes them, whether its
 * weapon is loaded (it comes to the fight loaded), this Round's Initiative roll, whether it has already used that
 * roll to answer an attack, whether it can pay for nothing more this Round, and the foe that last took it down.
 */
export interface EnergyFighter {
  readonly spec: EnergyFighterSpec;
  readonly plan: AttackPlan;
  actor: EnergyActor;
  readonly economy: LeanEconomy;
  loaded: boolean;
  initiative: InitiativeStanding;
  answered: boolean;
  /**
   * Could pay for nothing this Round. Pools only shrink and conditions only arrive between Round boundaries here (no
   * action of the policy restores either), so a creature that could pay for nothing stays so until the next Round:
   * the passes skip it rather than ask `takeAction` again for the same refusal.
   */
  spent: boolean;
  downedBy: string;
  /** What its conditions allow and impose, kept while they stay the same (`readingOf`). */
  readonly kept: KeptReading;
}

export function enterFight(spec: EnergyFighterSpec): EnergyFighter {
  const plan = plannedFor(spec);
  return {
    spec,
    plan,
    actor: spec.actor,
    economy: leanJoin(spec.actor, plan.agilityMax),
    loaded: true,
    initiative: { kind: "declined" },
    answered: false,
    spent: false,
    downedBy: "",
    kept: { actor: spec.actor, reading: plan.entry },
  };
}

/** Out of the fight: dead, or unconscious for any cause (the engine takes no actions from them). */
export const isDown = (f: EnergyFighter): boolean =>
  f.actor.creature.dead || f.actor.creature.unconscious !== undefined;

/** What the fighter's conditions allow and impose now. */
export const readingOf = (f: EnergyFighter): ActorReading => readingFor(f.kept, f.actor);

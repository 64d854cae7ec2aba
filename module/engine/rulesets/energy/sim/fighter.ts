import type { SimFighterSpec } from "../../../sim/fight.ts";
import type { DieEdge } from "../../../core/dice/request.ts";
import { rollerFor, type Roller } from "../../../sim/rollers.ts";
import { rangedProfile } from "../attack/draw-weight.ts";
import { throwingAccuracy } from "../attack/throwing.ts";
import { abilityModifier } from "../creature.ts";
import { attackValue, masab, masdb } from "../defense/derived.ts";
import type { DefenseGear } from "../defense/values.ts";
import { initiativeRequest } from "../dice/check.ts";
import { unarmedDamage, weaponDamageRequest } from "../dice/damage.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { joinCombat } from "../economy/boundary.ts";
import type { EnergyCombatantState } from "../economy/combatant.ts";
import { initiativeBonus, type InitiativeStanding } from "../economy/initiative.ts";
import { isProficient, proficiencyPenalties } from "../economy/martial.ts";
import type { EnergyArmor, EnergyWeapon } from "../gear.ts";
import { actionGate, type ActionGate, type LeanRequest } from "./lean-action.ts";

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
 * out once when it enters a fight instead of at every swing.
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
  /** The defenses' gear with the shield facing the attack, and turned away from it. */
  readonly facing: DefenseGear;
  readonly notFacing: DefenseGear;
  /** A ranged or thrown weapon's shot and Load, as the policy asks to pay them. */
  readonly shot: LeanRequest;
  readonly load: LeanRequest;
  /** The Initiative roll with the creature's Initiative bonus as it enters, compiled for each edge. */
  readonly initiativeBonus: number;
  readonly initiative: Readonly<Record<DieEdge, Roller>>;
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
    facing: { ...spec.defense, shieldFacing: true },
    notFacing: { ...spec.defense, shieldFacing: false },
    shot: { action: "rangedAttack", proficient },
    load: { action: "load", loadEnergy: w.loadEnergy ?? 1 },
    initiativeBonus: bonus,
    initiative: {
      normal: rollerFor(initiativeRequest(bonus, "normal")),
      advantage: rollerFor(initiativeRequest(bonus, "advantage")),
      disadvantage: rollerFor(initiativeRequest(bonus, "disadvantage")),
    },
  };
}

/**
 * A fighter during one fight: the actor and its round-scoped combatant state as the fight changes them, whether its
 * weapon is loaded (it comes to the fight loaded), this Round's Initiative roll, whether it has already used that
 * roll to answer an attack, whether it can pay for nothing more this Round, and the foe that last took it down.
 */
export interface EnergyFighter {
  readonly spec: EnergyFighterSpec;
  readonly plan: AttackPlan;
  actor: EnergyActor;
  combatant: EnergyCombatantState;
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
  /** What the actions may pay for, read from `actor` (the policy reads it again when `actor` is another value). */
  gate: { readonly actor: EnergyActor; readonly allows: ActionGate };
}

export function enterFight(spec: EnergyFighterSpec): EnergyFighter {
  return {
    spec,
    plan: planOf(spec),
    actor: spec.actor,
    combatant: joinCombat(spec.actor, spec.id),
    loaded: true,
    initiative: { kind: "declined" },
    answered: false,
    spent: false,
    downedBy: "",
    gate: { actor: spec.actor, allows: actionGate(spec.actor) },
  };
}

/** Out of the fight: dead, or unconscious for any cause (the engine takes no actions from them). */
export const isDown = (f: EnergyFighter): boolean =>
  f.actor.creature.dead || f.actor.creature.unconscious !== undefined;

import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import { successProbability } from "../../../core/odds/request.ts";
import { attackModifiers, attackModifierTotal, type AttackModifierPart } from "../combat/attack-modifiers.ts";
import { lowWallCover } from "../combat/cover.ts";
import { combatCheckRequest } from "../dice/combat-checks.ts";
import { damageRequest } from "../dice/damage.ts";
import type { BlockBonus, DefenseBreakdown } from "../defense/defenses.ts";
import { defenseAgainst, defenseMet, type DefendChoice } from "../defense/situational.ts";
import { actionSpec } from "../economy/actions.ts";
import type { CostModifier } from "../economy/costs.ts";
import type { WoundsRefusal } from "../economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { MOUNTED_ATTACK_BONUS } from "../special/mounted.ts";
import {
  halvesFireDamage,
  halvesWeaponDamage,
  UNDERWATER_ATTACK,
  UNDERWATER_COST,
  whyCannotAttackUnderwater,
} from "../special/underwater.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { postureOf, sumEffect, type WoundsActor } from "../status.ts";
import type { CoverLevel } from "../tables/attack-modifiers.ts";
import type { DamageType } from "../tables/damage-types.ts";
import type { DefenseKind } from "../tables/defenses.ts";
import { whyCannotGrapple } from "../actions/grapple.ts";
import { ATTACK_VARIANTS, type AttackEffect, type AttackVariant } from "./variants.ts";

/**
 * One attack planned before anything is rolled: the attack roll (a wild combat check) with every modifier named, the
 * Defense it must meet with every part named, the damage roll, the AP cost modifiers, and the exact chance to hit.
 * This is the single place where the attacker's and target's conditions, the Modifiers to Attack table, Defend,
 * underwater and mounted rules meet, so the roll dialog, the chat card and a simulation all agree.
 */
export interface WoundsWeapon {
  readonly label: string;
  readonly group: string;
  readonly accuracy: number;
  /** The weapon's damage value. */
  readonly damage: number;
  /** Fire or lightning (underwater rules); absent: untyped. */
  readonly damageType?: DamageType;
  readonly ranged: boolean;
  /** Yards; Grapple needs "a weapon that has a reach of 0" (a weapon of unknown reach cannot grapple). */
  readonly reach?: number;
  readonly aquatic?: boolean;
  readonly penetrating?: boolean;
  readonly bypassesArmor?: boolean;
  /** Named properties ("armorPiercing", "concussive", "slicing" …); the excerpt gives them no rules of their own. */
  readonly properties?: readonly string[];
}

export interface WoundsSpellAttack {
  readonly label: string;
  readonly school: string;
  readonly damage: number;
  /** Fire or lightning (underwater rules); absent: untyped. */
  readonly damageType?: DamageType;
  /** The Defense the spell targets (default ranged). */
  readonly targets?: DefenseKind;
  /** Read the Modifiers to Attack table's ranged column (default true; a touch spell is melee). */
  readonly ranged?: boolean;
  readonly penetrating?: boolean;
  readonly bypassesArmor?: boolean;
}

export interface AttackPlanInput {
  readonly attacker: WoundsActor;
  readonly target: WoundsActor;
  readonly variant: AttackVariant;
  readonly weapon?: WoundsWeapon;
  readonly spell?: WoundsSpellAttack;
  readonly cover?: CoverLevel;
  /** A low wall stands between the attacker and the target (the table's word: the canvas cannot tell one). */
  readonly behindLowWall?: boolean;
  readonly flanked?: boolean;
  /** The target ignores this attacker: a rear attack. */
  readonly ignoredAttacker?: boolean;
  readonly underwater?: boolean;
  readonly defendChoice?: DefendChoice;
  readonly targetBlocks?: readonly BlockBonus[];
  /** The attacker rides against a foe its mount outsizes (`mountedAdvantage`, read by the canvas; the dialog's row). */
  readonly mountedAttack?: boolean;
  /** The target rides against an attacker its mount outsizes: its melee defense gains the mounted +1. */
  readonly mountedDefense?: boolean;
  /** A Create an Opening result the attacker may use in place of the target's Defense (Rebuff only). */
  readonly openingResult?: number;
  readonly modifiers?: readonly FlatModifier[];
}

export interface AttackPlan {
  readonly ok: true;
  readonly variant: AttackVariant;
  /** What a hit gives (Grapple and Create an Opening deal no damage). */
  readonly effect: AttackEffect;
  /** A spell attack (Cast a Spell), not a weapon's: no attack action but the cast. */
  readonly spell: boolean;
  readonly request: DiceRequest;
  readonly damage: DiceRequest;
  readonly defense: DefenseBreakdown;
  readonly tableModifiers: readonly AttackModifierPart[];
  readonly costModifiers: readonly CostModifier[];
  readonly penetrating: boolean;
  readonly bypassesArmor: boolean;
  /** Weapon properties in force (a Nonlethal Attack ignores some). */
  readonly properties: readonly string[];
  /** The weapon's or spell's damage type (untyped when it names none). */
  readonly damageType: DamageType;
  /** Fought in the water: the attack made underwater, or its target Underwater (fire halved, lightning spreading). */
  readonly inWater: boolean;
  /** P(the attack hits): attack (+ damage when penetrating) ≥ Defense. */
  readonly hitChance: number;
}

export type AttackPlanResult = AttackPlan | { readonly ok: false; readonly reason: WoundsRefusal };

function situationalModifiers(input: AttackPlanInput, ranged: boolean, rangedWeapon: boolean): FlatModifier[] {
  const variant = ATTACK_VARIANTS[input.variant];
  const parts: FlatModifier[] = [];
  if (variant.attackModifier !== 0)
    parts.push({ source: actionSpec(variant.action).label, value: variant.attackModifier });
  const own = sumEffect(input.attacker, "attackModifier");
  if (own !== 0) parts.push({ source: "Attacker's conditions", value: own });
  const harried = rangedWeapon ? sumEffect(input.attacker, "rangedWeaponModifier") : 0;
  if (harried !== 0) parts.push({ source: "Harried", value: harried });
  if (input.underwater === true && !ranged) parts.push(UNDERWATER_ATTACK);
  if (!ranged && input.mountedAttack === true) {
    parts.push({ source: "Mounted against a smaller foe", value: MOUNTED_ATTACK_BONUS });
  }
  return [...parts, ...(input.modifiers ?? [])];
}

/** A penetrating attack's hit number is attack + damage: one request holding both, for the odds. */
function combined(attack: DiceRequest, damage: DiceRequest): DiceRequest {
  return {
    ...attack,
    groups: [...attack.groups, ...damage.groups],
    modifiers: [...attack.modifiers, ...damage.modifiers],
  };
}

/**
 * Grapple: "Make a melee attack against an adjacent target using any weapon that has a reach of 0. You cannot target a
 * creature whose size is 5 or more greater or smaller than yours". Adjacency is the reach the canvas checks.
 */
function whyCannotAttempt(input: AttackPlanInput): WoundsRefusal | undefined {
  if (input.variant !== "grapple" || input.weapon === undefined) return undefined;
  return whyCannotGrapple({
    attackerSize: input.attacker.creature.size,
    targetSize: input.target.creature.size,
    weaponReach: input.weapon.reach ?? Number.POSITIVE_INFINITY,
  });
}

export function planAttack(input: AttackPlanInput, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): AttackPlanResult {
  const variant = ATTACK_VARIANTS[input.variant];
  const weapon = input.weapon;
  const spell = weapon === undefined ? input.spell : undefined;
  const ranged = weapon ? weapon.ranged : (spell?.ranged ?? true);
  if (variant.meleeOnly && (weapon === undefined || weapon.ranged)) {
    const message = `${actionSpec(variant.action).label} is a melee weapon attack.`;
    return { ok: false, reason: { code: "meleeOnly", message } };
  }
  const underwater = input.underwater === true ? whyCannotAttackUnderwater(weapon?.ranged === true) : undefined;
  if (underwater) return { ok: false, reason: underwater };
  const cannot = whyCannotAttempt(input);
  if (cannot) return { ok: false, reason: cannot };
  const posture = postureOf(input.target);
  // "Dropping behind a low wall can increase the effective level of cover": a crouching or prone target (decision 57).
  const cover = lowWallCover(input.cover, posture, input.behindLowWall === true);
  const table = attackModifiers({
    ranged,
    posture,
    ...(cover === undefined ? {} : { cover }),
    flanked: input.flanked === true,
    ignoredAttacker: input.ignoredAttacker === true,
  });
  const tableTotal = attackModifierTotal(table);
  const modifiers = [
    ...(tableTotal === 0 ? [] : [{ source: "Modifiers to Attack", value: tableTotal }]),
    ...situationalModifiers(input, ranged, weapon?.ranged === true),
  ];
  const targets: DefenseKind = weapon ? (weapon.ranged ? "ranged" : "melee") : (spell?.targets ?? "ranged");
  const base = defenseAgainst(input.target, {
    targets,
    ...(input.targetBlocks === undefined ? {} : { blocks: input.targetBlocks }),
    ...(input.defendChoice === undefined ? {} : { defendChoice: input.defendChoice }),
    underwater: input.underwater === true,
    mountedAdvantage: input.mountedDefense === true,
  });
  const opening = input.variant === "rebuff" ? input.openingResult : undefined;
  const defense: DefenseBreakdown =
    opening !== undefined && opening > base.total
      ? {
          ...base,
          total: opening,
          parts: [...base.parts, { id: "opening", label: "Create an Opening", value: opening - base.total }],
        }
      : base;
  const c = input.attacker.creature;
  const request = combatCheckRequest(
    c,
    weapon
      ? {
          check: weapon.ranged ? "rangedWeapon" : "meleeWeapon",
          label: `${weapon.label}: ${actionSpec(variant.action).label}`,
          weaponGroup: weapon.group,
          accuracy: weapon.accuracy,
          modifiers,
          tn: defense.total,
          tnSource: `${defenseMet(defense)} Defense`,
        }
      : {
          check: "spell",
          label: spell?.label ?? "Spell",
          magicSchool: spell?.school ?? "",
          modifiers,
          tn: defense.total,
          tnSource: `${defenseMet(defense)} Defense`,
        },
    options,
  );
  const damageType = weapon?.damageType ?? spell?.damageType ?? "untyped";
  const inWater = input.underwater === true || isActive(input.target.conditions, "underwater");
  // "All fire damage is halved underwater": said on the damage roll's line, which the card's breakdown shows.
  const fireHalved = halvesFireDamage(damageType, inWater);
  const source = weapon ? `${weapon.label} damage` : "Spell damage";
  const damage = damageRequest({
    ...(weapon ? { strength: c.attributes.strength } : {}),
    damageValue: weapon?.damage ?? spell?.damage ?? 0,
    damageSource: fireHalved ? `${source} (fire, halved underwater)` : source,
    extraDice: variant.extraDamage === undefined ? [] : [variant.extraDamage],
    halveDamageValue:
      fireHalved || (input.underwater === true && weapon !== undefined && halvesWeaponDamage(weapon.aquatic === true)),
  });
  // "These attacks add their damage to the attack roll before determining a hit": an attack dealing no damage adds none.
  const penetrating = variant.effect === "damage" && (weapon?.penetrating ?? spell?.penetrating) === true;
  const hitChance = successProbability(penetrating ? combined(request, damage) : request);
  return {
    ok: true,
    variant: input.variant,
    effect: variant.effect,
    spell: weapon === undefined,
    request,
    damage,
    defense,
    tableModifiers: table,
    costModifiers: input.underwater === true && !ranged ? [UNDERWATER_COST] : [],
    penetrating,
    bypassesArmor: (weapon?.bypassesArmor ?? spell?.bypassesArmor) === true,
    properties: (weapon?.properties ?? []).filter((p) => !variant.ignoresProperties.includes(p)),
    damageType,
    inWater,
    hitChance,
  };
}

/**
 * The plain data the `energy` sheet context builders read: what the sheet classes copy out of Foundry documents
 * (see from-documents.ts), and what tests and the browser harness write by hand. No Foundry types, no globals.
 */
import type { SuppressibleConditionId } from "../../../../engine/rulesets/energy/economy/status.ts";
import type { EnergySheetCombat } from "./actions-context.ts";
import type { LocalizedText } from "../../../combat-room.ts";
import type { ActorSheetBasics } from "../../../applications/sheets/sheet-basics.ts";
import type { EnergyDerived } from "../derive.ts";
import type { EnergyArmorSource, EnergyCreatureSource, EnergyShieldSource, EnergyWeaponSource } from "../sources.ts";
import {
  ABILITY_KINDS,
  ABILITY_RECHARGES,
  EXTRA_MODIFIERS,
  RANGED_KINDS,
  WEAPON_KINDS,
  WEAPON_WEIGHTS,
} from "../data/item-choices.ts";

export { ABILITY_KINDS, ABILITY_RECHARGES, EXTRA_MODIFIERS, RANGED_KINDS, WEAPON_KINDS, WEAPON_WEIGHTS };
export type EnergyAbilityKind = (typeof ABILITY_KINDS)[number];
export type EnergyAbilityRecharge = (typeof ABILITY_RECHARGES)[number];

export const NPC_THREATS = ["minion", "standard", "elite", "boss"] as const;
export type NpcThreat = (typeof NPC_THREATS)[number];

interface Described {
  readonly description: string;
}

/** Stow/Equip: "a side arm, or otherwise easily accessible item takes only 1 Energy". */
interface Stowable {
  readonly sideArm: boolean;
}

export type EnergyWeaponData = EnergyWeaponSource & Described & Stowable & { readonly properties: string };
export type EnergyArmorData = EnergyArmorSource & Described;
export type EnergyShieldData = EnergyShieldSource & Described & Stowable;
export interface EnergyGearData extends Described, Stowable {
  readonly quantity: number;
  readonly consumable: boolean;
}
export interface EnergyAbilityData extends Described {
  readonly kind: EnergyAbilityKind;
  readonly energy: number;
  readonly stamina: number;
  readonly recharge: EnergyAbilityRecharge;
  readonly uses: { readonly value: number; readonly max: number };
  readonly recoverySurge: boolean;
  /** Its Stamina enhances the attack just made (row 34 of the reachability table). */
  readonly enhancesAttack: boolean;
  /** The Ability Modifiers it adds inside MASAB's and MASDB's parentheses. */
  readonly masab: ExtraModifiers;
  readonly masdb: ExtraModifiers;
  /** The conditions it removes: used in a fight, its user ignores them until the end of the Round. */
  readonly removes: Readonly<Record<SuppressibleConditionId, boolean>>;
}

export type ExtraModifiers = Readonly<Record<(typeof EXTRA_MODIFIERS)[number], boolean>>;

interface ItemBase {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

/** An owned item, tagged by its local type (the document type is `energy-<kind>`). */
export type EnergySheetItem =
  | (ItemBase & { readonly kind: "weapon"; readonly system: EnergyWeaponData })
  | (ItemBase & { readonly kind: "armor"; readonly system: EnergyArmorData })
  | (ItemBase & { readonly kind: "shield"; readonly system: EnergyShieldData })
  | (ItemBase & { readonly kind: "gear"; readonly system: EnergyGearData })
  | (ItemBase & { readonly kind: "ability"; readonly system: EnergyAbilityData });

export type EnergySheetSystem = EnergyCreatureSource & { readonly derived: EnergyDerived };

export interface EnergySheetActor {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly system: EnergySheetSystem;
  readonly items: readonly EnergySheetItem[];
}

/**
 * One equipped weapon's attack as the combat room plans it against the current target: its exact hit chance and
 * AV (a ranged attack: the Miss Chance before the Ranged Evasion roll, and the range band the canvas read, when it
 * is not the middle one), or the refusal with its format data (out of range …). The sheet class asks the room;
 * builders format.
 */
export type EnergyAttackOdds =
  | { readonly hitChance: number; readonly av: number; readonly rangeNote?: LocalizedText }
  | { readonly refused: string; readonly data?: Readonly<Record<string, string | number>> };

/** Where the odds hold a melee weapon's throw (the sheet's Throw button) beside its attack. */
export const throwOddsKey = (weaponId: string): string => `${weaponId}:throw`;

/** Everything an `energy` actor sheet's context is built from. */
export interface EnergySheetInput extends ActorSheetBasics {
  readonly actor: EnergySheetActor;
  /** The user's current target's name, or null without one. */
  readonly target: { readonly name: string } | null;
  /** The room's plan per equipped weapon id against `target` (a throw: `throwOddsKey`); ignored without a target. */
  readonly odds: Readonly<Record<string, EnergyAttackOdds>>;
  /** The actor's combatant in the running combat (the Actions section); null or absent out of combat. */
  readonly combat?: EnergySheetCombat | null;
  /** The DC the Rolls section rolls against (the sheet's, not stored); absent: the default. */
  readonly rollDc?: number;
}

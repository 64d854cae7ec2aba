/**
 * The plain data the `bonus` sheet context builders read: what the sheet classes copy out of Foundry documents
 * (see from-documents.ts), and what tests and the browser harness write by hand. No Foundry types, no globals.
 */
import type { GuardOptions } from "../../../../engine/rulesets/bonus/defense/guard.ts";
import type { BonusSheetCombat } from "./actions-context.ts";
import type { BonusSimWeapon } from "../../../../engine/rulesets/bonus/sim/fighter.ts";
import type { Track } from "../../../../engine/rulesets/bonus/creature.ts";
import type { QualityRank } from "../../../../engine/rulesets/bonus/tables/quality.ts";
import type { ActorSheetBasics } from "../../../applications/sheets/sheet-basics.ts";
import type { ArmorProtection, BonusArmorSource, BonusCreatureSource, BonusDerived } from "../derive.ts";
import type { BonusDiceGrant } from "../bonus-dice.ts";
import type { VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";

export const POWER_KINDS = ["skill", "talent", "technique", "spell"] as const;
export type PowerKind = (typeof POWER_KINDS)[number];

export const NPC_THREATS = ["minion", "standard", "elite", "boss"] as const;
export type NpcThreat = (typeof NPC_THREATS)[number];

/** The weapon as the sheet shows it: what the attack and damage rolls read (the engine's), and the rest. */
export interface BonusWeaponData extends BonusSimWeapon {
  readonly range: number;
  readonly reach: number;
  readonly light: boolean;
  readonly toHealth: boolean;
  readonly area: boolean;
  readonly equipped: boolean;
  readonly description: string;
}

export interface BonusArmorData {
  readonly rank: number;
  readonly guardBonus: number;
  readonly quality: QualityRank;
  readonly durability: Track;
  readonly equipped: boolean;
  readonly protects: ArmorProtection;
  readonly description: string;
}

export interface BonusGearData {
  readonly quantity: number;
  readonly consumable: boolean;
  readonly description: string;
}

export interface BonusPowerData {
  readonly kind: PowerKind;
  readonly actions: number;
  readonly vigor: number;
  readonly mana: number;
  readonly createsOpening: boolean;
  readonly bonusDice: BonusDiceGrant;
  readonly description: string;
}

interface ItemBase {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

/** An owned item, tagged by its local type (the document type is `bonus-<kind>`). */
export type BonusSheetItem =
  | (ItemBase & { readonly kind: "weapon"; readonly system: BonusWeaponData })
  | (ItemBase & { readonly kind: "armor"; readonly system: BonusArmorData })
  | (ItemBase & { readonly kind: "gear"; readonly system: BonusGearData })
  | (ItemBase & { readonly kind: "ability"; readonly system: BonusPowerData });

export interface BonusSheetSystem extends BonusCreatureSource {
  readonly derived: BonusDerived;
}

export interface BonusSheetActor {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly system: BonusSheetSystem;
  /** Status ids of the actor's active effects (Prone, Defending …), as the engine's condition state reads them. */
  readonly statuses: readonly string[];
  readonly items: readonly BonusSheetItem[];
}

/** The user's current target, as the attack plan needs it: its stored system, statuses and armor. */
export interface BonusSheetTarget {
  readonly name: string;
  readonly system: BonusCreatureSource;
  readonly statuses: readonly string[];
  readonly armor: readonly BonusArmorSource[];
  /** Its combatant in the running combat (the medical acts' patient); absent or null outside it. */
  readonly combatantId?: string | null;
  /** How the world halves Guard (a rule variant), read with the target; absent: the engine's default. */
  readonly guardOptions?: GuardOptions;
}

/** Everything a `bonus` actor sheet's context is built from. */
export interface BonusSheetInput extends ActorSheetBasics {
  readonly actor: BonusSheetActor;
  readonly target: BonusSheetTarget | null;
  /** The actor's combatant in the running combat (the Actions section); null or absent out of combat. */
  readonly combat?: BonusSheetCombat | null;
  /** The VS the Skill checks section rolls against (the sheet's, not stored); absent: the default. */
  readonly checkVs?: number;
  /** The visibility the skill checks are piloted or navigated in (the sheet's, not stored); absent: normal. */
  readonly checkPiloting?: VisibilityLevel;
  /** The checks' Charges (positive) or Challenges (negative) (the sheet's, not stored); absent: none. */
  readonly checkSituation?: number;
}

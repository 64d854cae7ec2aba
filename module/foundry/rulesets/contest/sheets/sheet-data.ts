/**
 * The plain data the `contest` sheet context builders read: what the sheet classes copy out of Foundry documents
 * (from-documents.ts), and what tests and the browser harness write by hand. No Foundry types, no globals.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import type { ContestCombatantState } from "../../../../engine/rulesets/contest/economy/combatant.ts";
import type { AttackDelivery } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import type { DamageType } from "../../../../engine/rulesets/contest/tables/damage-types.ts";
import type { DefenseKind } from "../../../../engine/rulesets/contest/tables/defenses.ts";
import type { SheetRefusal } from "../../../applications/sheets/attacks-frame.ts";
import type { ActorSheetBasics } from "../../../applications/sheets/sheet-basics.ts";
import type { ContestDerived } from "../derive.ts";
import type {
  ContestArmorSource,
  ContestCreatureSource,
  ContestShieldSource,
  ContestWeaponSource,
} from "../sources.ts";

interface Described {
  readonly description: string;
}

/** A spell or feature as its model stores it (data/item-models.ts). */
export interface ContestAbilityData extends Described {
  readonly kind: "spell" | "feature";
  readonly attack: boolean;
  readonly delivery: AttackDelivery;
  readonly targetsMind: boolean;
  /** Empty keeps the rule's own list ("Attack spells can only be defended with Block or Dodge"). */
  readonly defenses: Iterable<DefenseKind>;
  readonly damage: ContestWeaponSource["damage"];
  readonly damageType: DamageType;
  readonly range: number;
  readonly ap: number;
}

interface ItemBase {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

/** An owned item, tagged by its local type (the document type is `contest-<kind>`). */
export type ContestSheetItem =
  | (ItemBase & { readonly kind: "weapon"; readonly system: ContestWeaponSource & Described })
  | (ItemBase & { readonly kind: "armor"; readonly system: ContestArmorSource & Described })
  | (ItemBase & { readonly kind: "shield"; readonly system: ContestShieldSource & Described })
  | (ItemBase & { readonly kind: "gear"; readonly system: Described & { readonly quantity: number } })
  | (ItemBase & { readonly kind: "ability"; readonly system: ContestAbilityData });

export type ContestSheetSystem = ContestCreatureSource & { readonly derived: ContestDerived };

export interface ContestSheetActor {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** Player characters roll 1d6 + Initiative, NPCs 1d6 + PER. */
  readonly roller: "pc" | "npc";
  readonly system: ContestSheetSystem;
  readonly items: readonly ContestSheetItem[];
}

/**
 * One Strike's plan against the current target, as the combat room's `planAttack` gives it: the chance the test
 * passes (its chance to hit a target that does not defend), the Target Number and the test's dice request (what is
 * rolled, with its boons and banes in the audit); or the refusal with its data.
 */
export type ContestStrikeOdds =
  { readonly hitChance: number; readonly against: number; readonly request: DiceRequest } | SheetRefusal;

/** The actor's combatant in the running combat, as the engine reads it (the Actions section). */
export interface ContestSheetCombat {
  readonly round: number;
  readonly ownTurn: boolean;
  /** The sheet's viewer is a GM, who may take an action past a shortfall (`gmMayOverride`). */
  readonly viewerIsGm: boolean;
  readonly state: ContestCombatantState;
  readonly actor: ContestActor;
}

/** Everything a `contest` actor sheet's context is built from. */
export interface ContestSheetInput extends ActorSheetBasics {
  readonly actor: ContestSheetActor;
  /** The user's current target's name, or null without one. */
  readonly target: { readonly name: string } | null;
  /** The room's plan per equipped weapon id against `target`. */
  readonly odds: Readonly<Record<string, ContestStrikeOdds>>;
  /** Null or absent out of combat. */
  readonly combat?: ContestSheetCombat | null;
}

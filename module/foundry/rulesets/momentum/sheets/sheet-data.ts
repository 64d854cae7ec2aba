/**
 * The plain data the `momentum` sheet context builders read: what the sheet classes copy out of Foundry documents
 * (from-documents.ts), and what tests and the browser harness write by hand. No Foundry types, no globals.
 */
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import type { MomentumCombatantState } from "../../../../engine/rulesets/momentum/economy/combatant.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import type { AskedCheck } from "../checks/skill-check-choice.ts";
import type { CinematicRole } from "../combat/cinematic-roles.ts";
import type { ActorSheetBasics } from "../../../applications/sheets/sheet-basics.ts";
import type { MomentumDerived } from "../derive.ts";
import type {
  MomentumAbilitySource,
  MomentumArmorSource,
  MomentumCreatureSource,
  MomentumShieldSource,
  MomentumWeaponSource,
} from "../sources.ts";

interface Described {
  readonly description: string;
}

export interface MomentumGearData extends Described {
  readonly quantity: number;
  readonly consumable: boolean;
}

interface ItemBase {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

/** An owned item, tagged by its local type (the document type is `momentum-<kind>`). */
export type MomentumSheetItem =
  | (ItemBase & { readonly kind: "weapon"; readonly system: MomentumWeaponSource & Described })
  | (ItemBase & { readonly kind: "armor"; readonly system: MomentumArmorSource & Described })
  | (ItemBase & { readonly kind: "shield"; readonly system: MomentumShieldSource & Described })
  | (ItemBase & { readonly kind: "gear"; readonly system: MomentumGearData })
  | (ItemBase & { readonly kind: "ability"; readonly system: MomentumAbilitySource & Described });

export type MomentumSheetSystem = MomentumCreatureSource & { readonly derived: MomentumDerived };

export interface MomentumSheetActor {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly system: MomentumSheetSystem;
  readonly items: readonly MomentumSheetItem[];
}

/**
 * One attack's plan against the current target, as the combat room's `planAttack` gives it: the exact chance it
 * lands and the number it is against (Evasion, or the DR Power of a resisted Ability), or the refusal with its data.
 */
export type MomentumAttackOdds =
  | { readonly hitChance: number; readonly against: number }
  | { readonly refused: string; readonly data?: Readonly<Record<string, string | number>> };

/** The actor's combatant in the running combat, as the engine reads it (the Actions section). */
export interface MomentumSheetCombat {
  readonly round: number;
  readonly ownTurn: boolean;
  /** The sheet's viewer is a GM, who may take an action past a shortfall (`gmMayOverride`). */
  readonly viewerIsGm: boolean;
  readonly state: MomentumCombatantState;
  readonly actor: MomentumActor;
  readonly options: MomentumOptions;
}

/** The sheet's Skill Check (skill-check-context.ts): the creature as the engine reads it and the check asked. */
export interface MomentumSheetSkillCheck {
  readonly actor: MomentumActor;
  readonly asked: AskedCheck;
  /** The role of its Cinematic waiting for its check this round; "none" outside one. */
  readonly cinematic: CinematicRole;
  readonly options: MomentumOptions;
}

/** Everything a `momentum` actor sheet's context is built from. */
export interface MomentumSheetInput extends ActorSheetBasics {
  readonly actor: MomentumSheetActor;
  /** The user's current target's name, or null without one. */
  readonly target: { readonly name: string } | null;
  /** The room's plan per attacking item id (equipped weapons, Abilities with a roll) against `target`. */
  readonly odds: Readonly<Record<string, MomentumAttackOdds>>;
  /** Null or absent out of combat. */
  readonly combat?: MomentumSheetCombat | null;
  /** Null or absent: no Skill Check section. */
  readonly skillCheck?: MomentumSheetSkillCheck | null;
}

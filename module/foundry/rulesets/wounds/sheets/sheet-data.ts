/**
 * The plain data the `wounds` sheet context builders read: what the sheet classes copy out of Foundry documents
 * (from-documents.ts), and what tests and the browser harness write by hand. No Foundry types, no globals.
 */
import type { WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import type { TurnContext } from "../../../../engine/rulesets/wounds/economy/act.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import type { QuickenCheck } from "../../../../engine/rulesets/wounds/economy/quickly.ts";
import type { AttackVariant } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import type { WoundOdds } from "../../../../engine/rulesets/wounds/procedures/wound-odds.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import type { ActorSheetBasics } from "../../../applications/sheets/sheet-basics.ts";
import type { SheetRefusal } from "../../../applications/sheets/attacks-frame.ts";
import type { WoundsDerived } from "../derive.ts";
import type { WoundsSpellSource } from "../spell-sources.ts";
import type {
  WoundsArmorSource,
  WoundsCreatureSource,
  WoundsNpcSource,
  WoundsShieldSource,
  WoundsWeaponSource,
} from "../sources.ts";

interface Described {
  readonly description: string;
}

export interface WoundsGearData {
  readonly quantity: number;
  readonly apCost: number;
  readonly healingKit: boolean;
}

/** A spell or ability as its action block lists it (data/item-models.ts): a spell's fields, and which it is. */
export interface WoundsAbilityData extends WoundsSpellSource {
  readonly kind: "ability" | "spell";
}

interface ItemBase {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

/** An owned item, tagged by its local type (the document type is `wounds-<kind>`). */
export type WoundsSheetItem =
  | (ItemBase & { readonly kind: "weapon"; readonly system: WoundsWeaponSource & Described })
  | (ItemBase & { readonly kind: "armor"; readonly system: WoundsArmorSource & Described })
  | (ItemBase & { readonly kind: "shield"; readonly system: WoundsShieldSource & Described })
  | (ItemBase & { readonly kind: "gear"; readonly system: WoundsGearData & Described })
  | (ItemBase & { readonly kind: "ability"; readonly system: WoundsAbilityData & Described });

type Derived = { readonly derived: WoundsDerived };
/** A character's or an NPC's stored numbers with the engine's derived values. */
export type WoundsSheetSystem = (WoundsCreatureSource & Derived) | (WoundsNpcSource & Derived);

export interface WoundsSheetActor {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly system: WoundsSheetSystem;
  readonly items: readonly WoundsSheetItem[];
}

/**
 * One attack kind's forecast against the current target (forecast.ts): the exact chance of a hit and of each wound
 * level and the Defense it meets, or the engine's refusal in words (a ranged weapon's Quick Attack …).
 */
export type WoundsAttackOdds = (WoundOdds & { readonly against: number }) | SheetRefusal;

/** Per weapon id, per attack kind. */
export type WoundsOddsTable = Readonly<Record<string, Partial<Record<AttackVariant, WoundsAttackOdds>>>>;

/** The actor's combatant in the running combat, as the engine reads it (the Actions section). */
export interface WoundsSheetCombat {
  readonly round: number;
  readonly turn: TurnContext;
  /** The sheet's viewer is a GM, who may take an action past a shortfall. */
  readonly viewerIsGm: boolean;
  readonly state: WoundsCombatantState;
  readonly actor: WoundsActor;
  readonly options: WoundsOptions;
  /** The name of the mount it rides (mounted/riding.ts); absent: it rides nothing. */
  readonly riding?: string;
}

/** Everything a `wounds` actor sheet's context is built from. */
export interface WoundsSheetInput extends ActorSheetBasics {
  readonly actor: WoundsSheetActor;
  /** The user's current target's name, or null without one. */
  readonly target: { readonly name: string } | null;
  readonly odds: WoundsOddsTable;
  /** Null or absent out of combat. */
  readonly combat?: WoundsSheetCombat | null;
  /** The creature with its statuses, which a spell cast out of combat pays from (decision 223); absent, none is. */
  readonly caster?: WoundsActor;
  /** The world's rule variants (AP costs of the attack kinds). */
  readonly options: WoundsOptions;
  /** The TN the Combat checks section rolls against (the sheet's, not stored); absent, the default. */
  readonly checkTn?: number;
  /** The check the GM calls for on the next action, to perform it more quickly (decision 195); absent, none. */
  readonly quickly?: QuickenCheck | null;
  /** The Ready button was pressed: the Actions section lists what can be readied (decision 211); absent, not. */
  readonly readying?: boolean;
  /** The rounds of a timed act the Checks section would start (the sheet's); absent, a minute. */
  readonly timedRounds?: number;
  /** The yards of a jump the Checks section would declare over turns (the sheet's); absent, 10. */
  readonly jumpYards?: number;
}

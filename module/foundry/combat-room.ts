/**
 * What the shared attack flow, chat card and GM queries ask of a ruleset's adapter room. The flow never knows the
 * rules: it asks the room to plan, to read rolls and to turn damage into document updates (decision 2).
 */
import type { DiceRequest } from "../engine/core/dice/request.ts";
import type { RollResult } from "../engine/core/dice/result.ts";
import type { OutcomeResolver } from "./chat/attack-card/transitions.ts";
import type { Outcome, TargetRow } from "./chat/attack-card/data.ts";
import type { ScenePair } from "./canvas/pair.ts";
import type { ArcSpec } from "../engine/core/geometry/facing.ts";
import type { DamageBreakdown } from "./chat/breakdown/damage-breakdown.ts";
import type { DealtCondition } from "./effects/outcome-room.ts";
import type { RollExtra, RollExtraKind } from "./dice/roll-extra.ts";

/** A refusal the user sees: a localization key and its format data. */
export interface Refusal {
  readonly refused: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/** A text the adapter localizes later: a key and its format data. */
export interface LocalizedText {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/**
 * One situational modifier the roll dialog lists with its source. `locked` rows name rules the engine already
 * applies from the documents (a Wounded attacker, a prone target): they are shown, never toggled, so nothing is
 * counted twice. Rows sharing a `group` are exclusive (one cover level, one visibility level).
 */
export interface RollModifier {
  readonly id: string;
  /** What kind of rule it is, ruleset-specific ("charge", "cover" …): a CSS hook and a test handle. */
  readonly kind: string;
  readonly label: LocalizedText;
  /** What it does to the roll ("Guard +10", "−1 bonus die rank"). */
  readonly effect: LocalizedText;
  readonly on: boolean;
  readonly locked: boolean;
  readonly group?: string;
  /**
   * The roll dialog's legend of the row's group ("Cover") and the name of its "none of them" choice ("No cover"),
   * drawn as one radio group; absent: the dialog's generic words (`FRAY.RollDialog.group`, `groupNone`).
   */
  readonly groupLegend?: LocalizedText;
  readonly groupNone?: LocalizedText;
  /** Why the scene switched it on (range, cover, facing, visibility read from the canvas). */
  readonly reason?: LocalizedText;
}

/**
 * What the canvas says about one attacker and target, in the ruleset's modifier ids (rulesets/<id>/canvas/): the
 * dialog's defaults with their reasons, which the user may still override, or a refusal.
 */
export interface SceneSituation {
  /** Modifier id → on or off: the defaults the roll dialog starts from. */
  readonly defaults: RollChoices;
  /** Modifier id → why the scene set it. */
  readonly reasons: Readonly<Record<string, LocalizedText>>;
  /** Distance to the target in the ruleset's unit (edge to edge). */
  readonly distance: number;
  /** The attack cannot be made from here: out of reach or range, no line of sight. */
  readonly refusal?: Refusal;
}

/** The token documents of an attacker and its target on one scene. */
export interface PairTokens {
  readonly attacker: TokenDocument.Implementation;
  readonly target: TokenDocument.Implementation;
}

/** The roll dialog's answer: modifier id → on or off. An id not listed keeps its default, so `{}` is the default. */
export type RollChoices = Readonly<Record<string, boolean>>;

export interface PlannedAttack {
  readonly request: DiceRequest;
  /** What the attack must beat (for the card), and the exact chance it does before any defense. */
  readonly against: number;
  readonly hitChance: number;
  /** The modifiers this plan was made with, for the roll dialog; absent when the room offers none. */
  readonly modifiers?: readonly RollModifier[];
  /** Made from where the target is not facing (stored on the card row for the Defend); absent: from the front. */
  readonly fromBehind?: boolean;
  /**
   * The target cannot defend, so the attack roll alone settles the row (`energy`: "any attacks against them
   * automatically hit"); absent: the room's `resolve` before any defense.
   */
  readonly settles?: (attack: RollResult) => Outcome;
}

/** What the card row stored about the attack as it was made, which the defense is planned against. */
export type AttackAsMade = Pick<TargetRow, "against" | "fromBehind" | "situation">;

export interface PlannedDefense {
  readonly request: DiceRequest;
  /** The defender's system update that pays for the reaction (Vigor, Energy …); empty when it costs nothing. */
  readonly payment: Record<string, unknown>;
}

/** An attack's combat spend: the action and the room's spend options (combat/room.ts `SpendRequest`). */
export interface AttackSpend {
  readonly action: string;
  readonly options?: Readonly<Record<string, number>>;
}

/**
 * Damage a hit deals to another creature than its target, read by the room from the documents on the GM's side
 * (`wounds`: lightning's spread underwater): its system update, and the conditions it sets and ends there as
 * `AppliedDamage.statuses` / `ends` do on the target.
 */
export interface DamageToOther {
  readonly actor: Actor.Implementation;
  readonly system: Record<string, unknown>;
  readonly statuses?: readonly DealtCondition[];
  readonly ends?: readonly string[];
  /**
   * What the room does once this creature's damage is written, on the GM's client (`wounds`: a struck swimmer's
   * footing check, rolled and posted then), and the conditions that sets and ends, kept with the creature's Undo
   * snapshot; absent: nothing.
   */
  readonly afterwards?: () => Promise<OtherAfterwards>;
}

/** The conditions a struck creature's `afterwards` sets (until an event ends them) and ends. */
export interface OtherAfterwards {
  readonly sets: readonly string[];
  readonly ends: readonly string[];
}

export interface AppliedDamage {
  /** The target's system update. */
  readonly system: Record<string, unknown>;
  /** Embedded item updates (armor that absorbed damage). */
  readonly items: readonly Record<string, unknown>[];
  /** A short localized summary for the card ("6 Durability, Wounded"). */
  readonly summary: string;
  /** What the rules did to the number (armor, resistances, cover …) and what each track took, for the card. */
  readonly breakdown: DamageBreakdown;
  /**
   * Conditions the damage rules set with this hit that the target's tracks cannot tell (bleeding that only lethal
   * damage starts, say), each with its end where the rules give one; absent: only the outcome room's `afterDamage`.
   */
  readonly statuses?: readonly DealtCondition[];
  /** Conditions the hit ends on the target (`wounds`: Defend "until … you receive a wound"); Undo restores them. */
  readonly ends?: readonly string[];
  /**
   * The damage roll decided that the attack missed (`wounds`: a penetrating attack, whose hit is decided with its
   * damage): nothing was dealt, and the row reads Miss from now on; absent: the hit stands.
   */
  readonly missed?: boolean;
  /**
   * The ids of the room's follow-up steps this damage calls for, taken after it on the card (`energy`: the Death roll
   * "every time you are damaged with 0 Aura"); absent: none.
   */
  readonly follows?: readonly string[];
  /** Damage the same hit deals to other creatures, undone with the target's (damage-others.ts); absent: none. */
  readonly others?: readonly DamageToOther[];
}

/** Localization keys of the attack card's lines, in the ruleset's own words ({total}, {against}). */
export interface CardWording {
  /** The attack and what it had to beat: `bonus` "Attack 25 vs Guard 17", `energy` "AV 17 · Combat roll 12". */
  readonly attack: string;
  /** The same with the target's number hidden from this viewer. */
  readonly attackHidden: string;
  /** The defense roll: `bonus` "Defense 19", `energy` "Evasion roll 15". */
  readonly defense: string;
  /** Other words for some rows (`energy`: a ranged row's Hit roll against the Miss Chance); absent: these. */
  readonly forRow?: (row: TargetRow) => Omit<CardWording, "forRow" | "result">;
  /**
   * The row's result in the ruleset's words, read from the stored row (`contest`: "Strike 2 Successes · Dodge 1
   * Success: hit on Successes"); shown where neither side is hidden from the viewer. Absent or undefined: no line.
   */
  readonly result?: (row: TargetRow) => LocalizedText | undefined;
  /**
   * The outcome the row's status word and icon show, where the stored one is only provisional (`momentum`: a resisted
   * Ability's row is stored a hit until the target's Defense Roll, which may still turn it: shown pending). Absent:
   * the stored outcome.
   */
  readonly shownOutcome?: (row: TargetRow) => Outcome;
}

/** What an attack roll is besides its total, named on the card in words and an icon. */
export type RollMark = "critical" | "fumble";

export interface CombatRoom {
  readonly cardWording: CardWording;
  /** Is this attack roll a critical hit or a fumble by the ruleset's table? Absent: its attack rolls never are. */
  attackMark?(attack: RollResult): RollMark | undefined;
  planAttack(
    attacker: Actor.Implementation,
    item: Item.Implementation,
    target: Actor.Implementation | undefined,
    /** The roll dialog's toggles; absent (Shift-click, or no dialog) means every modifier at its default. */
    choices?: RollChoices,
    /** The canvas' reading of this attacker and target; absent off the canvas (no tokens, a sheet's odds). */
    scene?: SceneSituation,
    /** The roll dialog's free-form bonus (dice/roll-extra.ts), of the kind `rollExtra` says; absent or null: none. */
    extra?: RollExtra | null,
  ): PlannedAttack | Refusal;
  /**
   * What the roll dialog's bonus field takes for this room's attack roll (`bonus`: dice and numbers added to the
   * roll; `energy`: a number moving the AV or Miss Chance, its d20 having "nothing added"); absent: no bonus field.
   */
  readonly rollExtra?: RollExtraKind;
  /**
   * What the attack spends in combat (`spendInCombat`), with the roll dialog's choices; absent: the "attack" action.
   * `energy`: ranged attacks cost less; `bonus`: an Off-hand attack's Vigor. `targets`: the rows' targets the attack is
   * made against (a room whose action depends on its target, a Feint's boon, names it in the spend).
   */
  attackSpend?(
    attacker: Actor.Implementation,
    item: Item.Implementation,
    choices: RollChoices,
    targets: readonly Actor.Implementation[],
  ): AttackSpend;
  /** The front arc a token faces (drawn on tokens, and the side the targeting preview names). */
  readonly facing: ArcSpec;
  /**
   * Reads the canvas pair into this ruleset's modifiers (range, cover, facing, visibility). `tokens`: the pair's two
   * token documents, for a room that reads the rest of the scene around them (other creatures flanking the target).
   * `choices`: the choices the attack opens with (a sheet button for one attack action), for a room whose action
   * changes what the canvas is read for (`energy`: a melee weapon thrown is read for its throwing range, not Reach).
   */
  sceneSituation(
    pair: ScenePair,
    attacker: Actor.Implementation,
    item: Item.Implementation,
    target: Actor.Implementation,
    tokens?: PairTokens,
    choices?: RollChoices,
  ): SceneSituation;
  readonly resolve: OutcomeResolver;
  /**
   * `made` is the card row (its `against`: `bonus` Guard, `energy` the AV; its `fromBehind`), read from the card so
   * a defense is planned against the attack as it was made, never against numbers sent.
   */
  planDefense(
    defender: Actor.Implementation,
    attack: RollResult,
    ownTurn: boolean,
    made: AttackAsMade,
  ): PlannedDefense | Refusal;
  /**
   * The damage roll; `row` is the card row the damage is for (absent: a sheet's damage roll), so what the attack was
   * made with reaches it (a critical hit's extra damage, a choice taken on the row; `bonus`: the dialog's charges, an
   * Off-hand attack's challenges "to hit and damage").
   */
  planDamage(attacker: Actor.Implementation, item: Item.Implementation, row?: TargetRow): DiceRequest | Refusal;
  applyDamage(
    target: Actor.Implementation,
    /**
     * The attacker's weapon, the row's attack roll re-read from the card (`energy`: AC and criticals), and the row
     * itself (the choices taken on it; `bonus`: the target's cover gives its Armor Rank).
     */
    attacker: {
      readonly item: Item.Implementation | undefined;
      readonly attack?: RollResult;
      readonly row?: TargetRow;
    },
    damage: RollResult,
  ): AppliedDamage | Refusal;
}

export function isRefusal(value: object): value is Refusal {
  return "refused" in value;
}

/**
 * What the Combat and Combatant documents, the GM relay and the tracker ask of a ruleset's combat economy room. The
 * documents stay thin: every rule is the engine's, every mapping the room's (ARCHITECTURE.md decisions 2 and 6).
 * Nothing here names a ruleset: a room's own state stays in its room, and reaches the shared layer as pools, a
 * "done for the round" flag, the row it builds for the tracker, the controls it declares and the options it takes.
 */
import type { BoundaryEvent } from "../../engine/core/turns/boundary.ts";
import type { TurnGroup } from "../../engine/core/turns/groups.ts";
import type { InitiativeEntry } from "../../engine/core/turns/initiative.ts";
import type { RoomRowParts, RowContext } from "../applications/tracker/row-view.ts";
import type { Refusal } from "../combat-room.ts";
import type { FrayRoll } from "../dice/fray-roll.ts";
import type { MovedWaypoint } from "./token-path.ts";

/** One pool as the tracker draws it (pips): where it lives, what is left, and the most it holds now. */
export interface PoolView {
  readonly id: string;
  readonly home: "combatant" | "actor";
  readonly value: number;
  readonly max: number;
}

/** Who may use a combatant control: the GM alone, or also the owner of the combatant's actor (relayed to the GM). */
export type ControlUser = "gm" | "owner";

/** A control a room offers on its combatants' tracker rows (Pass, roll Initiative to interrupt, mark a role). */
export interface ControlSpec {
  /** Id-like: it crosses the `fray.combatAct` relay. */
  readonly id: string;
  /** Localization key of its name (the button's text). */
  readonly label: string;
  readonly who: ControlUser;
  /** It acts on one entry picked from its list (an id-like string); without one it takes no argument. */
  readonly takesChoice: boolean;
}

/** What a combatant's control acts with: the entry picked from its list, for a control that takes one. */
export interface ControlArgs {
  readonly choice?: string;
}

/**
 * A spend option a room declares (Stamina paid in place of Energy …): a whole number from 0 to `max`, 0 meaning
 * "not taken". The relay refuses any option a room does not declare and any value out of bounds.
 */
export interface SpendOptionSpec {
  readonly id: string;
  readonly max: number;
  /** The chat line of a sheet action taken with this option ({name}, {action}); absent: the plain line. */
  readonly takenLine?: string;
}

/** A combatant's combat economy as the shared layer reads it. */
export interface CombatantEconomy {
  /** The room's ruleset id: the row's style hook (`fray-row--<id>`), never branched on. */
  readonly ruleset: string;
  /** In the room's display order. */
  readonly pools: readonly PoolView[];
  /** Done for the round (spent everything, or passed); always false where rounds end with the last turn. */
  readonly done: boolean;
  /** The controls the room declares (its `controls`): who may use each of those the row shows. */
  readonly controls: readonly ControlSpec[];
  /** The room's part of this combatant's tracker row for one viewer (pure: the room read its state already). */
  row(ctx: RowContext): RoomRowParts;
}

/**
 * The attack a prompted reaction's spend is made for (chat/reaction-prompt/): the attacker's item and the actor its
 * card targets. The GM pays the reaction only for an attack the prompt offered (`offeredAttackRefusal`).
 */
export interface SpendAttack {
  readonly itemId: string;
  readonly targetUuid: string;
}

/** What a spend asks for: an engine action id (`attack`, `meleeAttack` …) and the room's declared options. */
export interface SpendRequest {
  readonly action: string;
  /** Option id → value (see `SpendOptionSpec`); absent or empty: none taken. */
  readonly options?: Readonly<Record<string, number>>;
  /** GM override: take what the pools hold (never below 0) instead of refusing a shortfall. */
  readonly override?: boolean;
  /**
   * The event a reaction answers (a card's row), set by the GM's own step, never by the `fray.spend` relay: a room
   * that allows one reaction per trigger counts it. Absent: none named.
   */
  readonly trigger?: string;
  /**
   * A prompted reaction's attack (`flows/attack.ts`), or what a prompted reaction that is no attack is done with
   * (chat/reaction-prompt/render.ts), carried by the `fray.spend` relay. Absent: none named.
   */
  readonly attack?: SpendAttack;
  /**
   * The item whose attack card this spend pays (the attack flow's, carried by the `fray.spend` relay as its `card`):
   * a room whose act is the card itself (a spell cast as an attack) refuses it as a spend of its own. Absent: a spend
   * that pays no card.
   */
  readonly cardItemId?: string;
}

/**
 * Combatants that share one turn (unions, mounts), read when each round begins: the engine's order sees one entry
 * per group, built by `entry` from its members' entries; every turn event of the group is each member's.
 */
export interface TurnGroupRoom {
  of(combat: Combat.Implementation): readonly TurnGroup[];
  entry(group: TurnGroup, members: readonly InitiativeEntry[]): InitiativeEntry;
}

/** An attack card as `attackPosted` hands it over: the message, the attacker's item, its rows' targets that exist. */
export interface PostedAttack {
  readonly message: ChatMessage.Implementation;
  readonly item: Item.Implementation;
  readonly targets: readonly Actor.Implementation[];
}

export interface CombatEconomyRoom {
  /** `system` for a combatant joining the combat. */
  joinData(combatant: Combatant.Implementation): Record<string, unknown>;
  /** Null: no economy for this combatant (not of the room's sub-type). */
  economy(combatant: Combatant.Implementation): CombatantEconomy | null;
  /** GM only: the economy's part of one boundary (refills, resets, recovery phase, wake rolls) for every combatant. */
  applyBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void>;
  /** The options `spend` takes; the relay refuses any other. */
  readonly spendOptions: readonly SpendOptionSpec[];
  /** GM only: spend for an action (its options already checked against `spendOptions`); a refusal names the shortfall. */
  spend(combatant: Combatant.Implementation, request: SpendRequest): Promise<Refusal | undefined>;
  /** GM only: move a pool by `delta`, clamped to 0 … max. */
  adjustPool(combatant: Combatant.Implementation, poolId: string, delta: number): Promise<Refusal | undefined>;
  /**
   * The combatant's initiative roll (unevaluated), which core's initiative buttons, Roll All and Roll NPCs roll.
   * Absent: the ruleset has no initiative order (turnless rounds), so the tracker hides those controls.
   */
  initiativeRoll?(combatant: Combatant.Implementation): FrayRoll;
  /** May this combatant react to `trigger` now? */
  checkReaction(combatant: Combatant.Implementation, trigger: string, ownTurn: boolean): Refusal | undefined;
  recordReaction(combatant: Combatant.Implementation, trigger: string): Promise<void>;
  /**
   * GM only: a condition was just given to the actor of this combatant of a started combat (a status effect created
   * from the token HUD, a sheet or a macro): what the rules do to the combatant's round at that moment (an act lost).
   * Absent: a condition's arrival changes nothing but the condition.
   */
  conditionGained?(combatant: Combatant.Implementation, status: string): Promise<void>;
  /**
   * GM only: the card's Undo took back the damage of an attack this combatant made with the item `itemId`: what the
   * room gives back of what that attack paid, at most once (the room keeps what it may give back). Absent: nothing.
   */
  attackUndone?(combatant: Combatant.Implementation, itemId: string): Promise<void>;
  /**
   * GM only: the token of this combatant of a started combat has just moved from `origin` (top-left pixels) to where it
   * stands now through `path`'s waypoints (combat/token-moved.ts, token-path.ts): the reactions the move opens (a
   * weapon's reach approached). Absent: moving opens none.
   */
  tokenMoved?(
    combatant: Combatant.Implementation,
    token: TokenDocument.Implementation,
    origin: { readonly x: number; readonly y: number },
    path: readonly MovedWaypoint[],
  ): Promise<void>;
  /**
   * The requesting client, before the token of this combatant of a started combat moves from `from` to `to` (top-left
   * pixels) through `path`'s waypoints (combat/token-moving.ts, token-path.ts): why the move is refused (a movement
   * pool too short), read from the documents as
   * they stand. A player's refused move does not happen; a GM's happens with the reason as a warning (the GM's
   * override), for `tokenMoved` to settle. Absent: every move is allowed.
   */
  tokenMoving?(
    combatant: Combatant.Implementation,
    from: { readonly x: number; readonly y: number },
    to: { readonly x: number; readonly y: number },
    path: readonly MovedWaypoint[],
  ): Refusal | undefined;
  /**
   * GM only: an attack card of this combatant of a started combat has just been posted (combat/attack-posted.ts),
   * its author owning the attacker: the reactions the attack opens (a ranged attack declared within a melee weapon's
   * reach). Absent: attacking opens none.
   */
  attackPosted?(combatant: Combatant.Implementation, attack: PostedAttack): Promise<void>;
  everyoneDone(combat: Combat.Implementation): boolean;
  /**
   * GM only, once a turn has started and its boundaries ran: is the acting combatant's turn lost (a surprised
   * creature's first turn)? The turn then passes at once, as the GM's End Turn would pass it. Absent: never.
   */
  turnLost?(combatant: Combatant.Implementation): boolean;
  /**
   * The engine's initiative entry of a combatant that rolled (`total` is its initiative) in the order of `round`: its
   * band and tie-break keys. Absent: the initiative alone (ties then go by joining order). The turn structure itself
   * is the engine descriptor's (`rules.turns`), never the room's; with `reroll: eachRound` the Combat rolls every
   * combatant's `initiativeRoll` again before each round's order is worked out.
   */
  initiativeEntry?(combatant: Combatant.Implementation, total: number, round: number): InitiativeEntry;
  /**
   * GM only: the room's writes that a round's order depends on, awaited before that round's order is taken (each
   * round's random tie keys). Absent: the order needs nothing new at a round start.
   */
  prepareRound?(combat: Combat.Implementation, round: number): Promise<void>;
  /** Groups sharing one turn; absent: every combatant has its own. */
  readonly turnGroups?: TurnGroupRoom;
  /** The combatant controls this room's rows offer. */
  readonly controls: readonly ControlSpec[];
  /**
   * GM only: do control `controlId` for `combatant`, re-deriving everything from the documents. The caller checked
   * the control is declared, its user and the presence of a choice; the room checks the choice and the state (a
   * second Pass, an opponent not in the combat) and refuses with a reason.
   */
  act(combatant: Combatant.Implementation, controlId: string, args: ControlArgs): Promise<Refusal | undefined>;
}

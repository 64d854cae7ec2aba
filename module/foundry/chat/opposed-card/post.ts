/**
 * Posts an opposed card: the one call a room makes once it has rolled a contest and acted on its outcome (contest
 * rules are the room's: its engine says who rolls what and what winning does). Each side's roll must be the room's
 * evaluated roll of that side's request; the card keeps the requests and the initiator's chance against each
 * opponent, worked out here from the requests and the tie rule (core/odds/opposed.ts), and reads the rolls back when
 * it is shown; or, for a room whose contests its own rule decides (`OpposedByRoom`), the room's winner, reason and
 * chance for each pairing, and a side that did not roll with its reason. Public unless the room says who sees it: a contest is rolled on the GM's client for both sides, so the
 * GM's own roll mode is not the players' choice.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import { opposedProbability } from "../../../engine/core/odds/opposed.ts";
import { PUBLIC_ROLL, type RollVisibility } from "../../dice/roll-visibility.ts";
import {
  tieWinnerOf,
  type OpposedCardData,
  type OpposedOpponentData,
  type OpposedSideData,
  type OpposedTies,
} from "./data.ts";

export interface OpposedSideToPost {
  readonly actor: Actor.Implementation;
  /** What the side rolls, as the card names it ("Athletics check", "Strength DR"); the room localizes it. */
  readonly check: string;
  readonly request: DiceRequest;
  /** The side's roll of `request`, evaluated. */
  readonly roll: Roll;
  /** What the room reads from the roll beside its total ("Successes: 2"), localized. */
  readonly note?: string;
}

/** A side that did not roll: its result was fixed without dice ("automatically passes"), for `noRoll`'s reason. */
export interface UnrolledSideToPost {
  readonly actor: Actor.Implementation;
  readonly check: string;
  /** Why it did not roll, localized ("Size: more than one size larger"). */
  readonly noRoll: string;
}

/**
 * An opponent that is no creature and does not roll: a fixed difficulty the initiator rolls against ("DC 10"). It names
 * no actor (the card stores none, so no viewer has it hidden).
 */
export interface DifficultyToPost {
  /** What it is on the card ("The restraint"), localized. */
  readonly name: string;
  /** The difficulty ("DC 10"), localized. */
  readonly check: string;
  /** Why no creature rolls, localized ("No one holds Vera"). */
  readonly noRoll: string;
}

/** How a room that decides its contests by its own rule (not by totals) decided one pairing. */
export interface OpposedDecision {
  readonly initiatorWins: boolean;
  /** Why, in a few localized words ("Vera has more Successes"). */
  readonly reason: string;
  /** The initiator's chance (0–1) of winning before the roll, by the room's rule. */
  readonly chance: number;
}

interface OpposedCommon {
  /** What the contest is ("Trip"), localized by the room. */
  readonly action: string;
  /** What the contest did, in words, and the rolls that did it (a push's Strength DR). */
  readonly effects: readonly string[];
  readonly effectRolls?: readonly Roll[];
  readonly visibility?: RollVisibility;
}

/** Both sides roll and the higher total wins, the tie going to the side `ties` names; the chance is worked out here. */
export interface OpposedByTotals extends OpposedCommon {
  readonly ties: OpposedTies;
  readonly initiator: OpposedSideToPost;
  readonly opponents: readonly OpposedSideToPost[];
}

/** The room decided every pairing by its own rule; a side may not have rolled. */
export interface OpposedByRoom extends OpposedCommon {
  readonly initiator: OpposedSideToPost | UnrolledSideToPost;
  readonly opponents: readonly ((OpposedSideToPost | UnrolledSideToPost | DifficultyToPost) & {
    readonly decision: OpposedDecision;
  })[];
}

export type OpposedToPost = OpposedByTotals | OpposedByRoom;

type AnySide = OpposedSideToPost | UnrolledSideToPost | DifficultyToPost;

function sideData(side: AnySide): OpposedSideData {
  const named =
    "actor" in side
      ? { actorUuid: side.actor.uuid, name: side.actor.name, check: side.check }
      : { actorUuid: "", name: side.name, check: side.check };
  if ("noRoll" in side) return { ...named, request: {}, noRoll: side.noRoll };
  return { ...named, request: { ...side.request }, ...(side.note ? { note: side.note } : {}) };
}

function rollOf(side: AnySide): Roll[] {
  return "roll" in side ? [side.roll] : [];
}

function opponentsData(card: OpposedToPost): OpposedOpponentData[] {
  if ("ties" in card) {
    const ties = tieWinnerOf(card.ties);
    return card.opponents.map((side) => ({
      ...sideData(side),
      chance: opposedProbability(card.initiator.request, side.request, ties),
    }));
  }
  return card.opponents.map((side) => ({
    ...sideData(side),
    chance: side.decision.chance,
    winner: side.decision.initiatorWins ? "initiator" : "opponent",
    reason: side.decision.reason,
  }));
}

export async function postOpposedCard(card: OpposedToPost): Promise<void> {
  const { initiator, opponents } = card;
  const visibility = card.visibility ?? PUBLIC_ROLL;
  const system: OpposedCardData = {
    action: card.action,
    // A room's own rule names each winner: the tie rule is not read (context.ts).
    ties: "ties" in card ? card.ties : "opponent",
    initiator: sideData(initiator),
    opponents: opponentsData(card),
    effects: [...card.effects],
  };
  await ChatMessage.create({
    type: "opposed",
    speaker: ChatMessage.getSpeaker({ actor: initiator.actor }),
    whisper: [...visibility.whisper],
    blind: visibility.blind,
    // Core's rolls, the sides' that rolled first and in order (data.ts): roll modes, the private placeholder and
    // Dice So Nice.
    rolls: [...rollOf(initiator), ...opponents.flatMap(rollOf), ...(card.effectRolls ?? [])],
    system,
  });
}

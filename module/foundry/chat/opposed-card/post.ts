/**
 * Posts an opposed card: the one call a room makes once it has rolled a contest and acted on its outcome (contest
 * rules are the room's: its engine says who rolls what and what winning does). Each side's roll must be the room's
 * evaluated roll of that side's request; the card keeps the requests and the initiator's chance against each
 * opponent, worked out here from the requests and the tie rule (core/odds/opposed.ts), and reads the rolls back when
 * it is shown. Public unless the room says who sees it: a contest is rolled on the GM's client for both sides, so the
 * GM's own roll mode is not the players' choice.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import { opposedProbability } from "../../../engine/core/odds/opposed.ts";
import { PUBLIC_ROLL, type RollVisibility } from "../../dice/roll-visibility.ts";
import { tieWinnerOf, type OpposedCardData, type OpposedSideData, type OpposedTies } from "./data.ts";

export interface OpposedSideToPost {
  readonly actor: Actor.Implementation;
  /** What the side rolls, as the card names it ("Athletics check", "Strength DR"); the room localizes it. */
  readonly check: string;
  readonly request: DiceRequest;
  /** The side's roll of `request`, evaluated. */
  readonly roll: Roll;
}

export interface OpposedToPost {
  /** What the contest is ("Trip"), localized by the room. */
  readonly action: string;
  readonly ties: OpposedTies;
  readonly initiator: OpposedSideToPost;
  readonly opponents: readonly OpposedSideToPost[];
  /** What the contest did, in words, and the rolls that did it (a push's Strength DR). */
  readonly effects: readonly string[];
  readonly effectRolls?: readonly Roll[];
  readonly visibility?: RollVisibility;
}

function sideData(side: OpposedSideToPost): OpposedSideData {
  return { actorUuid: side.actor.uuid, name: side.actor.name, check: side.check, request: { ...side.request } };
}

export async function postOpposedCard(card: OpposedToPost): Promise<void> {
  const { initiator, opponents, ties } = card;
  const visibility = card.visibility ?? PUBLIC_ROLL;
  const system: OpposedCardData = {
    action: card.action,
    ties,
    initiator: sideData(initiator),
    opponents: opponents.map((side) => ({
      ...sideData(side),
      chance: opposedProbability(initiator.request, side.request, tieWinnerOf(ties)),
    })),
    effects: [...card.effects],
  };
  await ChatMessage.create({
    type: "opposed",
    speaker: ChatMessage.getSpeaker({ actor: initiator.actor }),
    whisper: [...visibility.whisper],
    blind: visibility.blind,
    // Core's rolls, the sides' first and in order (data.ts): roll modes, the private placeholder and Dice So Nice.
    rolls: [initiator.roll, ...opponents.map((side) => side.roll), ...(card.effectRolls ?? [])],
    system,
  });
}

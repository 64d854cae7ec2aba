/**
 * The opposed card's view model: each side's check and total with its breakdown (chat/breakdown/roll-breakdown.ts),
 * the winner of each pairing in words and an icon (colour only reinforces it), the tie rule's outcome when the totals
 * tie, the initiator's chance before the roll, and what the contest did. The winner is read again from the rolls'
 * faces with the engine's rule (core/odds/opposed.ts), never taken from the card — unless the room decided it by its
 * own rule (data.ts `winner`), then the card shows the room's word and reason; a side that did not roll shows why.
 * Pure: the caller read the rolls back
 * (render.ts) and says what this viewer may see.
 */
import { winsOpposed } from "../../../engine/core/odds/opposed.ts";
import { percentText } from "../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { ReadRoll } from "../attack-card/row-breakdowns.ts";
import { rollBreakdown, type RollBreakdown } from "../breakdown/roll-breakdown.ts";
import {
  sideRolled,
  tieWinnerOf,
  type OpposedCardData,
  type OpposedOpponentData,
  type OpposedSideData,
} from "./data.ts";

const KEY = `${I18N_ROOT}.OpposedCard`;

/** The mark beside the winner's name: a word says who, the icon says "won". */
const WINNER_ICON = "fa-solid fa-trophy";

export interface OpposedViewer {
  /** The world lets this user see odds (config/automation.ts). */
  readonly showOdds: boolean;
  /** This side's actor is an NPC hidden from this viewer ("hide NPC data"): its name, dice and odds are not shown. */
  readonly hidesActor: (actorUuid: string) => boolean;
}

/** One roll's disclosure, in the shape templates/parts/roll-breakdown.hbs reads (a side's roll has no effects). */
export interface OpposedBreakdown extends RollBreakdown {
  readonly kind: "opposed";
  readonly effects: readonly string[];
}

export interface OpposedSideView {
  readonly name: string;
  readonly check: string;
  /** Empty for a side that did not roll. */
  readonly totalText: string;
  /** The room's reading of the roll ("Successes: 2"), or why the side did not roll; empty: none. */
  readonly noteText: string;
  /** Null when the side's actor is hidden from the viewer. */
  readonly breakdown: OpposedBreakdown | null;
}

/** The initiator against one opponent; `outcome` is the initiator's. */
export interface OpposedPairView {
  readonly opponent: OpposedSideView;
  readonly outcome: "won" | "lost";
  readonly winnerText: string;
  readonly winnerIcon: string;
  /** The tie rule's outcome when the totals tie; empty otherwise. */
  readonly tieText: string;
  /** Why the room's rule gave the pairing to the winner; empty when the totals decided. */
  readonly reasonText: string;
  readonly oddsText: string;
}

export interface OpposedCardContext {
  readonly title: string;
  /** What core's message header shows instead of the speaker (the initiator); empty: the speaker. */
  readonly hiddenSpeaker: string;
  /** Null when a roll could not be read (then `unread` says so). */
  readonly initiator: OpposedSideView | null;
  readonly pairs: readonly OpposedPairView[];
  readonly effects: readonly string[];
  readonly unread: string;
}

interface ReadSide {
  readonly side: OpposedSideData;
  /** Absent for a side that did not roll. */
  readonly roll?: ReadRoll;
  readonly hidden: boolean;
  readonly name: string;
}

function sideView({ side, roll, hidden, name }: ReadSide, i18n: Localizer): OpposedSideView {
  const check = side.check;
  if (!roll) return { name, check, totalText: "", noteText: side.noRoll ?? "", breakdown: null };
  const explained = rollBreakdown(roll.request, roll.result, `${KEY}.details`, i18n);
  return {
    name,
    check,
    totalText: explained.total,
    noteText: hidden ? "" : (side.note ?? ""),
    // An NPC hidden from the viewer keeps its dice and modifiers (its stats) to itself.
    breakdown: hidden
      ? null
      : { ...explained, kind: "opposed", effects: [], summary: i18n.format(`${KEY}.details`, { name }) },
  };
}

interface Decided {
  readonly won: boolean;
  /** The tied total when the totals decided on a tie. */
  readonly tie?: number;
  readonly reason: string;
}

/** The room's word when it decided; else the totals with the tie rule, read from both rolls (undefined: unread). */
function decide(
  initiator: ReadSide,
  opponent: ReadSide,
  data: OpposedOpponentData,
  card: OpposedCardData,
): Decided | undefined {
  if (data.winner && data.winner !== "totals") return { won: data.winner === "initiator", reason: data.reason ?? "" };
  if (!initiator.roll || !opponent.roll) return undefined;
  const [mine, theirs] = [initiator.roll.result.total, opponent.roll.result.total];
  const decided: Decided = { won: winsOpposed(mine, theirs, tieWinnerOf(card.ties)), reason: "" };
  return mine === theirs ? { ...decided, tie: mine } : decided;
}

function pairView(
  initiator: ReadSide,
  opponent: ReadSide & { readonly data: OpposedOpponentData },
  { won, tie, reason }: Decided,
  viewer: OpposedViewer,
  i18n: Localizer,
): OpposedPairView {
  const winner = won ? initiator.name : opponent.name;
  const seesOdds = viewer.showOdds && !initiator.hidden && !opponent.hidden;
  return {
    opponent: sideView(opponent, i18n),
    outcome: won ? "won" : "lost",
    winnerText: i18n.format(`${KEY}.winner`, { name: winner }),
    winnerIcon: WINNER_ICON,
    tieText: tie === undefined ? "" : i18n.format(`${KEY}.tie`, { total: tie, name: winner }),
    reasonText: reason,
    oddsText: seesOdds
      ? i18n.format(`${KEY}.odds`, { name: initiator.name, percent: percentText(opponent.data.chance) })
      : "",
  };
}

/**
 * The card for one viewer; `rolls` are the sides' rolls read back, the initiator's first, then each opponent's in
 * order (undefined for one that does not read back against its request: the card then shows no number; and for a
 * side that did not roll).
 */
export function opposedCardContext(
  card: OpposedCardData,
  rolls: readonly (ReadRoll | undefined)[],
  viewer: OpposedViewer,
  i18n: Localizer,
): OpposedCardContext {
  const hiddenName = i18n.localize(`${I18N_ROOT}.Card.hiddenName`);
  const read = (side: OpposedSideData, roll: ReadRoll | undefined): ReadSide | undefined => {
    const hidden = viewer.hidesActor(side.actorUuid);
    const name = hidden ? hiddenName : side.name;
    if (!sideRolled(side)) return { side, hidden, name };
    return roll && { side, roll, hidden, name };
  };
  const initiator = read(card.initiator, rolls[0]);
  const opponents = card.opponents.map((data, i) => {
    const opponent = read(data, rolls[i + 1]);
    return opponent && { ...opponent, data };
  });
  const initiatorHidden = viewer.hidesActor(card.initiator.actorUuid);
  const title = i18n.format(`${KEY}.title`, {
    name: initiatorHidden ? hiddenName : card.initiator.name,
    action: card.action,
  });
  const hiddenSpeaker = initiatorHidden ? hiddenName : "";
  const pairs = opponents.flatMap((opponent) => {
    const decided = initiator && opponent && decide(initiator, opponent, opponent.data, card);
    return initiator && opponent && decided ? [pairView(initiator, opponent, decided, viewer, i18n)] : [];
  });
  if (!initiator || opponents.length === 0 || pairs.length !== opponents.length) {
    const unread = i18n.localize(`${KEY}.unread`);
    return { title, hiddenSpeaker, initiator: null, pairs: [], effects: [], unread };
  }
  return { title, hiddenSpeaker, initiator: sideView(initiator, i18n), pairs, effects: card.effects, unread: "" };
}

/**
 * The opposed card's stored data: a contest between an initiator and one or more opponents, each side rolling its own
 * check against the other's ("You succeed if you roll higher than your target"; Hide: "if you beat their Perception
 * Check with your Stealth Check", one Stealth check against each enemy). Like the check card it is a core roll message
 * — the initiator's roll is `rolls[0]`, each opponent's the next, in order, and whatever the contest's effects rolled
 * follows — so core's roll modes and Dice So Nice treat it as any roll. Its data model keeps what core cannot: each
 * side's engine request (read back against the roll's faces, never a stored total), the names to show, the tie rule
 * and the chance the initiator had. A room whose contests are not decided by comparing totals (Successes, in a
 * ruleset whose tests count them) decides each pairing itself and stores the winner with a short reason and its own
 * chance; and a side may not have rolled at all (an automatic pass or fail), with the reason why. Display only: the room acted before posting, so a forged card changes no document.
 * It is named for opposed rolls, not for contests: `contest` is a ruleset's id, which shared code never names
 * (ARCHITECTURE.md decision 12).
 */
import type { TieWinner } from "../../../engine/core/odds/compare.ts";

/** Whom a tie goes to: the side that started the contest or the one it was tried against. */
export const OPPOSED_TIES = ["initiator", "opponent"] as const;
export type OpposedTies = (typeof OPPOSED_TIES)[number];

/** The card's tie rule in core/odds' words: the initiator is the "attacker". */
export function tieWinnerOf(ties: OpposedTies): TieWinner {
  return ties === "initiator" ? "attacker" : "defender";
}

/** Who won a pairing: read from the totals with the tie rule, or the room's word (it decided by its own rule). */
export const OPPOSED_WINNERS = ["totals", "initiator", "opponent"] as const;
export type OpposedWinner = (typeof OPPOSED_WINNERS)[number];

/** One side: who rolled ("Vera") and what ("Athletics check"), as they were named when rolled, and its request. */
export interface OpposedSideData {
  readonly actorUuid: string;
  readonly name: string;
  readonly check: string;
  readonly request: unknown;
  /** Why the side did not roll ("Size: more than one size larger"): it has no roll in core's `rolls`. Blank: it rolled. */
  readonly noRoll?: string;
  /** What the room reads from the side's roll beside its total ("Successes: 2"); blank: nothing. */
  readonly note?: string;
}

/** An opponent, with the initiator's chance (0–1) of beating it, worked out by the poster before the roll. */
export interface OpposedOpponentData extends OpposedSideData {
  readonly chance: number;
  /** Absent or "totals": the totals and the tie rule decide; otherwise the room's winner, with its `reason`. */
  readonly winner?: OpposedWinner;
  readonly reason?: string;
}

/** Whether the side rolled: its roll is the next in core's `rolls`. */
export function sideRolled(side: OpposedSideData): boolean {
  return !side.noRoll;
}

export interface OpposedCardData {
  /** What the contest was ("Trip", "Hide"), in words. */
  readonly action: string;
  readonly ties: OpposedTies;
  readonly initiator: OpposedSideData;
  readonly opponents: readonly OpposedOpponentData[];
  /** What the contest did, in words, written when it was rolled ("Brute is knocked Prone."). */
  readonly effects: readonly string[];
}

/**
 * The roll dialog's free-form bonus (issue 23): a signed number or a short dice expression ("+2", "-1", "+1d6",
 * "1d4 - 1") the user adds to one attack, read here into engine request parts whose source names it on the card's
 * breakdown. The card row stores the normalized text and the GM reads it here again, so what a player typed is only
 * ever taken through this parser, within its bounds.
 */
import type { DiceRequest, DieGroup, FlatModifier } from "../../engine/core/dice/request.ts";
import { I18N_ROOT } from "../constants.ts";

/**
 * The source every part of the bonus carries: a localization key, so the request (compared exactly when the GM
 * re-plans a card) is the same whatever the roller's language, and the breakdown localizes it when it shows it.
 */
export const ROLL_EXTRA_SOURCE = `${I18N_ROOT}.RollDialog.extraSource`;

/** What a room's attack roll takes: dice and flat numbers, or flat numbers only (a roll "with nothing added"). */
export type RollExtraKind = "dice" | "flat";

/** Bounds that keep a typo from rolling a hundred dice: at most this many terms, dice per term, faces, flat value. */
const MAX_TERMS = 4;
const MAX_DICE = 10;
const MAX_FACES = 100;
const MAX_FLAT = 50;

export interface RollExtra {
  /** The expression as the card shows and stores it: "+1d6 −2" in ASCII ("+1d6 -2"). */
  readonly text: string;
  /** The dice, each term its own group (a negative term counts against the total). */
  readonly dice: readonly DieGroup[];
  /** The sum of the flat terms (0 when there are none). */
  readonly flat: number;
}

/** What a typed bonus reads as: no bonus (empty), a bonus, or why it is refused (a localization key's last part). */
export type RollExtraReading =
  | { readonly ok: true; readonly extra: RollExtra | null }
  | { readonly ok: false; readonly reason: "syntax" | "tooLarge" | "flatOnly" };

const TERM = /^([+-])?\s*(?:(\d{1,3})?d(\d{1,3})|(\d{1,3}))\s*/i;

interface Term {
  readonly sign: 1 | -1;
  readonly count: number;
  readonly faces: number | null;
  readonly value: number;
}

function readTerms(source: string): Term[] | null {
  const terms: Term[] = [];
  let rest = source.replace(/[−–]/g, "-").trim();
  while (rest.length > 0) {
    const match = TERM.exec(rest);
    // Every term after the first needs its sign ("1d6 2" is not a bonus).
    if (!match || (terms.length > 0 && match[1] === undefined)) return null;
    const [whole, sign, count, faces, value] = match;
    const signed = sign === "-" ? -1 : 1;
    terms.push(
      faces === undefined
        ? { sign: signed, count: 0, faces: null, value: Number(value) }
        : { sign: signed, count: count === undefined ? 1 : Number(count), faces: Number(faces), value: 0 },
    );
    rest = rest.slice(whole.length);
  }
  return terms;
}

const withinBounds = (t: Term): boolean =>
  t.faces === null ? t.value <= MAX_FLAT : t.count >= 1 && t.count <= MAX_DICE && t.faces >= 2 && t.faces <= MAX_FACES;

const termText = (t: Term): string =>
  `${t.sign < 0 ? "-" : "+"}${t.faces === null ? String(t.value) : `${String(t.count)}d${String(t.faces)}`}`;

/** Reads what the user typed; `kind` is what the room's attack roll takes. */
export function readRollExtra(input: string, kind: RollExtraKind): RollExtraReading {
  const terms = readTerms(input);
  if (terms === null) return { ok: false, reason: "syntax" };
  if (terms.length === 0) return { ok: true, extra: null };
  if (terms.length > MAX_TERMS || !terms.every(withinBounds)) return { ok: false, reason: "tooLarge" };
  if (kind === "flat" && terms.some((t) => t.faces !== null)) return { ok: false, reason: "flatOnly" };
  const flat = terms.reduce((sum, t) => sum + (t.faces === null ? t.sign * t.value : 0), 0);
  const dice = terms.flatMap((t, index): DieGroup[] =>
    t.faces === null
      ? []
      : [
          {
            id: `rollExtra${String(index)}`,
            source: ROLL_EXTRA_SOURCE,
            count: t.count,
            faces: t.faces,
            ...(t.sign < 0 ? { negative: true } : {}),
          },
        ],
  );
  // "+0" (or "+2 -2") is no bonus at all: nothing to roll, nothing to name on the card.
  if (dice.length === 0 && flat === 0) return { ok: true, extra: null };
  return { ok: true, extra: { text: terms.map(termText).join(" "), dice, flat } };
}

/** A stored bonus read back (a card row's): valid for the room, else none. */
export function storedRollExtra(text: string | undefined, kind: RollExtraKind | undefined): RollExtra | null {
  if (text === undefined || kind === undefined) return null;
  const reading = readRollExtra(text, kind);
  return reading.ok ? reading.extra : null;
}

/** The request with the bonus added: its dice as groups and its flat part as one modifier, each named by its source. */
export function withRollExtra(request: DiceRequest, extra: RollExtra | null): DiceRequest {
  if (extra === null) return request;
  const flat: FlatModifier[] = extra.flat === 0 ? [] : [{ source: ROLL_EXTRA_SOURCE, value: extra.flat }];
  return { ...request, groups: [...request.groups, ...extra.dice], modifiers: [...request.modifiers, ...flat] };
}

/**
 * A flat bonus that moves the number a roll is compared with instead of its total (a d20 read by its face): named on
 * the request's audit as a change to the number to beat, `value` signed as it moves that number.
 */
export function withExtraAgainst(request: DiceRequest, source: string, value: number): DiceRequest {
  if (value === 0) return request;
  return { ...request, audit: [...(request.audit ?? []), { type: "vs", source, value }] };
}

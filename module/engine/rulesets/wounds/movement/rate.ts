import { skillRank, type WoundsCreature } from "../creature.ts";
import { FULL_MOVEMENT_AP, MOVEMENT_TABLE, type MovementRow } from "../tables/movement.ts";

/**
 * Movement rate and the yards AP buys (seed 004). The rate comes from the table by Strength + Size + Athletics. Past
 * the table's last row (70) Fray continues its own step, one rate per 4 points; below −30 the rate stays 0. Yards for
 * AP: whole movements at the full rate, and the table's columns for the rest ("You may spend fewer than 4 AP to move a
 * proportionally shorter distance, up to the limits indicated in the table"); for a rate the table has no row for
 * (a doubled Dash rate) the columns' own rule ⌊rate × AP / 4⌋ applies.
 */
export const MOVEMENT_SKILL = "Athletics";

/** "Strength + Size + Athletics". */
export function movementScore(c: WoundsCreature): number {
  return c.attributes.strength + c.size + skillRank(c, MOVEMENT_SKILL);
}

export function movementRow(score: number): MovementRow | undefined {
  return MOVEMENT_TABLE.find((row) => score <= row.to && (row.from === undefined || score >= row.from));
}

export function rateForScore(score: number): number {
  const row = movementRow(Math.trunc(score));
  if (row) return row.rate;
  const last = MOVEMENT_TABLE[MOVEMENT_TABLE.length - 1];
  if (last === undefined || score < last.to) return 0;
  return last.rate + Math.ceil((Math.trunc(score) - last.to) / 4);
}

export function movementRate(c: WoundsCreature): number {
  return rateForScore(movementScore(c));
}

/** Yards for the AP left over after whole movements (1 … 3), from the table when the rate has a row. */
function partialYards(rate: number, ap: number): number {
  if (ap <= 0) return 0;
  const row = MOVEMENT_TABLE.find((r) => r.rate === rate);
  const cell = row?.yards[ap - 1];
  return cell ?? Math.floor((rate * ap) / FULL_MOVEMENT_AP);
}

/** Yards of movement bought with `ap` at `rate`. */
export function yardsFor(rate: number, ap: number): number {
  const spent = Math.max(0, Math.trunc(ap));
  const whole = Math.floor(spent / FULL_MOVEMENT_AP);
  return whole * Math.max(0, rate) + partialYards(Math.max(0, rate), spent % FULL_MOVEMENT_AP);
}

/** The least AP that buys at least `yards` at `rate` (undefined at rate 0: no AP moves you). */
export function apForYards(rate: number, yards: number): number | undefined {
  if (yards <= 0) return 0;
  if (rate <= 0) return undefined;
  let ap = FULL_MOVEMENT_AP * Math.max(0, Math.floor(yards / rate) - 1);
  while (yardsFor(rate, ap) < yards) ap++;
  return ap;
}

/**
 * A chained request (`DiceRequest.chain`): its groups are the links of one exploding chain, each link one roll of the
 * die made as its group says (energy's "eachRoll" edge: `2d10kh`, "Advantage and Disadvantage applies every time you
 * would normally roll the die once"). A link follows only when the one before it kept at least `chain.on`, and the
 * chain stops at the first link that did not. No single Foundry formula rolls this — whether a link follows depends
 * on the face kept — so it is rolled link by link (`grownChain`) and read back link by link (`readChain`).
 */
import { MAX_EXPLODE_CAP, type DiceRequest } from "./request.ts";
import type { RollResult } from "./result.ts";

export interface LinkReading {
  /** Sum of the kept faces that count. */
  readonly total: number;
  /** Links that count (a face after the chain stopped is ignored). */
  readonly counted: number;
  /** The last counted link reached `on`: roll another link. */
  readonly another: boolean;
}

/** Kept faces of the links rolled so far, in order, for a chain that goes on while a link keeps at least `on`. */
export function readLinks(on: number, kept: readonly number[], cap = MAX_EXPLODE_CAP): LinkReading {
  let total = 0;
  let counted = 0;
  for (const face of kept) {
    if (counted > cap) break;
    total += face;
    counted++;
    if (face < on) return { total, counted, another: false };
  }
  // Every link so far burst (or none was rolled yet): another is due, up to the cap.
  return { total, counted, another: counted <= cap };
}

export interface ChainReading {
  /** Every link on the request was due: none follows a link that stopped the chain. */
  readonly valid: boolean;
  /** The last link reached `on`: the chain is not finished. */
  readonly another: boolean;
}

/** The links of a chained request as rolled: whether each was due, and whether another is. */
export function readChain(request: DiceRequest, result: RollResult): ChainReading {
  const on = request.chain?.on ?? Number.POSITIVE_INFINITY;
  const kept = result.groups.map((group) => group.total);
  const reading = readLinks(on, kept);
  return { valid: reading.counted === kept.length, another: reading.another };
}

/** A chained request rolled complete: every link due, and no further one due. */
export function isCompleteChain(request: DiceRequest, result: RollResult): boolean {
  const reading = readChain(request, result);
  return reading.valid && !reading.another;
}

/** The request with one more link, when the links rolled so far call for it; undefined when the chain is done. */
export function grownChain(request: DiceRequest, result: RollResult): DiceRequest | undefined {
  const link = request.groups.at(-1);
  if (!request.chain || !link || !readChain(request, result).another) return undefined;
  return { ...request, groups: [...request.groups, link] };
}

import { isCompleteChain } from "../../../engine/core/dice/chain.ts";
import { toFoundryFormula } from "../../../engine/core/dice/formula.ts";
import { interpretFaces } from "../../../engine/core/dice/interpret.ts";
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { validateRequest } from "../../../engine/core/dice/validate.ts";
import type { FrayRoll } from "../../dice/fray-roll.ts";
import type { StoredRoll } from "./data.ts";
import type { ReadRoll } from "./row-breakdowns.ts";

export function storeRoll(request: DiceRequest, roll: FrayRoll): StoredRoll {
  const json: Record<string, unknown> = { ...roll.toJSON() };
  return { request: { ...request }, roll: json };
}

/** A request read back from stored card data, or undefined when the data is not a valid request. */
export function asDiceRequest(value: unknown): DiceRequest | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Partial<DiceRequest>;
  if (typeof v.label !== "string" || !Array.isArray(v.groups) || !Array.isArray(v.modifiers)) return undefined;
  try {
    validateRequest(value as DiceRequest);
    return value as DiceRequest;
  } catch {
    return undefined;
  }
}

/**
 * Re-reads a stored roll with the engine: the roll must be exactly the formula its request builds (anything else
 * was tampered with or corrupted) and its faces are interpreted again, never taken from a stored total; a chained
 * roll's links must each have been due (core/dice/chain.ts). A roll not
 * on the card yet (null: a declared attack) reads as none.
 */
export function readStoredRoll(stored: { request: unknown; roll: unknown } | null): RollResult | undefined {
  return readRoll(stored)?.result;
}

/** The same, with the validated request it was read against (the card's breakdowns explain both). */
export function readRoll(stored: { request: unknown; roll: unknown } | null): ReadRoll | undefined {
  if (stored === null) return undefined;
  const request = asDiceRequest(stored.request);
  if (!request || typeof stored.roll !== "object" || stored.roll === null) return undefined;
  try {
    const roll = Roll.fromData(stored.roll as Roll.Data);
    if (roll.formula !== toFoundryFormula(request).formula) return undefined;
    const faces = roll.dice.map((die) => die.results.map((r) => r.result));
    const result = interpretFaces(request, faces);
    // A chained roll holds exactly the links its faces called for: a link after one that stopped the chain, or a
    // chain cut short, was not rolled so (a forged link).
    return request.chain && !isCompleteChain(request, result) ? undefined : { request, result };
  } catch {
    return undefined;
  }
}

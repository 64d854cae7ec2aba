/**
 * Rolls the GM makes on a card (a defense, damage …), and a row's damage roll rolled ahead (automation) and stored
 * on the card, used when its faces still make exactly the roll the weapon gives now.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { rollChain } from "../../dice/chain-roll.ts";
import { showRoll } from "../../dice/dice3d.ts";
import { FrayRoll } from "../../dice/fray-roll.ts";
import type { RollVisibility } from "../../dice/roll-visibility.ts";
import type { StoredRoll, TargetRow } from "./data.ts";
import { readStoredRoll, storeRoll } from "./stored-roll.ts";

export interface CardRoll {
  readonly stored: StoredRoll;
  readonly result: RollResult;
}

/** Roll `request` now, shown through Dice So Nice to whoever sees the card; a chained one link by link. */
export async function rollOnCard(request: DiceRequest, visibility: RollVisibility): Promise<CardRoll> {
  if (request.chain) {
    const chain = await rollChain(request, visibility);
    return { stored: storeRoll(chain.request, chain.roll), result: chain.roll.interpret(chain.request) };
  }
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  await showRoll(roll, visibility);
  return { stored: storeRoll(request, roll), result: roll.interpret(request) };
}

/**
 * The damage rolled ahead on this row, read with the request planned now (never the stored one): a stored roll
 * whose formula is not that request's — the weapon changed, or the card was tampered with — is not used.
 */
export function rolledAhead(row: TargetRow, request: DiceRequest): CardRoll | undefined {
  const stored = row.damage.status === "rolled" ? row.damage.roll : null;
  if (!stored) return undefined;
  const result = readStoredRoll({ request, roll: stored.roll });
  return result ? { stored: { request: { ...request }, roll: stored.roll }, result } : undefined;
}

/**
 * Advantage on every roll of an exploding die: the "eachRoll" reading of "Advantage and Disadvantage applies every
 * time you would normally roll the die once". Each roll of the die — the first and every burst — is made as two
 * dice keeping the better (or worse) one, and the chain bursts while that kept face is the die's maximum.
 *
 * The core's edge rolls two whole chains and keeps the better total (one Foundry formula, `{1d10x,1d10x}kh`); this
 * shape cannot be one formula because whether a link follows depends on the kept face. So it is played link by
 * link: each link is a real Foundry roll `2d10kh` (`linkRequest`), and the core's chain (core/dice/chain.ts) says
 * whether another is due; the core's odds read the chained request the same way (core/odds/request.ts).
 */
import { readLinks, type LinkReading } from "../../../core/dice/chain.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { rollRequest } from "../../../core/dice/roll.ts";
import type { Rng } from "../../../core/dice/rng.ts";

export type LinkEdge = "advantage" | "disadvantage";

/** One link as a real Foundry roll: two dice, keep the better (`2d10kh`) or the worse (`2d10kl`). */
export function linkRequest(faces: number, edge: LinkEdge, label: string): DiceRequest {
  const mode = edge === "advantage" ? "highest" : "lowest";
  return { label, groups: [{ id: "link", source: label, count: 2, faces, keep: { mode, count: 1 } }], modifiers: [] };
}

/** The engine rolls the whole chain itself (tests, simulations), link by link with its seeded RNG. */
export function rollEachRollChain(faces: number, edge: LinkEdge, rng: Rng, label = "Link"): LinkReading {
  const request = linkRequest(faces, edge, label);
  const kept: number[] = [];
  let reading = readLinks(faces, kept);
  while (reading.another) {
    kept.push(rollRequest(request, rng).total);
    reading = readLinks(faces, kept);
  }
  return reading;
}

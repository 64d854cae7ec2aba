/**
 * Push on the canvas: "Push*. You drive your foe back. The target must pass an Athletics test, or be pushed back 1m."
 * The GM, applying the maneuver, moves the loser's token the pushed metres straight away from the winner's (each axis
 * one grid space toward where it already lies from the winner, diagonals included), in whole grid spaces of the scene
 * (at least one). A wall that breaks the clear path between the two spots (the shared reading of reach's clear path:
 * one blocking movement or sight) stops the push: the token stays (rules page decision 90). The move is remembered
 * until the GM's own `moveToken` sees it, so being pushed provokes no Opportunity Attack ("a character doesn't provoke
 * an opportunity attack when being pushed").
 */
import { readPairBefore } from "../../../canvas/situate.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";

export type PushOutcome = "moved" | "blocked" | "offCanvas";

/** Tokens the GM is pushing, by id, with where each is pushed to. */
const pushing = new Map<string, TokenAt>();

/** GM: was this move of `token` a push (each push answers once)? */
export function wasPushed(token: TokenDocument.Implementation): boolean {
  const to = token.id === null ? undefined : pushing.get(token.id);
  if (!to || to.x !== token.x || to.y !== token.y) return false;
  if (token.id !== null) pushing.delete(token.id);
  return true;
}

/** Where `loser` lands, `metres` straight away from `winner`, or undefined when the two share a spot. */
function destination(
  winner: TokenDocument.Implementation,
  loser: TokenDocument.Implementation,
  metres: number,
): TokenAt | undefined {
  const grid = loser.parent?.grid;
  if (!grid) return undefined;
  const centre = (t: TokenDocument.Implementation, axis: "x" | "y", size: "width" | "height") =>
    t[axis] + ((t[size] ?? 1) * grid.size) / 2;
  const dx = Math.sign(centre(loser, "x", "width") - centre(winner, "x", "width"));
  const dy = Math.sign(centre(loser, "y", "height") - centre(winner, "y", "height"));
  if (dx === 0 && dy === 0) return undefined;
  const spaces = Math.max(1, Math.round(metres / grid.distance));
  return { x: loser.x + dx * spaces * grid.size, y: loser.y + dy * spaces * grid.size };
}

/** GM: the loser's token pushed `metres` away from the winner's; what became of it. */
export async function pushToken(
  winner: TokenDocument.Implementation | null | undefined,
  loser: TokenDocument.Implementation | null | undefined,
  metres: number,
): Promise<PushOutcome> {
  if (!winner || !loser || loser.id === null || winner.parent !== loser.parent) return "offCanvas";
  const to = destination(winner, loser, metres);
  if (!to) return "offCanvas";
  if (readPairBefore("contest", loser, loser, to)?.clearPath !== true) return "blocked";
  pushing.set(loser.id, to);
  await loser.update({ x: to.x, y: to.y });
  return "moved";
}

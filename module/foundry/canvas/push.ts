/**
 * Forced movement on the canvas, for any room whose rules push a creature a number of metres straight away from
 * another (a contest Push, an energy Push maneuver). The GM, applying it, moves the pushed token straight away from
 * the pusher's (each axis one grid space toward where it already lies from the pusher, diagonals included), in whole
 * grid spaces of the scene (at least one). A wall that breaks the clear path between the two spots (the shared
 * reading of reach's clear path: one blocking movement or sight) stops the push: the token stays. The move is
 * remembered until the GM's own token-move handling asks about it (`wasPushed`), so a room may tell a push from a
 * creature's own move (and, before the move lands, `isBeingPushed`).
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { readPairBefore } from "./situate.ts";
import type { TokenAt } from "./read-scene.ts";

export type PushOutcome = "moved" | "blocked" | "offCanvas";

/** Tokens the GM is pushing, by id, with where each is pushed to. */
const pushing = new Map<string, TokenAt>();

/** GM, before the move lands: is `token` being pushed to `to` (asked without answering the push)? */
export function isBeingPushed(token: TokenDocument.Implementation, to: TokenAt): boolean {
  const pushedTo = token.id === null ? undefined : pushing.get(token.id);
  return pushedTo !== undefined && pushedTo.x === to.x && pushedTo.y === to.y;
}

/** GM: was this move of `token` a push (each push answers once)? */
export function wasPushed(token: TokenDocument.Implementation): boolean {
  const to = token.id === null ? undefined : pushing.get(token.id);
  if (!to || to.x !== token.x || to.y !== token.y) return false;
  if (token.id !== null) pushing.delete(token.id);
  return true;
}

/** Where `pushed` lands, `metres` straight away from `pusher`, or undefined when the two share a spot. */
function destination(
  pusher: TokenDocument.Implementation,
  pushed: TokenDocument.Implementation,
  metres: number,
): TokenAt | undefined {
  const grid = pushed.parent?.grid;
  if (!grid) return undefined;
  const centre = (t: TokenDocument.Implementation, axis: "x" | "y", size: "width" | "height") =>
    t[axis] + ((t[size] ?? 1) * grid.size) / 2;
  const dx = Math.sign(centre(pushed, "x", "width") - centre(pusher, "x", "width"));
  const dy = Math.sign(centre(pushed, "y", "height") - centre(pusher, "y", "height"));
  if (dx === 0 && dy === 0) return undefined;
  const spaces = Math.max(1, Math.round(metres / grid.distance));
  return { x: pushed.x + dx * spaces * grid.size, y: pushed.y + dy * spaces * grid.size };
}

/** GM: `pushed`'s token moved `metres` away from `pusher`'s, the clear path read in `ruleset`'s grid; what became of it. */
export async function pushToken(
  ruleset: RulesetId,
  pusher: TokenDocument.Implementation | null | undefined,
  pushed: TokenDocument.Implementation | null | undefined,
  metres: number,
): Promise<PushOutcome> {
  if (!pusher || !pushed || pushed.id === null || pusher.parent !== pushed.parent) return "offCanvas";
  const to = destination(pusher, pushed, metres);
  if (!to) return "offCanvas";
  if (readPairBefore(ruleset, pushed, pushed, to)?.clearPath !== true) return "blocked";
  await placeToken(pushed, to);
  return "moved";
}

/**
 * GM: `token` set at `to` by the rules rather than walked (a push; a rider climbing off its mount), remembered as a
 * push is, so the room's token-move handling can tell it from the creature's own move (`isBeingPushed`, `wasPushed`).
 */
export async function placeToken(token: TokenDocument.Implementation, to: TokenAt): Promise<void> {
  // Already there: no move happens (core skips an update that changes nothing), so none is remembered to answer for.
  if (token.x === to.x && token.y === to.y) return;
  if (token.id !== null) pushing.set(token.id, to);
  await token.update({ x: to.x, y: to.y });
}

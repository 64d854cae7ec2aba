/**
 * A move stopped short by the active GM (a lost check to pass an enemy, decision 137): the GM moves the token back to
 * the square it stopped in. That move is the rules' own, not the creature's: it is remembered until the token-move
 * handling meets it (before the move on the GM's client, and once after it), so it neither pays metres nor is checked
 * again — as a push is told from a creature's own move (canvas/push.ts).
 */
type Point = { readonly x: number; readonly y: number };

/** Tokens the GM is moving back, by id, with where each stops. */
const stopping = new Map<string, Point>();

const matches = (token: TokenDocument.Implementation, to: Point): boolean => {
  const at = token.id === null ? undefined : stopping.get(token.id);
  return at !== undefined && at.x === to.x && at.y === to.y;
};

/** GM: move `token` back to `at`, where its move stopped. */
export async function stopMoveAt(token: TokenDocument.Implementation, at: Point): Promise<void> {
  if (token.id === null) return;
  stopping.set(token.id, at);
  await token.update({ x: at.x, y: at.y });
}

/** Is this move of `token` to `to` the GM's step back (asked before it happens)? */
export function isStopBack(token: TokenDocument.Implementation, to: Point): boolean {
  return matches(token, to);
}

/** After a move: was it the GM's step back? Each step back answers once. */
export function wasStopBack(token: TokenDocument.Implementation): boolean {
  if (!matches(token, token) || token.id === null) return false;
  stopping.delete(token.id);
  return true;
}

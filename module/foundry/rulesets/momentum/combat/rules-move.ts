/**
 * A token moved by the rules on the active GM's client, not by its creature: a move stopped short (a lost check to
 * pass an enemy, decision 137: the token goes back to the square it stopped in) and the two tokens of a Switch Places
 * (decision 139). Such a move is remembered until the token-move handling meets it (before the move on the GM's
 * client, and once after it), so it neither pays metres nor is checked again — as a push is told from a creature's own
 * move (canvas/push.ts).
 */
type Point = { readonly x: number; readonly y: number };

/** Tokens the GM is moving by the rules, by id, with where each goes. */
const stopping = new Map<string, Point>();

const matches = (token: TokenDocument.Implementation, to: Point): boolean => {
  const at = token.id === null ? undefined : stopping.get(token.id);
  return at !== undefined && at.x === to.x && at.y === to.y;
};

/** GM: move `token` to `at` by the rules. */
export async function moveByRules(token: TokenDocument.Implementation, at: Point): Promise<void> {
  if (token.id === null) return;
  stopping.set(token.id, at);
  await token.update({ x: at.x, y: at.y });
}

/** Is this move of `token` to `to` one the rules make (asked before it happens)? */
export function isRulesMove(token: TokenDocument.Implementation, to: Point): boolean {
  return matches(token, to);
}

/** After a move: was it one the rules made? Each answers once. */
export function wasRulesMove(token: TokenDocument.Implementation): boolean {
  if (!matches(token, token) || token.id === null) return false;
  stopping.delete(token.id);
  return true;
}

/**
 * What the card's move step (forced-move.ts) records on its row, as the row's taken choice: the collision damage the
 * moved target takes with the hit (decision 148), and the token it moved with where it stood before and after, so that
 * the card's Undo puts it back (decision 161). Only the active GM's client writes it, and a card anyone else wrote
 * since is not acted on (queries/card-trust.ts). Plain data: `done` or `collided:2`, then `;moved:<token>,x,y,x,y`.
 */
type Point = { readonly x: number; readonly y: number };

export interface ForcedMoveRecord {
  /** Physical damage of the collision added to the hit's; 0 when the move met no one or it was dealt at once. */
  readonly collision: number;
  /** The token moved (its id), from and to (top-left pixels); absent when nothing moved. */
  readonly moved?: { readonly token: string; readonly from: Point; readonly to: Point };
}

const DONE = "done";
const COLLIDED = "collided:";
const MOVED = ";moved:";

export function forcedMoveChoice(record: ForcedMoveRecord): string {
  const head = record.collision > 0 ? `${COLLIDED}${String(record.collision)}` : DONE;
  const moved = record.moved;
  if (!moved) return head;
  return `${head}${MOVED}${[moved.token, moved.from.x, moved.from.y, moved.to.x, moved.to.y].join(",")}`;
}

function collisionIn(head: string): number {
  const amount = head.startsWith(COLLIDED) ? Number(head.slice(COLLIDED.length)) : 0;
  return Number.isInteger(amount) && amount > 0 ? amount : 0;
}

function movedIn(tail: string | undefined): ForcedMoveRecord["moved"] {
  const [token, ...numbers] = tail?.split(",") ?? [];
  const [fx, fy, tx, ty] = numbers.map(Number);
  const finite = numbers.length === 4 && [fx, fy, tx, ty].every((n) => Number.isFinite(n));
  if (!token || !finite || fx === undefined || fy === undefined || tx === undefined || ty === undefined) return;
  return { token, from: { x: fx, y: fy }, to: { x: tx, y: ty } };
}

/** The record a row's taken choice holds; undefined when the step was not taken. */
export function readForcedMove(choice: string | undefined): ForcedMoveRecord | undefined {
  if (choice === undefined) return undefined;
  const at = choice.indexOf(MOVED);
  const head = at < 0 ? choice : choice.slice(0, at);
  const moved = movedIn(at < 0 ? undefined : choice.slice(at + MOVED.length));
  return { collision: collisionIn(head), ...(moved ? { moved } : {}) };
}

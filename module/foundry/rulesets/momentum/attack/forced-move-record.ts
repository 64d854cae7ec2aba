/**
 * What the card's move step (forced-move.ts) records on its row, as the row's taken choice: the collision damage the
 * moved target takes with the hit (decision 148), the occupant the collision struck with the damage it takes with the
 * hit too (decision 166), and the token it moved with where it stood before and after, so that the card's Undo puts
 * it back (decision 161). Only the active GM's client writes it, and a card anyone else wrote since is not acted on
 * (queries/card-trust.ts). Plain data: `done` or `collided:2`, then `;struck:<token>,2` and `;moved:<token>,x,y,x,y`.
 */
type Point = { readonly x: number; readonly y: number };

export interface ForcedMoveRecord {
  /** Physical damage of the collision added to the hit's; 0 when the move met no one or it was dealt at once. */
  readonly collision: number;
  /** The occupant's token and the Physical damage it takes with the hit's; absent: none, or dealt at once. */
  readonly struck?: { readonly token: string; readonly damage: number };
  /** The token moved (its id), from and to (top-left pixels); absent when nothing moved. */
  readonly moved?: { readonly token: string; readonly from: Point; readonly to: Point };
}

const DONE = "done";
const COLLIDED = "collided:";
const STRUCK = "struck:";
const MOVED = "moved:";

export function forcedMoveChoice(record: ForcedMoveRecord): string {
  const head = record.collision > 0 ? `${COLLIDED}${String(record.collision)}` : DONE;
  const { struck, moved } = record;
  const segments = [
    head,
    ...(struck ? [`${STRUCK}${struck.token},${String(struck.damage)}`] : []),
    ...(moved ? [`${MOVED}${[moved.token, moved.from.x, moved.from.y, moved.to.x, moved.to.y].join(",")}`] : []),
  ];
  return segments.join(";");
}

const positive = (amount: number) => (Number.isInteger(amount) && amount > 0 ? amount : 0);

function collisionIn(head: string): number {
  return head.startsWith(COLLIDED) ? positive(Number(head.slice(COLLIDED.length))) : 0;
}

function struckIn(tail: string | undefined): ForcedMoveRecord["struck"] {
  const [token, amount, ...rest] = tail?.split(",") ?? [];
  const damage = positive(Number(amount));
  return token && damage > 0 && rest.length === 0 ? { token, damage } : undefined;
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
  const [head = "", ...segments] = choice.split(";");
  const tail = (name: string) => segments.find((s) => s.startsWith(name))?.slice(name.length);
  const struck = struckIn(tail(STRUCK));
  const moved = movedIn(tail(MOVED));
  return { collision: collisionIn(head), ...(struck ? { struck } : {}), ...(moved ? { moved } : {}) };
}

/**
 * A won Drag carries the grapple (docs/rules/wounds.md decisions 225–226). Seed 004: "If you succeed, you can spend up
 * to 4 AP on movement before the end of the round, moving all others involved in the grapple with you."
 *
 * The GM, rolling the Drag, writes what it won on the dragger's combatant (`drag`: the yards 4 AP buy at its rate, and
 * the round; players cannot write a combatant's `system`, and a lost Drag writes nothing). Each later walk of the
 * dragger this round (its own, paid from its pool as any walk) that fits within the yards left spends them and carries
 * every Grappling creature that stood beside it when the walk began by the same offset: the GM places their tokens
 * (canvas/push.ts `placeToken`), so they pay nothing and, set down by the rules, provoke nothing. A walk longer than
 * the yards left carries nobody. A wall across a carried token's path stops it where it stands (the chat says so):
 * it is left out of the grapple's reach, and Cling is offered as for any creature leaving it.
 */
import { ADJACENT_YARDS } from "../../../../engine/rulesets/wounds/actions/action-checks.ts";
import { dragAfterWalk } from "../../../../engine/rulesets/wounds/actions/grapple.ts";
import { WOUNDS_META } from "../../../../engine/rulesets/wounds/meta.ts";
import { moveLength } from "../../../canvas/move-length.ts";
import { placeToken } from "../../../canvas/push.ts";
import { gridShape, type TokenAt } from "../../../canvas/read-scene.ts";
import { readPairBefore } from "../../../canvas/situate.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsCombatantData } from "./actor.ts";
import { wholeYards } from "./token-move.ts";

const KEY = `${I18N_ROOT}.Wounds.ActionCheck`;

const nameOf = (token: TokenDocument.Implementation): string => token.actor?.name ?? token.name;
const grappling = (token: TokenDocument.Implementation): boolean => token.actor?.statuses.has("grappling") === true;

/** GM: the Drag `dragger` just won, good for `yards` of its walks this round. */
export async function recordDrag(dragger: Combatant.Implementation, yards: number): Promise<void> {
  await dragger.update({ system: { drag: { yards, round: dragger.combat?.round ?? 0 } } });
}

/** The yards of a won Drag `dragger` has left this round (0 once the round it was won in is over). */
export function dragLeft(dragger: Combatant.Implementation): number {
  const drag = woundsCombatantData(dragger)?.drag;
  return drag && drag.round === (dragger.combat?.round ?? 0) ? drag.yards : 0;
}

/** "all others involved in the grapple": the Grappling creatures' tokens beside the dragger's when it stood at `origin`. */
function grapplersBeside(token: TokenDocument.Implementation, origin: TokenAt): TokenDocument.Implementation[] {
  return (token.parent?.tokens.contents ?? []).filter((other) => {
    if (other.id === token.id || !grappling(other)) return false;
    const pair = readPairBefore("wounds", other, token, origin);
    return pair !== undefined && pair.distance <= ADJACENT_YARDS;
  });
}

/** GM, after the dragger's own walk from `origin`: the grapple it drags comes along while the won Drag lasts. */
export async function carryDragged(
  dragger: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const left = dragLeft(dragger);
  const scene = token.parent;
  if (left === 0 || !scene || !grappling(token)) return;
  const length = moveLength(gridShape(scene), WOUNDS_META.grid, origin, { x: token.x, y: token.y });
  const after = length === undefined ? undefined : dragAfterWalk(left, wholeYards(length));
  if (after === undefined) return;
  await dragger.update({ system: { drag: { yards: after } } });
  const dx = token.x - origin.x;
  const dy = token.y - origin.y;
  const blocked: string[] = [];
  for (const other of grapplersBeside(token, origin)) {
    const to = { x: other.x + dx, y: other.y + dy };
    if (readPairBefore("wounds", other, other, to)?.clearPath === true) await placeToken(other, to);
    else blocked.push(nameOf(other));
  }
  const lines = blocked.map((name) => ({ name, text: game.i18n.format(`${KEY}.dragBlocked`, { name }) }));
  await postSummary(game.i18n.format(`${KEY}.dragTitle`, { name: nameOf(token) }), lines);
}

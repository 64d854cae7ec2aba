/**
 * The climber follows its mount (rules page decision 151; seed 002, Climb: "You occupy a space that is also occupied
 * by the target, and you move with it if it moves"), on the active GM's client once a token of the fight has moved
 * (token-move.ts): the fight's Climbing creatures whose tokens shared the moved token's space where the move started,
 * and which are at least one size category smaller (the engine's `climbersOn`), are moved by the same offset, as
 * moves the rules make (rules-move.ts: no metres paid, no check to pass an enemy). A climber's own move off every
 * creature it was on ends its climb (the engine's `climbEnds`): Climbing is taken off. A won Climb puts the climber's
 * token on the mount's space (decision 159, the engine's `placeOnMount`), a move the rules make too: "you successfully
 * climb onto the target. You occupy a space that is also occupied by the target" — the Climb's own 2 AP paid for it,
 * so it costs no metres, and no check to pass an enemy is rolled (the Climb's checks were that contest).
 */
import {
  climbEnds,
  climbersOn,
  placeOnMount,
  type ClimbBody,
} from "../../../../engine/rulesets/momentum/geometry/climb.ts";
import { momentumActorView } from "../documents.ts";
import { boxOf } from "./move-path.ts";
import { moveByRules } from "./rules-move.ts";

type Point = { readonly x: number; readonly y: number };

const CLIMBING = "climbing";

/** The fight's other combatants on `token`'s scene, as the engine's bodies, with their tokens. */
function bodiesAround(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
): { readonly body: ClimbBody; readonly token: TokenDocument.Implementation }[] {
  const size = token.parent?.grid.size ?? 0;
  if (size <= 0) return [];
  return (combatant.combat?.combatants.contents ?? []).flatMap((other) => {
    const at = other.token;
    const view = other.actor ? momentumActorView(other.actor) : undefined;
    if (other.id === combatant.id || !at || at.id === null || at.parent !== token.parent || !view) return [];
    const body = { id: at.id, box: boxOf(at, at, size), size: view.source.size, climbing: view.statuses.has(CLIMBING) };
    return [{ body, token: at }];
  });
}

/** GM: carry the climbers on `token` (its combatant's), which has just moved from `origin`. */
export async function carryClimbers(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: Point,
): Promise<void> {
  const [dx, dy] = [token.x - origin.x, token.y - origin.y];
  const view = combatant.actor ? momentumActorView(combatant.actor) : undefined;
  const size = token.parent?.grid.size ?? 0;
  if ((dx === 0 && dy === 0) || !view || token.id === null || size <= 0) return;
  const around = bodiesAround(combatant, token);
  const carried = new Set(
    climbersOn(
      { id: token.id, box: boxOf(token, origin, size), size: view.source.size },
      around.map((b) => b.body),
    ),
  );
  for (const { body, token: climber } of around) {
    if (carried.has(body.id)) await moveByRules(climber, { x: climber.x + dx, y: climber.y + dy });
  }
}

/** GM: after `combatant`'s own move from `origin`, end its climb when it left every creature it was on. */
export async function endClimbLeft(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: Point,
): Promise<void> {
  const actor = combatant.actor;
  const view = actor ? momentumActorView(actor) : undefined;
  const size = token.parent?.grid.size ?? 0;
  if (!actor || !view?.statuses.has(CLIMBING) || token.id === null || size <= 0) return;
  const climber = { id: token.id, size: view.source.size, climbing: true };
  const bodies = bodiesAround(combatant, token).map((b) => b.body);
  if (climbEnds(climber, boxOf(token, origin, size), boxOf(token, token, size), bodies)) {
    await actor.toggleStatusEffect(CLIMBING, { active: false });
  }
}

/** GM: a won Climb puts `climber` on `mount`'s space, the least move that does (decision 159). */
export async function placeClimber(
  climber: TokenDocument.Implementation,
  mount: TokenDocument.Implementation,
): Promise<void> {
  const size = mount.parent?.grid.size ?? 0;
  if (size <= 0 || climber.parent !== mount.parent) return;
  const at = placeOnMount(boxOf(climber, climber, size), boxOf(mount, mount, size));
  const to = { x: at.col * size, y: at.row * size };
  if (to.x !== climber.x || to.y !== climber.y) await moveByRules(climber, to);
}

/**
 * Forced movement on the active GM's client (a won Shove: "You can try to move a target within 1 m of you up to
 * 1 m"; an Ability that pushes or pulls its target, decision 148): the target's token is moved straight away from
 * the creature pushing it (or toward the one pulling it, stopping next to it), square by square of the scene's grid
 * (1 m squares, decision 94's footprints). Seed 002, "Moving and Teleporting": "Moving a target into a space that is
 * already occupied forces the creature or object occupying that space to make a Strength DR … On a failure, you deal
 * physical damage – equal to the full distance in meters that the target would have been moved – to both the moving
 * target and whatever is occupying the space. On a success, you only deal half as much damage. The moving target is
 * stopped one space before it." The DR's Power is the pusher's (`drPower`), the occupant's advantage the engine's
 * `collisionEdges`, the damage the engine's `collision` through its whole damage pipeline (Armor, affinities,
 * Bleeding). "You can add the damage that you deal that way to any damage that you might have caused through an
 * Ability or attack that caused the movement": an Ability's push leaves the moved target's share to the attack's
 * damage (`addedToAttack`), and the occupant's to the same damage step, so the card's Undo gives both back (decision
 * 166). A wall that blocks movement stops the push where it stands (decision 103).
 */
import { clearPath } from "../../../../engine/core/geometry/cover.ts";
import { isObject, type MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import { applyDamage, type MomentumHit } from "../../../../engine/rulesets/momentum/damage/apply.ts";
import { collision, collisionEdges } from "../../../../engine/rulesets/momentum/damage/movement-damage.ts";
import {
  defenseRollEdges,
  defenseRollRequest,
  drPower,
} from "../../../../engine/rulesets/momentum/dice/defense-roll.ts";
import type { SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { sceneWalls } from "../../../canvas/wall-cache.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { creatureUpdate } from "../attack/damage-update.ts";
import { momentumActorView } from "../documents.ts";
import { momentumOptions } from "../rule-variants.ts";
import { toMomentumActor } from "../sources.ts";
import { rollCheck } from "./contest-roll.ts";
import { awayFrom, boxOf, centre, occupantOf, overlaps } from "./token-boxes.ts";

const KEY = `${I18N_ROOT}.Momentum.Push`;

/** What a push did, for the chat message, and the DR die it rolled. */
export interface PushResult {
  readonly lines: readonly SummaryLine[];
  readonly rolls: readonly Roll[];
  /** The collision's damage the moved target takes with the attack's (`addedToAttack`); absent: none left to add. */
  readonly addedDamage?: number;
  /** The occupant's token and the collision's damage it takes with the attack's (`addedToAttack`); absent: none. */
  readonly struck?: { readonly token: string; readonly damage: number };
}

/** How the target is moved besides its metres. */
export interface PushManner {
  /** Toward the pusher (a pull): the target stops in the last square before the puller's own. */
  readonly toward?: boolean;
  /**
   * The moved target's share of a collision is added to the attack's damage instead of dealt here, and the occupant's
   * is dealt by the same damage step (decision 166).
   */
  readonly addedToAttack?: boolean;
}

export function creatureOf(actor: Actor.Implementation | null): MomentumActor | undefined {
  const view = actor ? momentumActorView(actor) : undefined;
  return view && toMomentumActor(view.source, view.gear, view.statuses);
}

/** The engine's hit on one creature, written to its actor (tracks and the conditions it set). */
export async function hurt(actor: Actor.Implementation, hit: MomentumHit, round: number): Promise<void> {
  const before = creatureOf(actor);
  if (!before) return;
  const outcome = applyDamage(before, hit, round, momentumOptions());
  await actor.update({ system: creatureUpdate(outcome) });
  await applyConditionChanges(actor, before.conditions, outcome.actor.conditions);
}

/**
 * Pushes `target` `metres` away from `pusher` (both tokens of one scene), one grid square a metre, or pulls it toward
 * `pusher` (`manner.toward`). The names are the chat message's; `round` stamps the conditions the collision's damage
 * sets.
 */
export async function pushToken(
  pusher: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
  metres: number,
  round: number,
  manner: PushManner = {},
): Promise<PushResult> {
  const scene = target.parent;
  const moved = target.actor;
  const shover = creatureOf(pusher.actor);
  const size = scene?.grid.size ?? 0;
  const away = scene ? awayFrom(pusher, target, size) : undefined;
  const step = away && manner.toward === true ? { dx: -away.dx, dy: -away.dy } : away;
  const squares = scene ? Math.round(metres / scene.grid.distance) : 0;
  const name = moved?.name ?? "";
  if (!scene || !step || squares < 1 || !shover) return { lines: [], rolls: [] };
  const walls = sceneWalls(scene).path;
  const stay = async (at: { x: number; y: number }) => {
    if (at.x !== target.x || at.y !== target.y) await target.update(at);
  };
  let at = { x: target.x, y: target.y };
  for (let i = 1; i <= squares; i++) {
    const next = { x: at.x + step.dx * size, y: at.y + step.dy * size };
    const box = boxOf(target, size, next);
    if (!clearPath(centre(boxOf(target, size, at)), centre(box), walls)) {
      await stay(at);
      return { lines: [{ name, text: game.i18n.format(`${KEY}.wall`, { target: name }) }], rolls: [] };
    }
    // A pull ends next to the one pulling: its own space is where the pull leads, not a space it is moved into.
    if (manner.toward === true && overlaps(boxOf(pusher, size), box)) {
      await stay(at);
      const pulled = String((i - 1) * scene.grid.distance);
      return { lines: [{ name, text: game.i18n.format(`${KEY}.moved`, { target: name, metres: pulled }) }], rolls: [] };
    }
    const occupant = occupantOf(scene, box, size, [target.id, pusher.id]);
    if (occupant) {
      await stay(at);
      return collide(occupant, { moved: target, shover, metres, reachedM: i, round, manner });
    }
    at = next;
  }
  await target.update(at);
  return {
    lines: [{ name, text: game.i18n.format(`${KEY}.moved`, { target: name, metres: String(metres) }) }],
    rolls: [],
  };
}

interface Impact {
  readonly moved: TokenDocument.Implementation;
  readonly shover: MomentumActor;
  readonly metres: number;
  readonly reachedM: number;
  readonly round: number;
  readonly manner: PushManner;
}

/** The occupant's Strength DR against the pusher's DR Power, then the same damage to both. */
async function collide(occupant: TokenDocument.Implementation, impact: Impact): Promise<PushResult> {
  const options = momentumOptions();
  const standing = creatureOf(occupant.actor);
  const movedActor = creatureOf(impact.moved.actor);
  const names = { target: impact.moved.actor?.name ?? "", occupant: occupant.actor?.name ?? occupant.name };
  const power = drPower(impact.shover.creature);
  const edges =
    standing && movedActor
      ? [...collisionEdges(standing.creature.size, movedActor.creature.size), ...defenseRollEdges(standing)]
      : [];
  // "Objects automatically fail all DR": an object, or a token with no creature of this ruleset, rolls nothing.
  const dr =
    standing && !isObject(standing.creature)
      ? await rollCheck(defenseRollRequest({ kind: "strength", defender: standing.creature, power, edges }, options))
      : undefined;
  const held = dr?.result.success === true;
  const { hit } = collision(impact.metres, impact.reachedM, held, options);
  const amount = hit.parts.physical ?? 0;
  const damage = String(amount);
  const added = impact.manner.addedToAttack === true;
  if (!added) {
    if (impact.moved.actor) await hurt(impact.moved.actor, hit, impact.round);
    if (occupant.actor && standing) await hurt(occupant.actor, hit, impact.round);
  }
  // With the attack's damage, the occupant's share is dealt by the card's damage step (decision 166).
  const struck = added && standing && occupant.id && amount > 0 ? { token: occupant.id, damage: amount } : undefined;
  const drText = dr
    ? game.i18n.format(`${KEY}.dr`, { total: String(dr.result.total), power: String(power) })
    : game.i18n.localize(`${KEY}.object`);
  return {
    lines: [
      { name: names.occupant, text: drText },
      {
        name: names.target,
        text: game.i18n.format(`${KEY}.${added ? "collidedAdded" : "collided"}`, { ...names, damage }),
      },
    ],
    rolls: dr ? [dr.dice] : [],
    ...(added ? { addedDamage: amount } : {}),
    ...(struck ? { struck } : {}),
  };
}

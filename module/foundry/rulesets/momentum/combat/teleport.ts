/**
 * An Ability that teleports its target, on the active GM's client (rules page decision 148): the target's token goes
 * `metres` straight away from the user, over whatever lies between (a teleport does not cross the squares between).
 * Seed 002: "Teleporting a target into a space that is already occupied deals Reality damage equal to the teleported
 * distance to both the teleported target and whatever is occupying the space. The damage ignores Armor. The teleported
 * target returns to its original position afterward. This cannot deal more than 100 damage to a creature." — the
 * engine's `teleportHit`, through its whole damage pipeline on both; the token then stays where it was.
 */
import { teleportHit } from "../../../../engine/rulesets/momentum/damage/movement-damage.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { creatureOf, hurt, type PushResult } from "./push.ts";
import { awayFrom, boxOf, occupantOf } from "./token-boxes.ts";

const KEY = `${I18N_ROOT}.Momentum.Teleport`;

/** Teleports `target` `metres` away from `user` (both tokens of one scene); `round` stamps what the damage sets. */
export async function teleportToken(
  user: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
  metres: number,
  round: number,
): Promise<PushResult> {
  const scene = target.parent;
  const size = scene?.grid.size ?? 0;
  const step = scene ? awayFrom(user, target, size) : undefined;
  const squares = scene ? Math.round(metres / scene.grid.distance) : 0;
  if (!scene || !step || squares < 1) return { lines: [], rolls: [] };
  const to = { x: target.x + step.dx * squares * size, y: target.y + step.dy * squares * size };
  const name = target.actor?.name ?? target.name;
  const occupant = occupantOf(scene, boxOf(target, size, to), size, [target.id]);
  if (!occupant) {
    await target.update(to);
    return {
      lines: [{ name, text: game.i18n.format(`${KEY}.moved`, { target: name, metres: String(metres) }) }],
      rolls: [],
    };
  }
  const hit = teleportHit(metres);
  // "An object, or a token with no creature of this ruleset" takes no damage Fray can write (decision 103).
  for (const actor of [target.actor, occupant.actor]) if (actor && creatureOf(actor)) await hurt(actor, hit, round);
  const damage = String(hit.parts.reality ?? 0);
  const occupantName = occupant.actor?.name ?? occupant.name;
  return {
    lines: [{ name, text: game.i18n.format(`${KEY}.occupied`, { target: name, occupant: occupantName, damage }) }],
    rolls: [],
  };
}

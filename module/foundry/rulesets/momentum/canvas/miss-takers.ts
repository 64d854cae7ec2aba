/**
 * The creatures a missed attack may strike instead, read from the scene (the engine's `missTakers`: the creature in
 * front of the target, a Climbing target's mount): the attacker's and the target's tokens on the target's scene (else
 * the viewed one), every other token with a `momentum` creature as a placed creature. Undefined off the canvas.
 */
import { getRulesetMeta } from "../../../../engine/meta-registry.ts";
import { missTakers, type PlacedCreature } from "../../../../engine/rulesets/momentum/defense/miss-takers.ts";
import { readScene } from "../../../canvas/read-scene.ts";
import { attackerTokenOn } from "../../../canvas/situate.ts";
import { momentumActorView } from "../documents.ts";

/** One creature a miss may strike: its token and its actor (a token actor when unlinked). */
export interface MissTaker {
  readonly tokenId: string;
  readonly actor: Actor.Implementation;
}

export function sceneMissTakers(attacker: Actor.Implementation, target: Actor.Implementation): readonly MissTaker[] {
  const scene = target.token?.parent ?? game.scenes.viewed;
  if (!scene) return [];
  const own = attackerTokenOn(scene, attacker);
  const theirs = attackerTokenOn(scene, target);
  if (!own || !theirs) return [];
  const { diagonals } = getRulesetMeta("momentum").grid;
  const facts = readScene(scene, diagonals);
  const actors = new Map<string, Actor.Implementation>();
  const placed: PlacedCreature[] = facts.tokens.flatMap((token) => {
    const actor = scene.tokens.get(token.id)?.actor;
    const view = actor ? momentumActorView(actor) : undefined;
    if (!actor || !view) return [];
    actors.set(token.id, actor);
    const { statuses } = view;
    const creature = {
      size: view.source.size,
      takingCover: statuses.has("takingCover"),
      climbing: statuses.has("climbing"),
    };
    return [{ ...token, ...creature }];
  });
  const byId = (id: string | null) => placed.find((p) => p.id === id);
  const a = byId(own.id);
  const t = byId(theirs.id);
  if (!a || !t) return [];
  return missTakers(a, t, placed, facts.spec).flatMap((tokenId) => {
    const actor = actors.get(tokenId);
    return actor ? [{ tokenId, actor }] : [];
  });
}

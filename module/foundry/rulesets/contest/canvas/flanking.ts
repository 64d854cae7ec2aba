/**
 * Flanking read from the tokens around a target (seed 003): "When at least two allied characters have a foe in their
 * reach between them, such that one could draw a straight line and connect all three characters, the foe is
 * flanked." Every rule is the engine's (`geometry/flanking.ts` `flankingPair`: only allies with the foe in reach and
 * able to act count, the line through the inside of the foe's space; `whyCannotAct`; `withinReach`); this file reads
 * the documents (rules page decision 142): allies are tokens of one disposition (decision 85) that is not the foe's,
 * a creature's reach is its longest equipped melee weapon's, else the natural 1 m (decision 20), and it can act when
 * no condition in force stops its actions; a token the GM has hidden is not on the battlefield (decision 157).
 */
import { whyCannotAct } from "../../../../engine/rulesets/contest/economy/capability.ts";
import { flankingPair, type Flanker } from "../../../../engine/rulesets/contest/geometry/flanking.ts";
import { creatureReachMetres, withinReach } from "../../../../engine/rulesets/contest/geometry/reach.ts";
import type { Rect } from "../../../../engine/core/geometry/shapes.ts";
import { onBattlefield } from "../../../canvas/on-battlefield.ts";
import { readPair } from "../../../canvas/situate.ts";
import { contestSide } from "../documents.ts";
import { reachingWeapons, toContestActor } from "../sources.ts";
import { onOneSide } from "../combat/sides.ts";

interface NamedFlanker extends Flanker {
  readonly name: string;
  readonly token: TokenDocument.Implementation;
  /** The foe's space as this pair read it (the same from every flanker). */
  readonly foe: Rect;
}

/** `token` as a flanker around `foe`, or undefined when it is no `contest` creature on the foe's scene. */
function flankerOf(token: TokenDocument.Implementation, foe: TokenDocument.Implementation): NamedFlanker | undefined {
  const actor = token.actor;
  const side = actor ? contestSide(actor) : undefined;
  const reach = side ? creatureReachMetres(reachingWeapons(side.gear.weapons)) : undefined;
  const pair = readPair("contest", token, foe);
  if (!actor || !side || reach === undefined || !pair) return undefined;
  return {
    name: actor.name,
    token,
    foe: pair.target.rect,
    centre: pair.attacker.centre,
    hasFoeInReach: withinReach(pair.distance, reach),
    able: whyCannotAct(toContestActor(side.source, side.statuses)) === undefined,
  };
}

/**
 * The names of two allies who flank `foe` on its scene, or undefined when it is not flanked. Allies on any side but
 * the foe's may flank it; the first side found with a pair names it.
 */
export function readContestFlanking(foe: TokenDocument.Implementation): readonly [string, string] | undefined {
  const scene = foe.parent;
  if (!scene) return undefined;
  const flankers = scene.tokens.contents.flatMap((token) => {
    if (token.id === foe.id || !onBattlefield(token) || onOneSide(token, foe)) return [];
    const flanker = flankerOf(token, foe);
    return flanker ? [flanker] : [];
  });
  for (const flanker of flankers) {
    const allies = flankers.filter((other) => onOneSide(other.token, flanker.token));
    const pair = flankingPair(flanker.foe, allies);
    const [first, second] = pair ? [allies[pair[0]], allies[pair[1]]] : [];
    if (first && second) return [first.name, second.name];
  }
  return undefined;
}

/**
 * The bodies that may cover a target on a `momentum` scene (rules page decision 138). The shared cover reading counts
 * every token body across the sight lines; a creature's body only covers by its size: "Standing behind a creature of
 * the same size category or bigger also gives you half cover", and Taking Cover: "You also no longer grant
 * half-cover to creatures of the same size category" (the engine's `coversBySize`). A token that is no `momentum`
 * creature (an object, a prop with no actor) stays an obstacle as a wall is ("Standing behind an object that covers
 * at least half of your body gives you half cover"). The target's own size decides; off the canvas, nothing changes.
 */
import { getRulesetMeta } from "../../../../engine/meta-registry.ts";
import { coversBySize } from "../../../../engine/rulesets/momentum/geometry/cover.ts";
import { scenePair, type SceneFacts, type ScenePair } from "../../../canvas/pair.ts";
import { readScene, readToken } from "../../../canvas/read-scene.ts";
import type { TokenFacts } from "../../../canvas/token-facts.ts";
import type { PairTokens } from "../../../combat-room.ts";
import { pairLevels } from "../../../version/levels.ts";
import { momentumActorView } from "../documents.ts";

/** Does the token standing for `body` cover a target of `target`'s actor, as far as its size goes? */
function covers(scene: Scene.Implementation, body: TokenFacts, target: Actor.Implementation | null): boolean {
  const actor = scene.tokens.get(body.id)?.actor;
  const view = actor ? momentumActorView(actor) : undefined;
  const size = target ? momentumActorView(target)?.source.size : undefined;
  if (!view || view.source.kind === "object" || size === undefined) return true;
  return coversBySize(size, { size: view.source.size, takingCover: view.statuses.has("takingCover") });
}

/** A pair's scene read with only the bodies that may cover the target, and the two tokens read on it. */
export interface CoverScene {
  readonly facts: SceneFacts;
  readonly attacker: TokenFacts;
  readonly target: TokenFacts;
}

export function readCoverScene(tokens: PairTokens): CoverScene | undefined {
  const scene = tokens.target.parent;
  if (!scene || tokens.attacker.parent !== scene) return undefined;
  const { diagonals } = getRulesetMeta("momentum").grid;
  const all = readScene(scene, diagonals, pairLevels(tokens.attacker, tokens.target));
  const facts = { ...all, tokens: all.tokens.filter((t) => covers(scene, t, tokens.target.actor)) };
  const read = (doc: TokenDocument.Implementation) =>
    all.tokens.find((t) => t.id === doc.id) ?? readToken(doc, all.grid, diagonals);
  return { facts, attacker: read(tokens.attacker), target: read(tokens.target) };
}

/** The pair as a `momentum` attack reads it: its cover from walls, objects and the bodies that may cover. */
export function coverPair(tokens: PairTokens): ScenePair | undefined {
  const read = readCoverScene(tokens);
  return read && scenePair(read.attacker, read.target, read.facts, getRulesetMeta("momentum").grid.unit);
}

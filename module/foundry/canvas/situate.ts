/**
 * The canvas' situation for one attack: the attacker's token on the target's scene, the pair read from that scene
 * in the ruleset's units and diagonal rule, and the ruleset room's reading of it. Undefined off the canvas (a
 * target with no token, an attacker with no token on that scene), where the dialog keeps its plain defaults.
 */
import { getRulesetMeta } from "../../engine/meta-registry.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import type { CombatRoom, RollChoices, SceneSituation } from "../combat-room.ts";
import { scenePair, type ScenePair } from "./pair.ts";
import { readScene, readToken, readTokenAt, type TokenAt } from "./read-scene.ts";
import { pairLevels } from "../version/levels.ts";
import { shellFor } from "../room-lookup.ts";

/**
 * The attacking actor's token on `scene`: its own token when it is a token actor, else one linked to it. An
 * unlinked token only stands for its own synthetic actor (core's `Actor#getActiveTokens`), never for the world actor
 * it was dragged from.
 */
export function attackerTokenOn(
  scene: Scene.Implementation,
  actor: Actor.Implementation,
): TokenDocument.Implementation | undefined {
  if (actor.token?.parent === scene) return actor.token;
  if (actor.isToken) return undefined;
  return scene.tokens.find((t) => t.actorLink && t.actorId === actor.id);
}

/** The pair on the target's scene, the target read where it stands or, given `targetAt`, where it stood. */
function pairOn(
  ruleset: RulesetId,
  attacker: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
  targetAt?: TokenAt,
): ScenePair | undefined {
  const scene = target.parent;
  if (!scene || attacker.parent !== scene) return undefined;
  const { diagonals, unit } = getRulesetMeta(ruleset).grid;
  const honoured = shellFor(ruleset)?.wallCoverLevels ?? [];
  const facts = readScene(scene, diagonals, pairLevels(attacker, target), honoured);
  const read = (doc: TokenDocument.Implementation) =>
    facts.tokens.find((t) => t.id === doc.id) ?? readToken(doc, facts.grid, diagonals);
  const b = targetAt ? readTokenAt(target, targetAt, facts.grid, diagonals) : read(target);
  return scenePair(read(attacker), b, facts, unit);
}

export function readPair(
  ruleset: RulesetId,
  attacker: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
): ScenePair | undefined {
  return pairOn(ruleset, attacker, target);
}

/**
 * The pair `other` → `moved` as it stood before `moved` left `origin`, `other` where it stands: what a reaction to an
 * approach compares with the pair now.
 */
export function readPairBefore(
  ruleset: RulesetId,
  other: TokenDocument.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): ScenePair | undefined {
  return pairOn(ruleset, other, moved, origin);
}

export function sceneSituationFor(
  ruleset: RulesetId,
  room: CombatRoom,
  attack: { readonly actor: Actor.Implementation; readonly item: Item.Implementation },
  /** The token may be missing: a target token deleted while the dialog was open has no document left. */
  target: { readonly actor: Actor.Implementation; readonly token: TokenDocument.Implementation | undefined },
  /** The choices the attack opens with (the room's `sceneSituation` reads them); absent: none. */
  choices?: RollChoices,
): SceneSituation | undefined {
  const scene = target.token?.parent;
  const own = scene ? attackerTokenOn(scene, attack.actor) : undefined;
  const pair = own && target.token ? readPair(ruleset, own, target.token) : undefined;
  if (!own || !target.token || !pair) return undefined;
  const tokens = { attacker: own, target: target.token };
  return room.sceneSituation(pair, attack.actor, attack.item, target.actor, tokens, choices);
}

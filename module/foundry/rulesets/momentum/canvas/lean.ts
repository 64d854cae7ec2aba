/**
 * Leaning out of full cover on the scene (rules page decision 125; the engine's geometry/lean.ts): "you can lean
 * towards a space next to you, allowing you to see and target anything as if you were standing in that space". A
 * leaning creature's token is read one grid space over, towards the step stored on its combatant; a lean into a space
 * a sight wall cuts off from its own (through the wall it stands behind) shows nothing and is not read.
 */
import { clearPath } from "../../../../engine/core/geometry/cover.ts";
import { getRulesetMeta } from "../../../../engine/meta-registry.ts";
import type { LeanStep } from "../../../../engine/rulesets/momentum/economy/combatant.ts";
import { clearestLean, LEAN_STEPS, type LeanReading } from "../../../../engine/rulesets/momentum/geometry/lean.ts";
import { scenePair, type SceneFacts, type ScenePair } from "../../../canvas/pair.ts";
import { readTokenAt } from "../../../canvas/read-scene.ts";
import type { TokenFacts } from "../../../canvas/token-facts.ts";
import type { PairTokens } from "../../../combat-room.ts";
import { momentumCombatantData } from "../combat/state.ts";
import { readCoverScene } from "./cover-bodies.ts";
import { pairCover } from "./pair-cover.ts";

const grid = () => getRulesetMeta("momentum").grid;

/** The step a combatant leans towards, undefined when it does not lean. */
export function leanOf(combatant: Combatant.Implementation | undefined): LeanStep | undefined {
  const lean = combatant ? momentumCombatantData(combatant)?.lean : undefined;
  return lean && (lean.dx !== 0 || lean.dy !== 0) ? lean : undefined;
}

/** The token read in the space `step` leads to, or undefined when a sight wall cuts that space off from its own. */
function leaned(doc: TokenDocument.Implementation, here: TokenFacts, step: LeanStep, facts: SceneFacts) {
  const at = { x: doc.x + step.dx * facts.grid.size, y: doc.y + step.dy * facts.grid.size };
  const there = readTokenAt(doc, at, facts.grid, grid().diagonals);
  return clearPath(here.centre, there.centre, facts.walls.sight) ? there : undefined;
}

/** The pairs a ranged attack may be read from when the attacker, the target or both lean. */
export interface LeanedPairs {
  readonly attackerLeans?: ScenePair;
  readonly targetLeans?: ScenePair;
  readonly bothLean?: ScenePair;
}

export function leanedPairs(
  tokens: PairTokens,
  leans: { readonly attacker?: LeanStep; readonly target?: LeanStep },
): LeanedPairs {
  const read = leans.attacker || leans.target ? readCoverScene(tokens) : undefined;
  if (!read) return {};
  const { facts } = read;
  const a = leans.attacker && leaned(tokens.attacker, read.attacker, leans.attacker, facts);
  const t = leans.target && leaned(tokens.target, read.target, leans.target, facts);
  const pair = (from: TokenFacts, to: TokenFacts) => scenePair(from, to, facts, grid().unit);
  return {
    ...(a ? { attackerLeans: pair(a, read.target) } : {}),
    ...(t ? { targetLeans: pair(read.attacker, t) } : {}),
    ...(a && t ? { bothLean: pair(a, t) } : {}),
  };
}

/**
 * Where `leaner` would lean to see `target` (the GM's lean, decision 125): undefined when it is not in full cover
 * from the target (nothing to lean out of) or no space next to it shows the target; off a shared scene, nothing.
 */
export function leanTowards(
  leaner: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
): { readonly inFullCover: boolean; readonly step?: LeanStep } {
  const read = readCoverScene({ attacker: leaner, target });
  if (!read) return { inFullCover: false };
  const { facts } = read;
  const direct = scenePair(read.attacker, read.target, facts, grid().unit);
  if (pairCover(direct) !== "full") return { inFullCover: false };
  const readings = LEAN_STEPS.flatMap((step): LeanReading[] => {
    const there = leaned(leaner, read.attacker, step, facts);
    if (!there) return [];
    const seen = scenePair(there, read.target, facts, grid().unit);
    return [{ step, cover: pairCover(seen), fraction: seen.cover.fraction }];
  });
  const step = clearestLean(readings);
  return { inFullCover: true, ...(step ? { step } : {}) };
}

/**
 * Exact distribution of a dice request's total: each group is one die shape (chain, edge, keep) summed over its
 * dice, groups are convolved (negative groups reflected), modifiers shift. Group distributions are cached by shape
 * so a live-odds query in a roll dialog is one or two convolutions of cached arrays.
 */
import { MAX_EXPLODE_CAP, type DiceRequest, type DieGroup, type RollTarget } from "../dice/request.ts";
import { dropsDice, explodes, hasEdge, validateRequest } from "../dice/validate.ts";
import { chainDistribution, followChain } from "./chain.ts";
import {
  constant,
  convolve,
  negate,
  probabilityAbove,
  probabilityAtLeast,
  shift,
  type Distribution,
} from "./distribution.ts";
import { keepDistribution } from "./keep.ts";

const groupCache = new Map<string, Distribution>();
/** Enough for every die shape of every ruleset many times over; past it the cache simply starts again. */
const GROUP_CACHE_LIMIT = 1024;

function remember(key: string, make: () => Distribution): Distribution {
  const hit = groupCache.get(key);
  if (hit) return hit;
  const dist = make();
  if (groupCache.size >= GROUP_CACHE_LIMIT) groupCache.clear();
  groupCache.set(key, dist);
  return dist;
}

/** One die of the group: its chain, and the better/worse of two chains under advantage/disadvantage. */
function dieDistribution(group: DieGroup): { key: string; dist: Distribution } {
  const explode = explodes(group) ? group.explode : undefined;
  const chain = chainDistribution({ faces: group.faces, on: explode?.on, cap: explode?.cap });
  const base = explode ? `${group.faces}x${explode.on}c${explode.cap}` : `${group.faces}`;
  if (!hasEdge(group)) return { key: base, dist: chain };
  const key = `${base}${group.edge === "advantage" ? "A" : "D"}`;
  return {
    key,
    dist: remember(key, () => keepDistribution(chain, 2, 1, group.edge === "advantage" ? "highest" : "lowest")),
  };
}

/** n dice summed, built by doubling from cached smaller sums. */
function sumOf(key: string, die: Distribution, n: number): Distribution {
  if (n === 1) return die;
  return remember(`${key}*${n}`, () => {
    const half = sumOf(key, die, Math.floor(n / 2));
    const doubled = convolve(half, half);
    return n % 2 === 0 ? doubled : convolve(doubled, die);
  });
}

/** Distribution of a group's total before its sign. */
export function groupDistribution(group: DieGroup): Distribution {
  if (group.count === 0) return constant(0);
  const { key, dist } = dieDistribution(group);
  if (dropsDice(group) && group.keep) {
    const { mode, count } = group.keep;
    return remember(`${key}*${group.count}k${mode === "highest" ? "h" : "l"}${count}`, () =>
      keepDistribution(dist, group.count, count, mode),
    );
  }
  return sumOf(key, dist, group.count);
}

/**
 * A chained request's dice (core/dice/chain.ts): its groups are the links rolled so far, all alike, and the chain's
 * total is one link rolled again while it keeps at least `on` — the same odds however many links are on the request,
 * with as many more links as the chain rolls (`readLinks`' cap).
 */
function chainedDice(links: readonly DieGroup[], on: number): Distribution {
  const [link] = links;
  if (!link) return constant(0);
  return remember(`chain${on}:${JSON.stringify(link)}`, () =>
    followChain(groupDistribution(link), on, MAX_EXPLODE_CAP),
  );
}

/** The groups' totals summed (negative groups subtracted). */
function summedDice(groups: readonly DieGroup[]): Distribution {
  let total = constant(0);
  for (const group of groups) {
    if (group.count === 0) continue;
    const dist = groupDistribution(group);
    total = convolve(total, group.negative === true ? negate(dist) : dist);
  }
  return total;
}

/** Exact distribution of the request's total (see TRUNCATION_THRESHOLD for the dropped tail). */
export function requestDistribution(request: DiceRequest): Distribution {
  validateRequest(request);
  const dice = request.chain ? chainedDice(request.groups, request.chain.on) : summedDice(request.groups);
  let modifiers = 0;
  for (const modifier of request.modifiers) modifiers += modifier.value;
  return shift(dice, modifiers);
}

/** P(total clears the target): "exceed" is P(total > value), "meet" is P(total ≥ value). */
export function probabilityAgainst(dist: Distribution, target: RollTarget): number {
  return target.kind === "exceed" ? probabilityAbove(dist, target.value) : probabilityAtLeast(dist, target.value);
}

/** Success probability of a request against its own target (or the one given). */
export function successProbability(request: DiceRequest, target: RollTarget | undefined = request.target): number {
  if (!target) throw new RangeError(`request "${request.label}" has no target to succeed against`);
  return probabilityAgainst(requestDistribution(request), target);
}

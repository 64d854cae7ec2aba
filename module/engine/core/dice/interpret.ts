/**
 * Faces → result. The one interpreter of the engine: the adapter passes the faces of each Foundry die term
 * (`roll.dice[i].results.map(r => r.result)`, in plan order) and the engine's own roll passes the faces it drew,
 * so both paths apply burst caps, edge choices, keeps, modifiers and the target the same way.
 */
import type { AuditEntry } from "./audit.ts";
import { planTerms } from "./formula.ts";
import type { DiceRequest, DieGroup } from "./request.ts";
import type { ChainResult, DieResult, GroupResult, RollResult } from "./result.ts";
import { meetsTarget } from "./result.ts";
import { runExplodeLoop, type TermPlan } from "./terms.ts";
import { dropsDice, explodes, hasEdge } from "./validate.ts";

type ChainFaces = number[];

function readChain(
  faces: readonly number[],
  group: DieGroup,
  index: number,
  die: number,
  chain: number,
  audit: AuditEntry[],
): ChainResult {
  // Entries and results are written as plain literals, never `{ ...x, key }`: on Node 20's V8 a spread followed by
  // new keys costs microseconds per object, which made the audited roll slower than a string-parsing dice library.
  const explode = explodes(group) ? group.explode : undefined;
  const cap = explode ? explode.cap : 0;
  const counted = Math.min(faces.length, 1 + cap);
  let total = 0;
  for (let i = 0; i < counted; i++) total += faces[i] ?? 0;
  const groupId = group.id;
  for (let i = 0; i < counted - 1; i++) {
    audit.push({
      type: "burst",
      source: group.source,
      group: index,
      groupId,
      die,
      chain,
      face: faces[i] ?? 0,
      roll: i,
    });
  }
  const last = faces[counted - 1] ?? 0;
  const capped = explode !== undefined && counted === 1 + cap && last >= explode.on;
  if (capped) {
    const ignored = faces.length - counted;
    audit.push({ type: "cap", source: group.source, group: index, groupId, die, chain, cap, ignored });
  }
  return { faces: faces.slice(), counted, total, bursts: counted - 1, capped };
}

function readDie(chains: readonly ChainFaces[], group: DieGroup, index: number, die: number, audit: AuditEntry[]) {
  const results = chains.map((faces, chain) => readChain(faces, group, index, die, chain, audit));
  const [first, second] = results;
  let chosen: 0 | 1 = 0;
  if (first && second && (group.edge === "advantage" || group.edge === "disadvantage")) {
    const better = group.edge === "advantage" ? second.total > first.total : second.total < first.total;
    chosen = better ? 1 : 0;
    audit.push({
      type: "edge",
      source: group.source,
      group: index,
      groupId: group.id,
      die,
      mode: group.edge,
      totals: [first.total, second.total],
      chosen,
    });
  }
  return { chains: results, chosen, total: results[chosen]?.total ?? 0 };
}

function indicesWhere(flags: readonly boolean[], wanted: boolean): number[] {
  const out: number[] = [];
  flags.forEach((flag, i) => {
    if (flag === wanted) out.push(i);
  });
  return out;
}

function readGroup(group: DieGroup, index: number, chains: readonly ChainFaces[][], audit: AuditEntry[]): GroupResult {
  const dice = chains.map((dieChains, die) => readDie(dieChains, group, index, die, audit));
  const kept = dice.map(() => true);
  if (dropsDice(group) && group.keep) {
    const sign = group.keep.mode === "highest" ? -1 : 1;
    // Stable order by total (ties keep the earlier die) so the same faces always keep the same dice.
    const order = dice.map((_, i) => i).sort((a, b) => sign * ((dice[a]?.total ?? 0) - (dice[b]?.total ?? 0)) || a - b);
    order.forEach((die, rank) => (kept[die] = rank < (group.keep?.count ?? 0)));
    audit.push({
      type: "keep",
      source: group.source,
      group: index,
      groupId: group.id,
      mode: group.keep.mode,
      count: group.keep.count,
      kept: indicesWhere(kept, true),
      dropped: indicesWhere(kept, false),
    });
  }
  const results: DieResult[] = dice.map((die, i) => ({
    chains: die.chains,
    chosen: die.chosen,
    total: die.total,
    kept: kept[i] ?? true,
  }));
  const total = results.reduce((sum, die) => sum + (die.kept ? die.total : 0), 0);
  const negative = group.negative === true;
  return {
    index,
    id: group.id,
    source: group.source,
    faces: group.faces,
    negative,
    dice: results,
    total,
    signed: negative ? -total : total,
  };
}

/** Sort the faces of every term onto its group, die and chain, following Foundry's explode order. */
function distribute(
  request: DiceRequest,
  terms: readonly TermPlan[],
  faces: readonly (readonly number[])[],
): ChainFaces[][][] {
  if (faces.length !== terms.length) {
    throw new RangeError(`expected faces for ${terms.length} die terms, got ${faces.length}`);
  }
  const chains: ChainFaces[][][] = request.groups.map((group) => {
    // A plain loop: `Array.from({ length }, …)` is a slow path on Node 20 and this runs on every roll.
    const dice: ChainFaces[][] = [];
    for (let i = 0; i < group.count; i++) dice.push(hasEdge(group) ? [[], []] : [[]]);
    return dice;
  });
  terms.forEach((term, t) => {
    const termFaces = faces[t] ?? [];
    for (const face of termFaces) {
      if (!Number.isInteger(face) || face < 1 || face > term.faces) {
        throw new RangeError(`term ${t} (${term.expression}): face ${face} is not on a d${term.faces}`);
      }
    }
    const owners = runExplodeLoop(term.count, term.explode, (i) => {
      const face = termFaces[i];
      if (face === undefined) throw new RangeError(`term ${t} (${term.expression}): result ${i} is missing`);
      return face;
    });
    if (owners.length !== termFaces.length) {
      throw new RangeError(`term ${t} (${term.expression}): ${termFaces.length - owners.length} unexpected results`);
    }
    owners.forEach((owner, i) => chains[term.group]?.[term.firstDie + owner]?.[term.chain]?.push(termFaces[i] ?? 0));
  });
  return chains;
}

/**
 * `interpretFaces` for a caller that already holds the request's term plan (`planTerms(request)`), so a roll that
 * drew its own faces from that plan does not lay the formula out twice.
 */
export function interpretPlannedFaces(
  request: DiceRequest,
  terms: readonly TermPlan[],
  faces: readonly (readonly number[])[],
): RollResult {
  const chains = distribute(request, terms, faces);
  const audit: AuditEntry[] = request.audit ? request.audit.slice() : [];
  const groups = request.groups.map((group, index) => readGroup(group, index, chains[index] ?? [], audit));
  let modifierTotal = 0;
  for (const modifier of request.modifiers) {
    modifierTotal += modifier.value;
    audit.push({ type: "modifier", source: modifier.source, value: modifier.value });
  }
  let total = modifierTotal;
  for (const group of groups) total += group.signed;
  const label = request.label;
  const target = request.target;
  if (!target) return { label, groups, modifierTotal, total, audit };
  const success = meetsTarget(total, target);
  const margin = total - target.value;
  audit.push({
    type: "target",
    source: target.source ?? "Target",
    kind: target.kind,
    value: target.value,
    total,
    success,
    margin,
  });
  return { label, groups, modifierTotal, total, target, success, margin, audit };
}

export function interpretFaces(request: DiceRequest, faces: readonly (readonly number[])[]): RollResult {
  return interpretPlannedFaces(request, planTerms(request), faces);
}

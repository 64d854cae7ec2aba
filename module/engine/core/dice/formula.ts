/**
 * Request → Foundry formula, written with real Foundry die terms so chat cards, Dice So Nice and `Roll.fromData`
 * work unchanged:
 * - burst/explode: `x` (`x>=8` when not on the maximum), `xo` for a cap of 1, `x<cap>>=<on>` for other caps on
 *   single-die terms;
 * - per-die advantage/disadvantage: a pool per die, `{1d10x,1d10x}kh` / `kl` (a PoolTerm keeps the best sub-roll
 *   total, so a whole exploding chain is compared, not single faces);
 * - keep highest/lowest: `4d6kh3` when nothing explodes, otherwise a pool of single dice `{1d10x,1d10x,1d10x}kh2`
 *   (a Die term's `kh` would keep single faces of a burst chain); edge and keep together nest pools;
 * - negative groups `- 1d6`, flat modifiers `+ 2[Guard]`, flavor labels `1d20[Action]`.
 * Alongside the string it returns the TermPlan list: one entry per die term in formula order (`roll.dice` order).
 */
import type { DiceRequest, DieGroup } from "./request.ts";
import { MAX_EXPLODE_CAP } from "./request.ts";
import type { TermExplode, TermPlan } from "./terms.ts";
import { dropsDice, explodes, hasEdge, validateRequest } from "./validate.ts";

export interface FoundryFormula {
  readonly formula: string;
  readonly terms: readonly TermPlan[];
}

interface Piece {
  readonly negative: boolean;
  readonly text: string;
}

/** Labels are few (ability names, conditions, items) and every roll asks again: remember the cleaned ones. */
const flavorCache = new Map<string, string>();
const FLAVOR_CACHE_LIMIT = 512;

/** Flavor text safe inside Foundry's `[...]` and inside pools (no brackets, braces, commas, `@` data refs). */
export function flavorOf(label: string): string {
  const known = flavorCache.get(label);
  if (known !== undefined) return known;
  const clean = label
    .replace(/[^\p{L}\p{N} _.'’:-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const flavor = clean === "" ? "" : `[${clean}]`;
  if (flavorCache.size >= FLAVOR_CACHE_LIMIT) flavorCache.clear();
  flavorCache.set(label, flavor);
  return flavor;
}

/** A cap Foundry cannot express on a multi-die term (its `x<max>` counts the whole term) forces single-die terms. */
function needsSingleDieTerms(group: DieGroup): boolean {
  const cap = group.explode?.cap ?? 0;
  return explodes(group) && cap !== 1 && cap !== MAX_EXPLODE_CAP;
}

function termExplode(group: DieGroup): TermExplode | null {
  if (!explodes(group) || !group.explode) return null;
  const { on, cap } = group.explode;
  if (cap === 1) return { on, cap, hostLimit: { mode: "once" } };
  if (cap === MAX_EXPLODE_CAP) return { on, cap, hostLimit: { mode: "unbounded" } };
  return { on, cap, hostLimit: { mode: "max", max: cap } };
}

function explodeSuffix(faces: number, explode: TermExplode | null): string {
  if (!explode) return "";
  const compare = explode.on === faces ? "" : `>=${explode.on}`;
  switch (explode.hostLimit.mode) {
    case "once":
      return `xo${compare}`;
    case "unbounded":
      return `x${compare}`;
    case "max":
      return `x${explode.hostLimit.max}>=${explode.on}`;
  }
}

function keepSuffix(mode: "highest" | "lowest", count: number): string {
  return `${mode === "highest" ? "kh" : "kl"}${count === 1 ? "" : count}`;
}

/** Builds the pieces and term plans of one group, in formula order. */
function layoutGroup(group: DieGroup, index: number, terms: TermPlan[]): Piece[] {
  const n = group.count;
  if (n === 0) return [];
  const negative = group.negative === true;
  const flavor = flavorOf(group.source);
  const explode = termExplode(group);
  const x = explodeSuffix(group.faces, explode);
  // Plain literals, not `{ ...base, … }`: on Node 20's V8 a spread plus new keys costs microseconds per object.
  const term = (firstDie: number, count: number, chain: 0 | 1, expression: string): TermPlan => ({
    group: index,
    groupId: group.id,
    firstDie,
    count,
    chain,
    faces: group.faces,
    explode,
    expression,
  });
  const single = (die: number, chain: 0 | 1): string => {
    const expression = `1d${group.faces}${x}${flavor}`;
    terms.push(term(die, 1, chain, expression));
    return expression;
  };
  const edgeKeep = group.edge === "disadvantage" ? "kl" : "kh";
  const edgePool = (die: number): string => `{${single(die, 0)},${single(die, 1)}}${edgeKeep}`;
  // A plain loop: `Array.from({ length })` and `flatMap` are slow paths on Node 20 and this runs on every roll.
  const dieIndices: number[] = [];
  for (let i = 0; i < n; i++) dieIndices.push(i);

  if (!hasEdge(group) && !dropsDice(group)) {
    if (needsSingleDieTerms(group)) return dieIndices.map((die) => ({ negative, text: single(die, 0) }));
    const expression = `${n}d${group.faces}${x}${flavor}`;
    terms.push(term(0, n, 0, expression));
    return [{ negative, text: expression }];
  }
  if (!hasEdge(group) && group.keep) {
    const keep = keepSuffix(group.keep.mode, group.keep.count);
    if (!explode) {
      const expression = `${n}d${group.faces}${keep}${flavor}`;
      terms.push(term(0, n, 0, expression));
      return [{ negative, text: expression }];
    }
    return [{ negative, text: `{${dieIndices.map((die) => single(die, 0)).join(",")}}${keep}` }];
  }
  if (!dropsDice(group) || !group.keep) return dieIndices.map((die) => ({ negative, text: edgePool(die) }));
  const keep = keepSuffix(group.keep.mode, group.keep.count);
  return [{ negative, text: `{${dieIndices.map(edgePool).join(",")}}${keep}` }];
}

export function toFoundryFormula(request: DiceRequest): FoundryFormula {
  validateRequest(request);
  const terms: TermPlan[] = [];
  const pieces: Piece[] = [];
  request.groups.forEach((group, index) => {
    for (const piece of layoutGroup(group, index, terms)) pieces.push(piece);
  });
  for (const modifier of request.modifiers) {
    if (modifier.value === 0) continue;
    pieces.push({ negative: modifier.value < 0, text: `${Math.abs(modifier.value)}${flavorOf(modifier.source)}` });
  }
  let formula = "";
  for (const piece of pieces) {
    if (formula === "") formula = piece.negative ? `0 - ${piece.text}` : piece.text;
    else formula += `${piece.negative ? " - " : " + "}${piece.text}`;
  }
  return { formula: formula === "" ? "0" : formula, terms };
}

/** The die terms of a request in formula order (what `roll.dice` will hold). */
export function planTerms(request: DiceRequest): readonly TermPlan[] {
  return toFoundryFormula(request).terms;
}

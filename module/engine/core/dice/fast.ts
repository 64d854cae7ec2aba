/**
 * Simulation fast path: a request compiled once into a function `rng → total`, with no audit trail and no
 * allocation per roll (buffers are made at compile time). It draws faces in exactly the order `rollRequest` does
 * (Foundry's term order and explode order), so for the same seed both give the same total — the tests hold it to
 * that — while running millions of rolls per second for Monte Carlo checks and balance simulations.
 */
import { planTerms } from "./formula.ts";
import type { DiceRequest, DieGroup } from "./request.ts";
import type { Rng } from "./rng.ts";
import { FOUNDRY_EXPLODE_CHECK_LIMIT, type TermExplode, type TermPlan } from "./terms.ts";
import { dropsDice, hasEdge } from "./validate.ts";

type Roller = (rng: Rng) => number;

function tooDeep(): never {
  throw new Error("Maximum recursion depth for exploding dice roll exceeded");
}

/** One die's chain from a single-die term: Foundry keeps rolling under `x`; the engine counts 1 + cap faces. */
function chainRoller(faces: number, explode: TermExplode | null): Roller {
  if (!explode) return (rng) => rng.die(faces);
  const { on, cap, hostLimit } = explode;
  if (hostLimit.mode === "once") {
    return (rng) => {
      const face = rng.die(faces);
      return face >= on ? face + rng.die(faces) : face;
    };
  }
  const limit = hostLimit.mode === "max" ? hostLimit.max : Number.POSITIVE_INFINITY;
  return (rng) => {
    let face = rng.die(faces);
    let total = face;
    let rolled = 1;
    while (face >= on && rolled - 1 < limit) {
      if (rolled > FOUNDRY_EXPLODE_CHECK_LIMIT) tooDeep();
      face = rng.die(faces);
      if (rolled <= cap) total += face;
      rolled++;
    }
    return total;
  };
}

/** A multi-die term (`3d10x`, `3d10xo`, `3d10`): Foundry appends bursts at the end of the term (breadth first). */
function termRoller(term: TermPlan): Roller {
  const { count, faces, explode } = term;
  if (count === 1) return chainRoller(faces, explode);
  if (!explode) {
    return (rng) => {
      let total = 0;
      for (let i = 0; i < count; i++) total += rng.die(faces);
      return total;
    };
  }
  const { on, cap } = explode;
  const buffer = new Int32Array(count + FOUNDRY_EXPLODE_CHECK_LIMIT + 2);
  if (explode.hostLimit.mode === "once") {
    return (rng) => {
      let total = 0;
      for (let i = 0; i < count; i++) {
        const face = rng.die(faces);
        buffer[i] = face;
        total += face;
      }
      for (let i = 0; i < count; i++) if ((buffer[i] ?? 0) >= on) total += rng.die(faces);
      return total;
    };
  }
  const owners = new Int32Array(buffer.length);
  const counted = new Int32Array(count);
  // Past `cap` bursts in one term a die might have passed its own cap: replay Foundry's attribution to be exact.
  const replay = (length: number): number => {
    let total = 0;
    counted.fill(0);
    let next = count;
    for (let i = 0; i < count; i++) owners[i] = i;
    for (let i = 0; i < length; i++) {
      const owner = owners[i] ?? 0;
      const face = buffer[i] ?? 0;
      if ((counted[owner] ?? 0) <= cap) total += face;
      counted[owner] = (counted[owner] ?? 0) + 1;
      if (face >= on && next < length) owners[next++] = owner;
    }
    return total;
  };
  return (rng) => {
    let total = 0;
    let length = 0;
    let pending = count;
    while (pending > 0) {
      const face = rng.die(faces);
      buffer[length++] = face;
      total += face;
      pending--;
      if (face >= on) pending++;
      if (length > FOUNDRY_EXPLODE_CHECK_LIMIT) tooDeep();
    }
    return length - count > cap ? replay(length) : total;
  };
}

/** Groups with per-die edge or a keep rule: each die's value goes to a scratch buffer, then keep picks. */
function scoredGroupRoller(group: DieGroup, terms: readonly TermPlan[]): Roller {
  const n = group.count;
  const scratch = new Float64Array(n);
  const first = terms[0];
  const chain = chainRoller(group.faces, first?.explode ?? null);
  const edge = hasEdge(group) ? group.edge : undefined;
  const keep = dropsDice(group) ? group.keep : undefined;
  const k = keep?.count ?? n;
  const highest = keep?.mode !== "lowest";
  if (keep === undefined) {
    const advantage = edge !== "disadvantage";
    return (rng) => {
      let total = 0;
      for (let i = 0; i < n; i++) {
        const first = chain(rng);
        const second = chain(rng);
        total += advantage === first > second ? first : second;
      }
      return total;
    };
  }
  return (rng) => {
    for (let i = 0; i < n; i++) {
      let value = chain(rng);
      if (edge !== undefined) {
        const other = chain(rng);
        value = edge === "advantage" ? Math.max(value, other) : Math.min(value, other);
      }
      // Insertion sort as we go (n is small): scratch stays ordered best-first.
      let j = i;
      while (j > 0 && (highest ? (scratch[j - 1] ?? 0) < value : (scratch[j - 1] ?? 0) > value)) {
        scratch[j] = scratch[j - 1] ?? 0;
        j--;
      }
      scratch[j] = value;
    }
    let total = 0;
    for (let i = 0; i < k; i++) total += scratch[i] ?? 0;
    return total;
  };
}

function groupRoller(group: DieGroup, terms: readonly TermPlan[]): Roller | null {
  if (group.count === 0) return null;
  const roller =
    hasEdge(group) || dropsDice(group) ? scoredGroupRoller(group, terms) : sumRollers(terms.map(termRoller));
  if (group.negative !== true) return roller;
  return (rng) => -roller(rng);
}

function sumRollers(rollers: readonly Roller[], constant = 0): Roller {
  const [a, b, c] = rollers;
  if (rollers.length === 0) return () => constant;
  if (rollers.length === 1 && a) return constant === 0 ? a : (rng) => a(rng) + constant;
  if (rollers.length === 2 && a && b) return (rng) => a(rng) + b(rng) + constant;
  if (rollers.length === 3 && a && b && c) return (rng) => a(rng) + b(rng) + c(rng) + constant;
  return (rng) => {
    let total = constant;
    for (const roller of rollers) total += roller(rng);
    return total;
  };
}

/** Compile a request into a total-only roller. The returned function is not re-entrant (shared scratch buffers). */
export function compileTotal(request: DiceRequest): (rng: Rng) => number {
  const terms = planTerms(request);
  const rollers: Roller[] = [];
  request.groups.forEach((group, index) => {
    const roller = groupRoller(
      group,
      terms.filter((term) => term.group === index),
    );
    if (roller) rollers.push(roller);
  });
  const constant = request.modifiers.reduce((sum, modifier) => sum + modifier.value, 0);
  return sumRollers(rollers, constant);
}

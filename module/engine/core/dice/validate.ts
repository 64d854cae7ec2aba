/**
 * Structural checks on a dice request. Requests are built by ruleset procedures, so a bad one is a programming
 * error: fail loudly (RangeError) before anything is rolled, formatted or computed.
 */
import { MAX_EXPLODE_CAP, type DiceRequest, type DieGroup } from "./request.ts";

function fail(group: DieGroup | undefined, message: string): never {
  throw new RangeError(group ? `dice group "${group.id}" (${group.source}): ${message}` : message);
}

function validateGroup(group: DieGroup): void {
  if (!Number.isInteger(group.count) || group.count < 0) fail(group, `count must be a whole number ≥ 0`);
  if (!Number.isInteger(group.faces) || group.faces < 1) fail(group, `faces must be a whole number ≥ 1`);
  const explode = group.explode;
  if (explode) {
    if (!Number.isInteger(explode.cap) || explode.cap < 0 || explode.cap > MAX_EXPLODE_CAP) {
      fail(group, `explode cap must be a whole number in 0..${MAX_EXPLODE_CAP}`);
    }
    // Exploding on every face would never stop; a d1 or an "explode on 1" is a mistake, not a rule.
    if (!Number.isInteger(explode.on) || explode.on < 2 || explode.on > group.faces) {
      fail(group, `explode threshold must be in 2..${group.faces}`);
    }
  }
  if (group.keep) {
    const k = group.keep.count;
    if (!Number.isInteger(k) || k < 1) fail(group, `keep count must be a whole number ≥ 1`);
  }
}

export function validateRequest(request: DiceRequest): void {
  for (const group of request.groups) validateGroup(group);
  for (const modifier of request.modifiers) {
    if (!Number.isFinite(modifier.value)) fail(undefined, `modifier "${modifier.source}" must be a finite number`);
  }
  if (request.target && !Number.isFinite(request.target.value)) fail(undefined, `target value must be finite`);
  if (request.chain) validateChain(request);
}

/**
 * A chain has at least one link, every link rolled alike (chain.ts), each one plain roll (no bursts of its own, added),
 * and a threshold one of its faces can reach.
 */
function validateChain(request: DiceRequest): void {
  const [first, ...rest] = request.groups;
  if (!first) fail(undefined, "a chain needs a link");
  if (explodes(first) || first.negative === true) fail(first, "a chain's link is one plain roll, added");
  const on = request.chain?.on ?? 0;
  if (!Number.isInteger(on) || on < 1 || on > first.faces) fail(first, `chain threshold must be in 1..${first.faces}`);
  const same = (group: DieGroup): boolean => JSON.stringify(group) === JSON.stringify(first);
  if (!rest.every(same)) fail(first, "every link of a chain is rolled alike");
}

/** Does the group keep fewer dice than it rolls? (Keeping all of them is the same as no keep.) */
export function dropsDice(group: DieGroup): boolean {
  return group.keep !== undefined && group.keep.count < group.count;
}

/** Does each die roll two chains (advantage or disadvantage)? */
export function hasEdge(group: DieGroup): boolean {
  return group.edge === "advantage" || group.edge === "disadvantage";
}

/** Does the group actually explode (a cap of 0 means it never rolls again)? */
export function explodes(group: DieGroup): boolean {
  return group.explode !== undefined && group.explode.cap > 0;
}

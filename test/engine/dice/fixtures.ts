import fc from "fast-check";
import type { DiceRequest, DieEdge, DieGroup } from "../../../module/engine/core/dice/request.ts";
import { MAX_EXPLODE_CAP } from "../../../module/engine/core/dice/request.ts";
import type { Rng } from "../../../module/engine/core/dice/rng.ts";

export const d = (
  id: string,
  count: number,
  faces: number,
  extra: Partial<Omit<DieGroup, "id" | "count" | "faces">> = {},
): DieGroup => ({ id, source: extra.source ?? id, count, faces, ...extra });

export const burst = (faces: number, cap = MAX_EXPLODE_CAP) => ({ on: faces, cap });

export const request = (groups: DieGroup[], extra: Partial<DiceRequest> = {}): DiceRequest => ({
  label: "test",
  groups,
  modifiers: [],
  ...extra,
});

/** An Rng that plays back the given faces (then fails): lets a test say exactly what "the dice" show. */
export function scriptedRng(faces: readonly number[]): Rng {
  let i = 0;
  return {
    next: () => {
      throw new Error("scripted rng: next() not scripted");
    },
    die: (n: number) => {
      const face = faces[i++];
      if (face === undefined) throw new Error("scripted rng ran out of faces");
      if (face < 1 || face > n) throw new Error(`scripted face ${face} is not on a d${n}`);
      return face;
    },
  };
}

/** An Rng that shows the maximum on the first `maxes` draws, then delegates: forces long burst chains. */
export function maxFirstRng(maxes: number, rest: Rng): Rng {
  let left = maxes;
  return {
    next: () => rest.next(),
    die: (n: number) => (left-- > 0 ? n : rest.die(n)),
  };
}

const FACES = [2, 3, 4, 6, 8, 10, 12, 20] as const;

/** Arbitrary dice groups covering every shape the engine supports. */
export const groupArb: fc.Arbitrary<DieGroup> = fc
  .record({
    count: fc.integer({ min: 0, max: 4 }),
    faces: fc.constantFrom(...FACES),
    explode: fc.option(
      fc.record({ below: fc.integer({ min: 0, max: 2 }), cap: fc.constantFrom(0, 1, 2, 5, MAX_EXPLODE_CAP) }),
      { nil: undefined },
    ),
    edge: fc.constantFrom<DieEdge | undefined>(undefined, "normal", "advantage", "disadvantage"),
    keep: fc.option(
      fc.record({
        mode: fc.constantFrom("highest" as const, "lowest" as const),
        count: fc.integer({ min: 1, max: 3 }),
      }),
      { nil: undefined },
    ),
    negative: fc.boolean(),
  })
  .map(({ count, faces, explode, edge, keep, negative }) => {
    const group: DieGroup = {
      id: `g${faces}`,
      source: `Group d${faces}`,
      count,
      faces,
      ...(explode ? { explode: { on: Math.max(2, faces - explode.below), cap: explode.cap } } : {}),
      ...(edge ? { edge } : {}),
      ...(keep ? { keep } : {}),
      ...(negative ? { negative } : {}),
    };
    return group;
  });

export const requestArb: fc.Arbitrary<DiceRequest> = fc
  .record({
    groups: fc.array(groupArb, { minLength: 0, maxLength: 3 }),
    modifiers: fc.array(
      fc.record({ source: fc.constantFrom("Guard", "Range"), value: fc.integer({ min: -5, max: 5 }) }),
      {
        maxLength: 2,
      },
    ),
    target: fc.option(
      fc.record({
        kind: fc.constantFrom("exceed" as const, "meet" as const),
        value: fc.integer({ min: -10, max: 40 }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ groups, modifiers, target }) => ({ label: "arb", groups, modifiers, ...(target ? { target } : {}) }));

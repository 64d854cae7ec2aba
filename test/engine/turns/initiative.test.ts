import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareInitiative,
  shiftInitiative,
  sortInitiative,
  type InitiativeEntry,
} from "../../../module/engine/core/turns/initiative.ts";

const e = (id: string, total: number, extra: Partial<InitiativeEntry> = {}): InitiativeEntry => ({
  id,
  total,
  ...extra,
});

describe("initiative order", () => {
  it('acts "from highest to lowest" (bonus, momentum, contest, wounds)', () => {
    expect(sortInitiative([e("a", 5), e("b", 18), e("c", 11)])).toEqual(["b", "c", "a"]);
  });

  it.each([
    ["keys decide a tie, higher first", [e("a", 10, { tiebreak: [3] }), e("b", 10, { tiebreak: [7] })], ["b", "a"]],
    [
      "later keys decide when earlier keys tie",
      [e("a", 10, { tiebreak: [3, 1] }), e("b", 10, { tiebreak: [3, 2] })],
      ["b", "a"],
    ],
    ["a present key beats a missing one", [e("a", 10), e("b", 10, { tiebreak: [0] })], ["b", "a"]],
    ["a full tie keeps input order", [e("a", 10), e("b", 10), e("c", 10)], ["a", "b", "c"]],
    ["a higher band acts first whatever the totals", [e("a", 20, { band: -1 }), e("b", 1)], ["b", "a"]],
  ] as const)("%s", (_title, entries, order) => {
    expect(sortInitiative(entries)).toEqual(order);
  });

  it("the tie hook runs before the keys (momentum: the GM decides who goes first)", () => {
    const gmPrefers = (a: InitiativeEntry, b: InitiativeEntry): number => (a.id === "z" ? -1 : b.id === "z" ? 1 : 0);
    expect(sortInitiative([e("a", 10, { tiebreak: [9] }), e("z", 10)], gmPrefers)).toEqual(["z", "a"]);
  });

  it('wounds: "Your initiative cannot drop below 0" (shift with a floor)', () => {
    const moved = shiftInitiative([e("a", 1), e("b", 5)], "a", -2, 0);
    expect(moved).toEqual([e("a", 0), e("b", 5)]);
    expect(shiftInitiative([e("a", 1)], "a", 2)).toEqual([e("a", 3)]);
  });

  it("property: the order is a permutation of the ids, sorted by band then total, descending", () => {
    const entry = fc.record({
      total: fc.integer({ min: -5, max: 30 }),
      band: fc.option(fc.integer({ min: -1, max: 1 }), { nil: undefined }),
      tiebreak: fc.option(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 2 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (raw) => {
        const entries = raw.map((r, i): InitiativeEntry => ({
          id: `c${i}`,
          total: r.total,
          ...(r.band === undefined ? {} : { band: r.band }),
          ...(r.tiebreak ? { tiebreak: r.tiebreak } : {}),
        }));
        const order = sortInitiative(entries);
        expect([...order].sort()).toEqual(entries.map((x) => x.id).sort());
        const byId = new Map(entries.map((x) => [x.id, x]));
        for (let i = 1; i < order.length; i += 1) {
          const prev = byId.get(order[i - 1] ?? "");
          const next = byId.get(order[i] ?? "");
          if (!prev || !next) throw new Error("lost an entry");
          expect(compareInitiative(prev, next)).toBeLessThanOrEqual(0);
          if ((prev.band ?? 0) === (next.band ?? 0)) expect(prev.total).toBeGreaterThanOrEqual(next.total);
        }
        // Sorting again gives the same order: the rule is total and deterministic.
        expect(sortInitiative(entries)).toEqual(order);
      }),
    );
  });
});

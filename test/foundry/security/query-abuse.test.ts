/**
 * Query abuse (issue 13): every `fray.*` query registered in CONFIG.queries gets generated hostile requests — the
 * wrong client, a non-owner, unknown or deleted cards, rows and actors, replays, a card edited by its author, a card
 * forged by its author, tampered numbers, malformed payloads, and asking while no GM is connected (abuse-kinds.ts).
 * Each must be refused with a logged reason and change no document.
 * The counts per query and abuse kind are printed and written to test-results/query-abuse-counts.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { ABUSE, leftoverStamps, ownerStamp, withoutStamps } from "./abuse-kinds.ts";
import { field, QUERY_SCENARIOS } from "./abuse-scenarios.ts";
import { worldSnapshot } from "./snapshot.ts";

await systemWorld();
const QUERIES = Object.keys(fake().CONFIG.queries)
  .filter((name) => name.startsWith("fray."))
  .sort();
const CASES = Object.keys(QUERY_SCENARIOS).sort();
const RUNS = 40;

interface Tally {
  attempts: number;
  refusals: number;
  reasons: Record<string, number>;
}
const counts: Record<string, Record<string, Tally>> = {};

afterAll(() => {
  const rows = Object.entries(counts).flatMap(([query, kinds]) =>
    Object.entries(kinds).map(([kind, t]) => ({ query, kind, ...t, reasons: JSON.stringify(t.reasons) })),
  );
  console.table(rows);
  mkdirSync("test-results", { recursive: true });
  const total = rows.reduce(
    (sum, r) => ({ attempts: sum.attempts + r.attempts, refusals: sum.refusals + r.refusals }),
    {
      attempts: 0,
      refusals: 0,
    },
  );
  writeFileSync("test-results/query-abuse-counts.json", `${JSON.stringify({ total, counts }, null, 2)}\n`);
});

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return () => {
    warn.mockRestore();
  };
});

describe("query abuse: every fray.* query", () => {
  it("has an abuse scenario for every registered query (a new query must be added to the sweep)", () => {
    expect(QUERIES.length).toBeGreaterThan(0);
    const swept = new Set(Object.values(QUERY_SCENARIOS).map((q) => q.query));
    for (const name of QUERIES) expect(swept.has(name), `no abuse scenario for ${name}`).toBe(true);
  });

  describe.each(CASES)("%s", (name) => {
    it.each(Object.keys(ABUSE))("refuses %s with a logged reason and changes no document", async (kind) => {
      const q = QUERY_SCENARIOS[name];
      const abuse = ABUSE[kind];
      if (!q || !abuse) throw new Error(`no abuse scenario for ${name}`);
      const query = q.query;
      const tally: Tally = { attempts: 0, refusals: 0, reasons: {} };
      if (abuse.applies && !abuse.applies(await q.build())) {
        (counts[name] ??= {})[kind] = { ...tally, reasons: { notApplicable: 0 } };
        return;
      }
      (counts[name] ??= {})[kind] = tally;
      await fc.assert(
        fc.asyncProperty(abuse.attacks(query, q), async (attack) => {
          const s = await q.build();
          const send = await attack.prepare(s);
          const before = withoutStamps(worldSnapshot(s.world));
          warn.mockClear();
          tally.attempts++;
          const reply = await send();
          expect(field(reply, "ok")).toBe(false);
          const code = attack.asking ? field(reply, "reason") : q.code(reply);
          // Both sides log: the GM's handler, and the asking client when no GM settles it (no GM, no answer).
          expect(q.codes?.[kind] ?? attack.expected).toContain(code);
          expect(warn).toHaveBeenCalledWith(`fray | refused ${query}: ${String(code)}`);
          expect(withoutStamps(worldSnapshot(s.world))).toEqual(before);
          tally.refusals++;
          tally.reasons[String(code)] = (tally.reasons[String(code)] ?? 0) + 1;
        }),
        { numRuns: RUNS, seed: 13 },
      );
    });

    it("consumes a verified stamp whether it settles or refuses, so nothing is left to replay", async () => {
      const q = QUERY_SCENARIOS[name];
      if (!q) throw new Error(`no abuse scenario for ${name}`);
      const query = q.query;
      const s = await q.build();
      const codes: (string | undefined)[] = [];
      // The owner asks until the GM refuses (a row settles once; a combatant runs out of actions).
      for (let i = 0; i < 4 && !codes.some(Boolean); i++) {
        s.world.dice(...q.faces);
        codes.push(q.code(await s.world.gm.query(query, s.payload(await ownerStamp(s, q)))));
        expect(leftoverStamps(s)).toEqual([]);
      }
      expect(codes[0]).toBeUndefined();
      expect(codes.at(-1)).toBeDefined();
    });
  });
});

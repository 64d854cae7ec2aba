/**
 * Document fuzzing (issue 13): every `bonus` and `energy` Actor and Item type, from its default and from every pack
 * document of that type, corrupted 1,000 times (seeded), through the data model and the actor's derivation. See
 * run-case.ts for what each case must end in; the outcome counts go to test-results/fuzz-counts.json.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { installFakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { initData } from "../migrations/old-world.ts";
import { opArbitrary } from "./arbitraries.ts";
import { emptyCounts, reportCounts, type Counts } from "./counts.ts";
import { oldShapeOf } from "./old-shapes.ts";
import { runCase, type PreparedCase, type TypeUnderTest } from "./run-case.ts";
import { setPath } from "./schema-walk.ts";
import { seedsFor } from "./seeds.ts";

const SEED = 20_261_122;
const RUNS_PER_TYPE = 1000;

/** An item of the other ruleset on each ruleset's actors (decision 4: kept, never deleted, ignored by its rules). */
const FOREIGN: Record<string, Record<string, unknown>> = {
  bonus: { type: "energy-armor", system: { rating: 4, coverage: 12 } },
  energy: { type: "bonus-armor", system: { rank: 5, guardBonus: 3 } },
};

function typesUnderTest(): TypeUnderTest[] {
  const { CONFIG } = fake();
  return Object.values(FOUNDRY_ROOMS).flatMap(({ id: ruleset, models: room }) =>
    (["Actor", "Item"] as const).flatMap((documentName) =>
      Object.keys(room[documentName]).map((local) => {
        const type = `${ruleset}-${local}`;
        const Model = CONFIG[documentName].dataModels[type];
        if (!Model) throw new Error(`${type} is not registered`);
        return {
          type,
          documentName,
          Model,
          hostActorType: `${ruleset}-character`,
          foreignItem: FOREIGN[ruleset] ?? {},
        };
      }),
    ),
  );
}

function caseArbitrary(t: TypeUnderTest): fc.Arbitrary<PreparedCase> {
  return fc
    .record({
      seed: fc.constantFrom(...seedsFor(t.type)),
      ops: fc.array(opArbitrary(t.Model.schema), { maxLength: 4 }),
      oldShape: fc.boolean(),
      foreign: fc.boolean(),
      // Now and then the whole `system` is not an object at all.
      notAnObject: fc.option(fc.constantFrom<unknown>("junk", 7, null, true, [], [1, 2]), { freq: 40 }),
    })
    .map(({ seed, ops, oldShape, foreign, notAnObject }): PreparedCase => {
      let source = structuredClone(seed.system);
      for (const op of ops) setPath(source, op.path, op.value);
      const old = oldShape ? oldShapeOf(t.type, source) : null;
      if (old) source = old.source;
      if (notAnObject !== null) return { source: notAnObject, items: seed.items, expected: [], foreign };
      return { source, items: seed.items, expected: old?.expected ?? [], foreign };
    });
}

describe("document fuzzing: every case is rejected naming a field, repaired by migrateData, or valid", () => {
  const counts: Counts = {};
  const started = performance.now();
  beforeAll(() => {
    installFakeWorld();
    initData();
  });
  afterAll(() => {
    reportCounts(counts, SEED, performance.now() - started);
  });

  // Types are read after init registered the models, so the list is built from the registry's shape here.
  const types = Object.values(FOUNDRY_ROOMS).flatMap(({ id: ruleset, models: room }) =>
    (["Actor", "Item"] as const).flatMap((d) =>
      Object.keys(room[d]).map((local) => [`${ruleset}-${local}`, d] as const),
    ),
  );

  it.each(types.map(([type], index) => [type, index] as const))(
    "%s: 1,000 generated sources",
    (type, index) => {
      const t = typesUnderTest().find((u) => u.type === type);
      if (!t) throw new Error(type);
      const tally = (counts[type] = emptyCounts());
      fc.assert(
        fc.property(caseArbitrary(t), (c) => {
          tally[runCase(t, c)] += 1;
        }),
        { numRuns: RUNS_PER_TYPE, seed: SEED + index },
      );
    },
    60_000,
  );
});

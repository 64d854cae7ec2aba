/**
 * Row 9 (issues 19, 20, 21): deriving 1,000 actors with 20 items each through each new room's pure derivation — what
 * its actor data model's `prepareDerivedData` does, on plain sources: read the gear among the items by type (as each
 * room's `gear-sources.ts` does from Item documents; here `packGear`, as the balance scripts read pack sources), then
 * `deriveContest`, `deriveWounds` or `deriveMomentum` — against `structuredClone` of the same sources. The actors are
 * the room's compendium monsters in turn, each filled up to 20 items from the room's gear compendium.
 */
import { readPackSources, type EmbeddedItemSource, type PackDocumentSource } from "../../../scripts/balance/sources.ts";
import type { ContestCreatureSource, ContestGearSources } from "../../../module/foundry/rulesets/contest/sources.ts";
import type { MomentumCreatureSource, MomentumGearSources } from "../../../module/foundry/rulesets/momentum/sources.ts";
import type { WoundsCreatureSource, WoundsGearSources } from "../../../module/foundry/rulesets/wounds/sources.ts";
import type { Engine } from "../load-engine.ts";
import { ratioOf, timeTasks, timingOf, type TimedTask, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";

const ACTORS = 1_000;
const ITEMS_PER_ACTOR = 20;
const TARGET_NS_PER_ACTOR = 10_000;
/** Each call handles the next slice of the actors (as row 3), so one sample stays short on a busy machine. */
const SLICE = 100;

interface ActorSource<S> {
  readonly _id: string;
  readonly name: string;
  readonly system: S;
  readonly items: readonly EmbeddedItemSource[];
  readonly statuses: readonly string[];
}

/** A room's part of the row: its actors and its derivation, returning a checksum of what it derived. */
interface RulesetDerive {
  readonly id: string;
  readonly derivation: string;
  /** Derive, or clone, the `SLICE` actors from the given index; each returns a checksum. */
  readonly derive: (from: number) => number;
  readonly clone: (from: number) => number;
}

/** 1,000 actors: the room's monsters in turn, their own items, then the room's gear up to 20; some statuses each. */
function actorsOf<S>(ruleset: string, statuses: readonly string[]): ActorSource<S>[] {
  const monsters = readPackSources(`${ruleset}-monsters`).map((f) => f.doc);
  const gear = readPackSources(`${ruleset}-gear`).map((f) => f.doc);
  const item = (doc: PackDocumentSource, a: number, i: number): EmbeddedItemSource => ({
    _id: `item${a}x${i}`.padEnd(16, "0"),
    name: doc.name,
    type: doc.type ?? "",
    img: doc.img ?? "",
    system: doc.system ?? {},
    _key: `!actors.items!actor${a}.item${a}x${i}`,
  });
  return Array.from({ length: ACTORS }, (_, a) => {
    const monster = monsters[a % monsters.length];
    if (!monster?.system) throw new Error(`no ${ruleset} monsters`);
    const own = (monster.items ?? []).slice(0, ITEMS_PER_ACTOR);
    const filled = Array.from({ length: ITEMS_PER_ACTOR - own.length }, (_, i) => {
      const doc = gear[(a * 7 + i) % gear.length];
      if (!doc) throw new Error(`no ${ruleset} gear`);
      return item(doc, a, i);
    });
    return {
      _id: `actor${a}`.padEnd(16, "0"),
      name: `${monster.name} ${a}`,
      // Pack data is untyped YAML; the clean-pack tests (test/foundry/packs) prove it validates against the model.
      system: monster.system as unknown as S,
      items: [...own, ...filled],
      statuses: statuses.filter((_, s) => (a + s) % 5 === 0),
    };
  });
}

/** Deriving and cloning a slice of one room's actors. */
function slicesOf<S>(actors: readonly ActorSource<S>[], derive: (actor: ActorSource<S>) => number) {
  return {
    derive: (from: number) => {
      let checksum = 0;
      for (const actor of actors.slice(from, from + SLICE)) checksum += derive(actor);
      return checksum;
    },
    clone: (from: number) => {
      let checksum = 0;
      for (const actor of actors.slice(from, from + SLICE)) checksum += structuredClone(actor).items.length;
      return checksum;
    },
  };
}

function rooms(engine: Engine): RulesetDerive[] {
  const contest = actorsOf<ContestCreatureSource>("contest", ["prone", "grappled"]);
  const wounds = actorsOf<WoundsCreatureSource>("wounds", ["prone", "defending"]);
  const momentum = actorsOf<MomentumCreatureSource>("momentum", ["prone", "stunned", "defending"]);
  const gearTypes = { weapons: "weapon", armor: "armor", shields: "shield" } as const;
  return [
    {
      id: "contest",
      derivation: "deriveContest (module/foundry/rulesets/contest/derive.ts)",
      ...slicesOf(contest, (actor) => {
        const gear = engine.packGear<ContestGearSources>(actor.items, "contest", gearTypes);
        const derived = engine.deriveContest(actor.system, gear, actor.statuses, "npc");
        return derived.initiative + derived.styles.length + derived.conditions.length;
      }),
    },
    {
      id: "wounds",
      derivation: "deriveWounds (module/foundry/rulesets/wounds/derive.ts)",
      ...slicesOf(wounds, (actor) => {
        const gear = engine.packGear<WoundsGearSources>(actor.items, "wounds", gearTypes);
        const derived = engine.deriveWounds(actor.system, gear, actor.statuses);
        return derived.toughness.total + derived.movementRate + derived.conditions.length;
      }),
    },
    {
      id: "momentum",
      derivation: "deriveMomentum (module/foundry/rulesets/momentum/derive.ts)",
      ...slicesOf(momentum, (actor) => {
        const types = { ...gearTypes, abilities: "ability" } as const;
        const gear = engine.packGear<MomentumGearSources>(actor.items, "momentum", types);
        const derived = engine.deriveMomentum(actor.system, gear, actor.statuses);
        return derived.evasion.total + derived.initiative + derived.conditions.length;
      }),
    },
  ];
}

export function rulesetDeriveRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const rulesets = rooms(engine);
  const tasks: TimedTask[] = rulesets.flatMap((ruleset) => {
    let deriveAt = 0;
    let cloneAt = 0;
    return [
      {
        name: `${ruleset.id} derive`,
        batch: SLICE,
        run: () => {
          const checksum = ruleset.derive(deriveAt);
          deriveAt = (deriveAt + SLICE) % ACTORS;
          return checksum;
        },
      },
      {
        name: `${ruleset.id} clone`,
        batch: SLICE,
        run: () => {
          const checksum = ruleset.clone(cloneAt);
          cloneAt = (cloneAt + SLICE) % ACTORS;
          return checksum;
        },
      },
    ];
  });
  const timings = timeTasks(tasks, timing);
  return rulesets.map((ruleset, r) => {
    const deriveNs = timingOf(timings, `${ruleset.id} derive`).medianNs;
    const cloneNs = timingOf(timings, `${ruleset.id} clone`).medianNs;
    const ratio = ratioOf(timings, `${ruleset.id} derive`, `${ruleset.id} clone`);
    return {
      id: `9${"abc"[r] ?? ""}`,
      title: `\`${ruleset.id}\` derive ${ACTORS.toLocaleString("en")} actors × ${ITEMS_PER_ACTOR} items vs structuredClone`,
      measured: `${formatNs(deriveNs * ACTORS)} (${formatNs(deriveNs)}/actor)`,
      baseline: `${formatNs(cloneNs * ACTORS)} structuredClone`,
      ratio: `${formatRatio(ratio)} the clone`,
      target: `≤ ${TARGET_NS_PER_ACTOR / 1000} µs/actor`,
      met: deriveNs <= TARGET_NS_PER_ACTOR,
      notes: [
        `derivation = the gear among the items (packGear) + ${ruleset.derivation}, on plain sources; Foundry's own ` +
          "DataModel construction is not part of it",
      ],
      details: {
        actors: ACTORS,
        itemsPerActor: ITEMS_PER_ACTOR,
        deriveNsPerActor: deriveNs,
        cloneNsPerActor: cloneNs,
        ratio,
      },
    };
  });
}

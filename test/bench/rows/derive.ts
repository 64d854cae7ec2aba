/**
 * Row 3: deriving 1,000 `bonus` actors with 20 items each through the engine — what data preparation does for a
 * world's actors: read the armor among the items (as `armorSourcesOf` does, on plain sources), then `deriveBonus`
 * (Guard breakdown, bonus die rank, movement, armor rank, damage status, conditions) — against `structuredClone`
 * of the same sources, a copy of the data the derivation reads.
 */
import {
  NO_IMMUNITIES,
  type BonusArmorSource,
  type BonusCreatureSource,
} from "../../../module/foundry/rulesets/bonus/derive.ts";
import { lcg } from "../../engine/geometry/scenes.ts";
import type { Engine } from "../load-engine.ts";
import { ratioOf, timeTasks, timingOf, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";

const ACTORS = 1_000;
const ITEMS_PER_ACTOR = 20;
const TARGET_RATIO = 3;
const ITEM_TYPES = ["bonus-weapon", "bonus-armor", "bonus-gear", "bonus-ability"] as const;
const STATUSES = ["wounded", "prone", "defending", "overWatch"] as const;

interface ItemSource {
  readonly _id: string;
  readonly name: string;
  readonly type: (typeof ITEM_TYPES)[number];
  readonly img: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly effects: readonly unknown[];
  readonly flags: Readonly<Record<string, unknown>>;
  readonly sort: number;
}

interface ActorSource {
  readonly _id: string;
  readonly name: string;
  readonly type: "bonus-character";
  readonly system: BonusCreatureSource & { readonly details: { readonly biography: string } };
  readonly items: readonly ItemSource[];
  /** Status ids of the actor's active effects. */
  readonly statuses: readonly string[];
}

function itemSource(rnd: () => number, a: number, i: number): ItemSource {
  const type = i < 2 ? "bonus-armor" : (ITEM_TYPES[Math.floor(rnd() * ITEM_TYPES.length)] ?? "bonus-gear");
  const description = "<p>A well-worn piece of kit with a story behind it.</p>";
  const byType: Record<(typeof ITEM_TYPES)[number], Record<string, unknown>> = {
    "bonus-weapon": {
      description,
      damageValue: 1 + Math.floor(rnd() * 4),
      quality: "ordinary",
      delivery: "melee",
      style: "weapon",
      damageType: "kinetic",
      ranged: false,
      range: 0,
      reach: 6,
      light: rnd() < 0.3,
      equipped: rnd() < 0.5,
    },
    "bonus-armor": {
      description,
      rank: 1 + Math.floor(rnd() * 6),
      guardBonus: Math.floor(rnd() * 4),
      quality: rnd() < 0.2 ? "heroic" : "ordinary",
      durability: { value: 10 + Math.floor(rnd() * 10), max: 20 },
      equipped: i === 0 || rnd() < 0.3,
    },
    "bonus-gear": { description, quantity: 1 + Math.floor(rnd() * 10), consumable: rnd() < 0.5 },
    "bonus-ability": { description, kind: "talent", actions: 1, vigor: Math.floor(rnd() * 5), mana: 0 },
  };
  return {
    _id: `item${a}x${i}`.padEnd(16, "0"),
    name: `${type.slice(6)} ${i}`,
    type,
    img: "icons/svg/item-bag.svg",
    system: byType[type],
    effects: [],
    flags: {},
    sort: i * 100_000,
  };
}

function actorSource(rnd: () => number, a: number): ActorSource {
  const score = () => Math.floor(rnd() * 5);
  const track = (max: number) => ({ value: Math.floor(rnd() * (max + 1)), max });
  return {
    _id: `actor${a}`.padEnd(16, "0"),
    name: `Adventurer ${a}`,
    type: "bonus-character",
    system: {
      details: { biography: "<p>Born in the marches, trained by the watch.</p>" },
      abilities: {
        strength: score(),
        agility: score(),
        speed: score(),
        stamina: score(),
        soul: score(),
        reason: score(),
        resolve: score(),
        skill: score(),
      },
      speed: 20 + Math.floor(rnd() * 20),
      stamina: 5 + Math.floor(rnd() * 10),
      size: "medium",
      durability: track(20),
      health: track(10),
      vigor: track(20),
      mana: track(10),
      guardBonus: Math.floor(rnd() * 3),
      extraActions: 0,
      recovery: { durability: 2, mana: 1 },
      superiorDurability: null,
      immunities: NO_IMMUNITIES,
      state: { shockRoundsLeft: null, stabilized: false, winded: false, vigorRecoveredWhileWinded: 0, dead: false },
    },
    items: Array.from({ length: ITEMS_PER_ACTOR }, (_, i) => itemSource(rnd, a, i)),
    statuses: STATUSES.filter(() => rnd() < 0.15),
  };
}

function num(system: Readonly<Record<string, unknown>>, key: string): number {
  const value = system[key];
  return typeof value === "number" ? value : 0;
}

/** The armor among an actor's item sources, as `armorSourcesOf` reads it from the items' data models. */
function armorOf(items: readonly ItemSource[]): BonusArmorSource[] {
  const armor: BonusArmorSource[] = [];
  for (const item of items) {
    if (item.type !== "bonus-armor") continue;
    const s = item.system;
    const durability = s.durability as { value: number; max: number };
    armor.push({
      id: item._id,
      name: item.name,
      rank: num(s, "rank"),
      guardBonus: num(s, "guardBonus"),
      quality: s.quality === "heroic" ? "heroic" : "ordinary",
      durability,
      equipped: s.equipped === true,
    });
  }
  return armor;
}

export function deriveRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const rnd = lcg(3);
  const actors = Array.from({ length: ACTORS }, (_, a) => actorSource(rnd, a));

  // Each call handles the next slice of the 1,000 actors (a whole pass per call would make one clone sample
  // take a quarter of a second on a busy machine); figures are per actor, reported × 1,000.
  const slice = 100;
  let deriveAt = 0;
  let cloneAt = 0;
  const next = (at: number) => actors.slice(at, at + slice);
  const timings = timeTasks(
    [
      {
        name: "derive",
        batch: slice,
        run: () => {
          let checksum = 0;
          const batch = next(deriveAt);
          deriveAt = (deriveAt + slice) % ACTORS;
          for (const actor of batch) {
            const derived = engine.deriveBonus(actor.system, armorOf(actor.items), actor.statuses);
            checksum += derived.guard.total + derived.bonusDie + derived.movePerAction + derived.armorRank;
            checksum += derived.conditions.length;
          }
          return checksum;
        },
      },
      {
        name: "clone",
        batch: slice,
        run: () => {
          let checksum = 0;
          const batch = next(cloneAt);
          cloneAt = (cloneAt + slice) % ACTORS;
          for (const actor of batch) {
            const copy = structuredClone(actor);
            checksum += copy.items.length + copy.system.speed;
          }
          return checksum;
        },
      },
    ],
    timing,
  );
  const deriveNs = timingOf(timings, "derive").medianNs;
  const cloneNs = timingOf(timings, "clone").medianNs;
  const ratio = ratioOf(timings, "derive", "clone");
  return [
    {
      id: "3",
      title: `derive ${ACTORS.toLocaleString("en")} actors × ${ITEMS_PER_ACTOR} items vs structuredClone`,
      measured: `${formatNs(deriveNs * ACTORS)} (${formatNs(deriveNs)}/actor)`,
      baseline: `${formatNs(cloneNs * ACTORS)} structuredClone`,
      ratio: `${formatRatio(ratio)} the clone`,
      target: `≤ ${TARGET_RATIO}× the clone`,
      met: ratio <= TARGET_RATIO,
      notes: [
        "derivation = the armor among the items + deriveBonus (module/foundry/rulesets/bonus/derive.ts), " +
          "on plain sources; Foundry's own DataModel construction is not part of it",
      ],
      details: {
        actors: ACTORS,
        itemsPerActor: ITEMS_PER_ACTOR,
        deriveNsPerActor: deriveNs,
        cloneNsPerActor: cloneNs,
        ratio,
      },
    },
  ];
}

/**
 * `CONFIG.statusEffects` per generation. v13: an array of entries (foundryvtt.com/api/v13/variables/CONFIG.statusEffects.html).
 * v14: a record keyed by status id (foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html). v14 core wraps it in a
 * compatibility proxy that still takes an array and array methods, with a deprecation warning; the fake is stricter
 * on reads (a plain record, no array methods, so a leftover `.some`/`.find` fails) and, on an array assigned, keeps
 * core's conversion to a record and records the deprecation.
 */
import type { FakeGeneration } from "./generation.ts";
import { recordDeprecation } from "./generation.ts";
import type { FakeEffectDuration } from "./world/effect-duration.ts";

/** One status effect entry (the fields of `CONFIG.StatusEffect` Fray writes). */
export interface FakeStatusEffect {
  id: string;
  name: string;
  img?: string;
  _id?: string;
  statuses?: string[];
  description?: string;
  /** Core copies an entry's every field but `id`, `hud` (and v12's `label`/`icon`) onto the effect it builds. */
  duration?: FakeEffectDuration;
}

export type FakeStatusEffects = FakeStatusEffect[] | Record<string, FakeStatusEffect>;

/** A few of Foundry's own defaults, so a system replacing the list is seen doing it. */
const CORE_DEFAULTS: readonly FakeStatusEffect[] = [
  { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
  { id: "blind", name: "EFFECT.StatusBlind", img: "icons/svg/blind.svg" },
  { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
];

const byId = (entries: readonly FakeStatusEffect[]): Record<string, FakeStatusEffect> =>
  Object.fromEntries(entries.map((e) => [e.id, { ...e }]));

/** Defines `config.statusEffects` as the generation has it. */
export function defineStatusEffects(config: object, generation: FakeGeneration): void {
  if (generation === 13) {
    Object.defineProperty(config, "statusEffects", {
      value: CORE_DEFAULTS.map((e) => ({ ...e })),
      writable: true,
      enumerable: true,
      configurable: true,
    });
    return;
  }
  let record = byId(CORE_DEFAULTS);
  Object.defineProperty(config, "statusEffects", {
    get: () => record,
    set: (value: FakeStatusEffects) => {
      if (Array.isArray(value)) {
        recordDeprecation("CONFIG.statusEffects is a record keyed by status id; an array was assigned");
        record = byId(value);
      } else record = value;
    },
    enumerable: true,
    configurable: true,
  });
}

/** One configured entry by id, as core's `Actor#toggleStatusEffect` finds it in either generation. */
export function findStatusEffect(effects: FakeStatusEffects, id: string): FakeStatusEffect | undefined {
  if (Array.isArray(effects)) return effects.find((s) => s.id === id);
  return Object.hasOwn(effects, id) ? effects[id] : undefined;
}

/** The configured entries in order, for tests reading the list whatever the generation. */
export function statusEffectList(effects: FakeStatusEffects): FakeStatusEffect[] {
  return Array.isArray(effects) ? effects : Object.values(effects);
}

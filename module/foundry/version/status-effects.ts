/**
 * `CONFIG.statusEffects` on both generations: v13 holds an array of entries, v14 a record keyed by status id
 * (foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html; v14's array compatibility is a deprecated proxy that
 * misbehaves on in-place edits). Fray assigns the form the running generation expects and reads entries only here.
 */
import { foundryGeneration } from "./generation.ts";
import type { StatusEffectConfig, StatusEffectRecord } from "./v14-api.ts";

/** What v14's `CONFIG` holds (fvtt-types knows only v13's array). */
interface ConfigV14 {
  statusEffects: StatusEffectRecord;
}
const configV14 = (): ConfigV14 => CONFIG as unknown as ConfigV14;

/**
 * Replace the status effects. Fresh object literals on v13 too: assigning a richer interface to
 * `CONFIG.StatusEffect` sends fvtt-types into a circular check of every Item sub-type.
 */
export function setStatusEffects(entries: readonly StatusEffectConfig[]): void {
  const copies = entries.map((e) => ({
    id: e.id,
    _id: e._id,
    name: e.name,
    img: e.img,
    statuses: e.statuses ? [...e.statuses] : undefined,
    description: e.description,
  }));
  if (foundryGeneration() >= 14) configV14().statusEffects = Object.fromEntries(copies.map((e) => [e.id, e]));
  else CONFIG.statusEffects = copies;
}

/** What readers of the list need of an entry. */
export interface StatusEffectView {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** The entry's HTML description (Fray's: the short rule and a link to the condition's rules page). */
  readonly description: string;
}

/** The configured status effects, in their configured order (a record keeps its string keys' insertion order). */
export function statusEffectEntries(): readonly StatusEffectView[] {
  const entries = foundryGeneration() >= 14 ? Object.values(configV14().statusEffects) : CONFIG.statusEffects;
  return entries.map((e) => ({ id: e.id, name: e.name, img: e.img ?? "", description: e.description ?? "" }));
}

/** Is `id` a configured status effect? */
export function isStatusEffect(id: string): boolean {
  if (foundryGeneration() >= 14) return Object.hasOwn(configV14().statusEffects, id);
  return CONFIG.statusEffects.some((entry) => entry.id === id);
}

/**
 * Reads a combatant's health for its tracker row: the track its actor's room shows on a new token's first bar
 * (`FoundryRoom.tokenBars.defaults.primary`, a path under `system`), so every room's row shows the track its tokens
 * show without naming it here. Its label is the field's label as the actor's data model localizes it (the model's
 * `LOCALIZATION_PREFIXES`, the last prefix with the key winning, as Foundry's schema localization applies them).
 */
import { rulesetOfType } from "../../../engine/meta-registry.ts";
import { shellFor } from "../../room-lookup.ts";
import type { HealthFacts } from "./facts.ts";

/** The value at a dotted path of `source`, or undefined where the path leaves the object. */
function valueAt(source: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined),
      source,
    );
}

function numberAt(source: unknown, key: string): number | undefined {
  const value = valueAt(source, key);
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The localization key of the field at `path` of the actor's data model, if its prefixes give one. */
function fieldLabelKey(system: object, path: string): string | undefined {
  const prefixes: unknown = Reflect.get(system.constructor, "LOCALIZATION_PREFIXES");
  if (!Array.isArray(prefixes)) return undefined;
  return prefixes
    .filter((prefix): prefix is string => typeof prefix === "string")
    .map((prefix) => `${prefix}.FIELDS.${path}.label`)
    .filter((key) => game.i18n.has(key))
    .at(-1);
}

/**
 * The actor's primary bar track; undefined without an actor, a room declaring one, a `{ value, max }` track at that
 * path, or a label for it (a bar is never shown unnamed).
 */
export function readHealth(actor: Actor.Implementation | null): HealthFacts | undefined {
  if (!actor) return undefined;
  const path = shellFor(rulesetOfType(actor.type))?.tokenBars.defaults.primary;
  const system: unknown = actor.system;
  if (!path || typeof system !== "object" || system === null) return undefined;
  const track = valueAt(system, path);
  const value = numberAt(track, "value");
  const max = numberAt(track, "max");
  const labelKey = fieldLabelKey(system, path);
  if (value === undefined || max === undefined || labelKey === undefined) return undefined;
  return { path, labelKey, value, max };
}

/**
 * A new Fray actor's token shows its own ruleset's bars. The manifest's `primaryTokenAttribute` and
 * `secondaryTokenAttribute` are core's initial `bar1`/`bar2` attributes for every token (`BaseToken` schema:
 * `initial: () => game.system.primaryTokenAttribute`), one pair for the whole system, and each ruleset names its
 * tracks differently. So `preCreateActor` sets the prototype token's bars from the actor type's ruleset room when the
 * creation data chooses none, as a system's `Actor#_preCreate` adjusts its own source with `updateSource`; a room
 * without default bars gets none rather than a path its actors do not have. Actors that bring their bars (compendium
 * imports, duplicates) keep them.
 */
import { rulesetOfType } from "../../engine/meta-registry.ts";
import { shellFor } from "../room-lookup.ts";

interface BarsUpdate {
  prototypeToken: { bar1?: { attribute: string | null }; bar2?: { attribute: string | null } };
}

/** The bar attribute the creation data gives for `bar`, if it gives one. */
function givenBar(data: unknown, bar: "bar1" | "bar2"): boolean {
  if (typeof data !== "object" || data === null || !("prototypeToken" in data)) return false;
  const token: unknown = data.prototypeToken;
  if (typeof token !== "object" || token === null || !(bar in token)) return false;
  const spec: unknown = Reflect.get(token, bar);
  return typeof spec === "object" && spec !== null && "attribute" in spec;
}

/** The prototype token bars a new actor of `type` gets, or undefined when it is not Fray's or brings both. */
export function defaultBarsUpdate(type: string, data: unknown): BarsUpdate | undefined {
  const ruleset = rulesetOfType(type);
  if (!ruleset) return undefined;
  const bars = shellFor(ruleset)?.tokenBars.defaults;
  const update: BarsUpdate = { prototypeToken: {} };
  if (!givenBar(data, "bar1")) update.prototypeToken.bar1 = { attribute: bars?.primary ?? null };
  if (!givenBar(data, "bar2")) update.prototypeToken.bar2 = { attribute: bars?.secondary ?? null };
  return Object.keys(update.prototypeToken).length > 0 ? update : undefined;
}

function applyDefaultBars(actor: Actor.Implementation, data: unknown): void {
  const update = defaultBarsUpdate(actor.type, data);
  if (update) actor.updateSource(update, {});
}

export function registerDefaultBars(): void {
  Hooks.on("preCreateActor", applyDefaultBars);
}

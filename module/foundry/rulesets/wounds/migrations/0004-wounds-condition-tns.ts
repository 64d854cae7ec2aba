import { TN_CONDITIONS, type TnCondition } from "../../../../engine/rulesets/wounds/creature.ts";
import { UNCAUSED_TN } from "../../../../engine/rulesets/wounds/healing/treat-condition.ts";
import { isRecord, recordAt, type SourceData } from "../../../migrations/source.ts";
import type { Migration } from "../../../migrations/migration.ts";

const CREATURE_TYPES: ReadonlySet<unknown> = new Set(["wounds-character", "wounds-npc"]);

/** The statuses an actor's enabled effects give it, read from its stored effects. */
function enabledStatuses(source: SourceData): ReadonlySet<string> {
  const effects = Array.isArray(source["effects"]) ? source["effects"] : [];
  return new Set(
    effects.flatMap((effect: unknown) =>
      isRecord(effect) && effect["disabled"] !== true && Array.isArray(effect["statuses"])
        ? effect["statuses"].filter((s): s is string => typeof s === "string")
        : [],
    ),
  );
}

/**
 * Hobbled and poisoned were status effects only; they now stand for `system.conditionTns`, the TN their cause gave
 * (rules page decision 156), and the status follows that data (effects/stored-statuses.ts). An actor stored with one
 * of them gets the TN of an effect without a cause (`UNCAUSED_TN`), so the status it has is kept, not cleared as data
 * that says otherwise. An actor-wide step: it reads the embedded effects. Pure and idempotent (a TN already stored is
 * kept).
 */
export function conditionTnsFromStatuses(source: SourceData): SourceData {
  if (!CREATURE_TYPES.has(source["type"]) || !isRecord(source["system"])) return source;
  const statuses = enabledStatuses(source);
  const stored = recordAt(source["system"], "conditionTns");
  const missing = TN_CONDITIONS.filter((id: TnCondition) => statuses.has(id) && typeof stored[id] !== "number");
  if (missing.length === 0) return source;
  const conditionTns = { ...stored, ...Object.fromEntries(missing.map((id) => [id, UNCAUSED_TN])) };
  return { ...source, system: { ...source["system"], conditionTns } };
}

export const woundsConditionTns: Migration = {
  version: 4,
  name: "wounds-condition-tns",
  actor: conditionTnsFromStatuses,
};

import { fakeGeneration, recordDeprecation } from "../generation.ts";
import { ForcedDeletion } from "../operators.ts";

type Source = Record<string, unknown>;

/**
 * `foundry.utils.mergeObject` as a document update applies it: nested objects merge, a `-=key` deletes `key`; in v14 a
 * `ForcedDeletion` value deletes its key too (foundryvtt.com/api/v14/modules/foundry.data.operators.html), and the
 * `-=key` form still deletes but is deprecated until 16 (core#13090), so v14 mode records it.
 */
export function merge(target: Source, changes: Source): Source {
  for (const [key, value] of Object.entries(changes)) {
    if (value instanceof ForcedDeletion) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the operator deletes the key it is written at
      delete target[key];
      continue;
    }
    if (key.startsWith("-=")) {
      if (fakeGeneration() === 14) recordDeprecation(`the "-=${key.slice(2)}" deletion key (use ForcedDeletion)`);
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Foundry's deletion key names the key to drop
      delete target[key.slice(2)];
      continue;
    }
    const current = target[key];
    if (value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object") {
      target[key] = merge({ ...(current as Source) }, value as Source);
    } else target[key] = structuredClone(value);
  }
  return target;
}

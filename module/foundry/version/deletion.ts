/**
 * Deleting a key in update data. v13: the `-=key: null` form (common/utils/helpers.mjs `mergeObject` with
 * `performDeletions`). v14: the key's value is a `foundry.data.operators.ForcedDeletion`
 * (foundryvtt.com/api/v14/modules/foundry.data.operators.html); `-=key` still works there but warns, and goes in 16.
 */
import { foundryGeneration } from "./generation.ts";
import type { DataNamespaceV14, ForcedDeletion } from "./v14-api.ts";

/** The update fragment deleting `key` from the object it is merged into: spread it where `key` would go. */
export function deletionUpdate(key: string): Record<string, ForcedDeletion | null> {
  if (foundryGeneration() < 14) return { [`-=${key}`]: null };
  const operators = (foundry.data as unknown as DataNamespaceV14).operators;
  if (!operators) throw new Error("Foundry v14 without foundry.data.operators");
  return { [key]: new operators.ForcedDeletion() };
}

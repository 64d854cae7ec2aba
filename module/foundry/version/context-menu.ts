/**
 * The key of a context-menu entry (its localization key, by which Fray recognizes core's entries). v13's
 * `ContextMenuEntry` names it `name`; v14 names it `label` (foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html)
 * and keeps `name` as a deprecated alias until 16, so an entry may carry either.
 */
import { foundryGeneration } from "./generation.ts";
import type { ContextMenuEntryKeys } from "./v14-api.ts";

export function entryKey(entry: ContextMenuEntryKeys): string | undefined {
  return foundryGeneration() >= 14 ? (entry.label ?? entry.name) : entry.name;
}

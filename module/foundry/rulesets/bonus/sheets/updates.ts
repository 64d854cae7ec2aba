/** Which `bonus` tracks the header's − / + buttons may change; the change itself is the shared rule. */
import { BONUS_TRACKS, type BonusTrackKey } from "./header-context.ts";

export { adjustedQuantity, adjustedValue, parseDelta } from "../../../applications/sheets/updates.ts";

export function isTrackKey(key: string | undefined): key is BonusTrackKey {
  return (BONUS_TRACKS as readonly string[]).includes(key ?? "");
}

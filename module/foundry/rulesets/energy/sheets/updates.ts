/** Which `energy` tracks the header's − / + buttons may change; the change itself is the shared rule. */
import { ENERGY_TRACKS, type EnergyTrackKey } from "./header-context.ts";

export function isTrackKey(key: string | undefined): key is EnergyTrackKey {
  return (ENERGY_TRACKS as readonly string[]).includes(key ?? "");
}

/**
 * Runs one boundary of a combat on the GM's client: the ruleset room's economy (refills, resets, recovery phase,
 * wake rolls), then effect expiry for every ruleset. A round boundary is applied once per round: stepping a round
 * back and forward again does not refill, recover or roll twice.
 */
import type { BoundaryEvent } from "../../engine/core/turns/boundary.ts";
import { FrayCombatModel } from "./combat-model.ts";
import { expireEffects } from "./expiry.ts";
import { roomOf } from "./rooms.ts";

type RoundMarker = "roundStart" | "roundEnd";

function markerOf(event: BoundaryEvent): RoundMarker | undefined {
  return event.kind === "roundStart" || event.kind === "roundEnd" ? event.kind : undefined;
}

export async function runBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void> {
  const system = combat.system;
  const marker = markerOf(event);
  const processed = system instanceof FrayCombatModel ? system.processed : undefined;
  if (marker && processed && processed[marker] >= event.round) return;
  await roomOf(combat)?.applyBoundary(combat, event);
  await expireEffects(combat, event);
  if (marker && processed) await combat.update({ system: { processed: { [marker]: event.round } } });
}

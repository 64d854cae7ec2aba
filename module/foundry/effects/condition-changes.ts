/**
 * What an action did to the engine's condition state, written to the actor's status effects (bonus Defend and
 * Ready, Stand Up ending Prone; energy's Defend ending your own Exposure, Kneel From Prone, Jump's landing). A
 * condition newly applied directly is toggled on and, when that application ends at a boundary, stamped with the
 * engine's `Expiry` in `flags.fray.expiry` (the format `expiryFlag` writes, so the Combat expires it); a direct
 * application that ended loses its effect, with the guard's clear-direct option (a parent may still impose it).
 */
import type { ConditionState } from "../../engine/core/conditions/state.ts";
import { SYSTEM_ID } from "../constants.ts";
import { CLEAR_DIRECT_OPTION } from "./guard.ts";
import { statusEffectId } from "./keys.ts";
import { isStatusEffect } from "../version/status-effects.ts";

function direct(state: ConditionState): Set<string> {
  return new Set(Object.values(state.active).flatMap((c) => (c.applications.length > 0 ? [c.id] : [])));
}

export async function applyConditionChanges(
  actor: Actor.Implementation,
  before: ConditionState,
  after: ConditionState,
): Promise<void> {
  if (before === after) return;
  const had = direct(before);
  const has = direct(after);
  for (const id of has) {
    // Only the world's ruleset's conditions are status effects.
    if (had.has(id) || !isStatusEffect(id)) continue;
    const effect = await actor.toggleStatusEffect(id, { active: true });
    const expiry = after.active[id]?.applications.at(-1)?.expiry;
    if (typeof effect === "object" && expiry && expiry.kind !== "never") {
      await effect.update({ flags: { [SYSTEM_ID]: { expiry } } });
    }
  }
  // The guard's own option beside a core one (fvtt-types knows only core's delete options), as Undo passes it.
  const operation = { render: true, [CLEAR_DIRECT_OPTION]: true };
  for (const id of had) {
    if (!has.has(id)) await actor.effects.get(statusEffectId(id))?.delete(operation);
  }
}

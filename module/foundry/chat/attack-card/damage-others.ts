/**
 * Damage a hit deals to other creatures than its target (`AppliedDamage.others`; `wounds`: lightning's spread
 * underwater), written on the GM's side as the target's is: each creature's data snapshotted before it is touched,
 * the update written, the conditions its new state leaves set and those the hit ends turned off. What comes back is
 * kept with the row's Undo snapshot (`before.others`, elsewhere.ts), so Undo restores every creature struck. Then the
 * room's `afterwards` for the creature (a roll its wound calls for), whose conditions are kept with the same snapshot.
 */
import type { DamageToOther } from "../../combat-room.ts";
import { setCondition, setDamageConditions } from "../../effects/apply-outcome.ts";
import { endConditions } from "../../effects/end-conditions.ts";
import type { RulesetId } from "../../../engine/core/ruleset.ts";
import { snapshot, storedEnded } from "./damage-snapshot.ts";
import type { DamagedElsewhere } from "./elsewhere.ts";

export async function damageOthers(
  ruleset: RulesetId,
  others: readonly DamageToOther[] = [],
): Promise<DamagedElsewhere[]> {
  const struck: DamagedElsewhere[] = [];
  for (const other of others) {
    const before = snapshot(other.actor, []);
    await other.actor.applyDamage({ system: other.system, items: [] });
    const effects = await setDamageConditions(ruleset, other.actor, other.statuses);
    const ended = await endConditions(other.actor, other.ends);
    const then = await other.afterwards?.();
    for (const status of then?.sets ?? []) {
      const id = await setCondition(other.actor, status, null);
      if (id) effects.push(id);
    }
    ended.push(...(await endConditions(other.actor, then?.ends)));
    struck.push({ actorUuid: other.actor.uuid, before: { ...before, effects, ended: storedEnded(ended) } });
  }
  return struck;
}

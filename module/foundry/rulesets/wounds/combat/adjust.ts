/** The GM's −/+ on a `wounds` row's pools: AP on the combatant, stamina and mana on the actor. */
import { poolMax } from "../../../../engine/core/economy/pool.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { WOUNDS_POOLS, woundsStats } from "../../../../engine/rulesets/wounds/economy/pools.ts";
import { maxMana } from "../../../../engine/rulesets/wounds/vitals/mana.ts";
import { maxStamina } from "../../../../engine/rulesets/wounds/vitals/stamina.ts";
import type { Refusal } from "../../../combat-room.ts";
import { clampPool } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";

const NOT_WOUNDS: Refusal = { refused: `${I18N_ROOT}.Wounds.Refusal.notWounds` };

/** GM: move `ap` (combatant) or `stamina` / `mana` (actor) within 0 … their maximum now. */
export async function adjustWoundsPool(
  combatant: Combatant.Implementation,
  poolId: string,
  delta: number,
): Promise<Refusal | undefined> {
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  if (!state || !actor) return NOT_WOUNDS;
  if (poolId === "ap") {
    const spec = WOUNDS_POOLS.find((p) => p.id === "ap");
    const max = spec ? poolMax(spec, woundsStats(actor)) : 0;
    await combatant.update({ system: { ap: clampPool(apOf(state), delta, max) } });
    return undefined;
  }
  const c = actor.creature;
  if (poolId === "stamina" && combatant.actor) {
    await combatant.actor.update({ system: { stamina: { value: clampPool(c.stamina, delta, maxStamina(c)) } } });
    return undefined;
  }
  if (poolId === "mana" && combatant.actor) {
    await combatant.actor.update({ system: { mana: { value: clampPool(c.mana, delta, maxMana(c)) } } });
    return undefined;
  }
  return { refused: `${I18N_ROOT}.Combat.unknownPool` };
}

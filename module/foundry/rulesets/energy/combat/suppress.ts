/**
 * Suppressing a condition: "If you have an ability which removes a Condition that is continually applied, you still
 * ignore the Condition until the end of the Round. For instance, if you are in a bog which Slows anyone inside it, you
 * can use an ability that removes a Slowed condition to spend Agility inside the bog for the rest of the Round."
 *
 * The sheet's Actions section offers, in combat, one "Ignore <condition> until the end of the Round" per condition the
 * engine's `suppressibleConditions` allows now; it costs nothing here (the ability's own cost is paid where the
 * ability is used). The GM's spend re-reads the actor from its documents and suppresses only a condition in force and
 * not yet ignored, storing it on the combatant (`suppressed`), where every rule reading the actor finds it
 * (combat/suppressions.ts → `toEnergyActor`); a Round start clears it. A repeat or replay finds it ignored already
 * and is refused (rules page decision 112).
 */
import { suppressibleConditions } from "../../../../engine/rulesets/energy/economy/status.ts";
import type { EnergyConditionId } from "../../../../engine/rulesets/energy/conditions.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { energyCombatantData, energyEconomyActor } from "./state.ts";

const NOT_SUPPRESSIBLE: Refusal = { refused: `${I18N_ROOT}.Energy.Refusal.notSuppressible` };

/** GM: the combatant ignores `condition` until the end of this Round. */
export async function suppress(
  combatant: Combatant.Implementation,
  condition: EnergyConditionId,
): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  const actor = energyEconomyActor(combatant);
  if (!data || !actor || !suppressibleConditions(actor).includes(condition)) return NOT_SUPPRESSIBLE;
  await combatant.update({ system: { suppressed: [...data.suppressed, condition] } });
  return undefined;
}

/**
 * Regaining control of a mount (seed 004): "You may attempt to regain control by making the same check as an action
 * (AP Cost 8), with a -1 penalty for each enemy within 30 feet, and a +1 bonus for each consecutive action spent to
 * calm the mount to a maximum of +5" (docs/rules/wounds.md decision 205). The action is the rider's, on its recorded
 * mount while that mount is Out of Control. Each attempt that fails is one action spent calming (the rider's
 * combatant counts them, the engine's `calmingAfterAttempt`); a success clears Out of Control and the count; any other
 * action the rider pays for in between ends the run ("consecutive").
 */
import { calmingAfterAttempt } from "../../../../engine/rulesets/wounds/special/mounted.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsCombatantData } from "../combat/actor.ts";
import { mountOf } from "./riding.ts";
import { isOutOfControl, OUT_OF_CONTROL } from "./steer.ts";

const REGAIN = "regainMountControl";
const refused = (code: string): Refusal => ({ refused: `${I18N_ROOT}.Wounds.Mounted.Refusal.${code}` });

/** The rider's calming actions in a row, or why it has no mount to regain control of. */
export function calmingOf(rider: Combatant.Implementation): number | Refusal {
  const mount = mountOf(rider);
  if (!mount) return refused("notRiding");
  if (!isOutOfControl(mount)) return refused("inControl");
  return woundsCombatantData(rider)?.calming ?? 0;
}

/** After an attempt: control regained (Out of Control cleared, the run over), or one more calming action. */
export async function calmed(rider: Combatant.Implementation, regained: boolean): Promise<void> {
  const calming = calmingAfterAttempt(woundsCombatantData(rider)?.calming ?? 0, regained);
  await rider.update({ system: { calming } });
  if (regained) await mountOf(rider)?.actor?.toggleStatusEffect(OUT_OF_CONTROL, { active: false });
}

/** GM: any other action the rider paid for ends its run of calming actions. */
export async function endCalming(rider: Combatant.Implementation, action: string): Promise<void> {
  if (action === REGAIN || (woundsCombatantData(rider)?.calming ?? 0) === 0) return;
  await rider.update({ system: { calming: 0 } });
}

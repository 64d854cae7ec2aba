/**
 * The `energy` combatant controls, the GM's or the combatant's owner's: Pass ("waiting to act": done for the Round)
 * and Initiative, rolled to interrupt another creature of the combat ("You may try to perform an action in response
 * to another creature's action … by rolling Initiative").
 */
import type { Refusal } from "../../../combat-room.ts";
import type { ControlArgs, ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { rollEnergyInterrupt } from "./interrupts.ts";
import { energyCombatantData } from "./state.ts";

const KEYS = `${I18N_ROOT}.Energy.Tracker`;

export const PASS_CONTROL: ControlSpec = { id: "pass", label: `${KEYS}.pass`, who: "owner", takesChoice: false };

/** Its choice is the id of the creature interrupted. */
export const INTERRUPT_CONTROL: ControlSpec = {
  id: "interrupt",
  label: `${KEYS}.initiative`,
  who: "owner",
  takesChoice: true,
};

export const ENERGY_CONTROLS: readonly ControlSpec[] = [INTERRUPT_CONTROL, PASS_CONTROL];

const refused = (code: string): Refusal => ({ refused: `${I18N_ROOT}.Query.refused.${code}` });

/** Done for this Round; refused when it already passed. */
async function passRound(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  if (!data) return undefined;
  if (data.passed) return { refused: `${I18N_ROOT}.Combat.refused.alreadyPassed` };
  await combatant.update({ system: { passed: true } });
  return undefined;
}

/** Interrupt another creature of the same combat, read from the combat itself (never a combatant sent). */
async function interrupt(
  combatant: Combatant.Implementation,
  choice: string | undefined,
): Promise<Refusal | undefined> {
  const against = choice === undefined ? undefined : combatant.combat?.combatants.get(choice);
  if (!against || against.id === combatant.id) return refused("unknownOpponent");
  await rollEnergyInterrupt(combatant, against);
  return undefined;
}

export function actEnergy(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  if (controlId === PASS_CONTROL.id) return passRound(combatant);
  if (controlId === INTERRUPT_CONTROL.id) return interrupt(combatant, args.choice);
  return Promise.resolve(refused("unsupported"));
}

/**
 * The `bonus` combatant controls: the GM marks the round-1 ambush role ("An ambush situation is when one set of
 * combatants is intentionally ambushed by another"; Over Watch from the expected vector).
 */
import type { Refusal } from "../../../combat-room.ts";
import type { ControlArgs, ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { BONUS_ROLES } from "./combatant-model.ts";
import { bonusCombatantData } from "./state.ts";

export const ROLE_CONTROL: ControlSpec = {
  id: "role",
  label: `${I18N_ROOT}.Bonus.Tracker.setRole`,
  who: "gm",
  takesChoice: true,
};

export const BONUS_CONTROLS: readonly ControlSpec[] = [ROLE_CONTROL];

const UNSUPPORTED: Refusal = { refused: `${I18N_ROOT}.Query.refused.unsupported` };
const MALFORMED: Refusal = { refused: `${I18N_ROOT}.Query.refused.malformed` };

/** GM: mark the role picked ("none" clears it); any other choice is refused. */
export async function actBonus(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  if (controlId !== ROLE_CONTROL.id) return UNSUPPORTED;
  const role = BONUS_ROLES.find((r) => r === args.choice);
  if (!role) return MALFORMED;
  if (bonusCombatantData(combatant)) await combatant.update({ system: { role } });
  return undefined;
}

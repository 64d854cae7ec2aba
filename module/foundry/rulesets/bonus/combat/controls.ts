/**
 * The `bonus` combatant controls: the GM marks the round-1 ambush role ("An ambush situation is when one set of
 * combatants is intentionally ambushed by another"; Over Watch from the expected vector), and says when an attack on
 * an Over Watch combatant came from another vector ("conversely, if an attack is initiated from another vector, the
 * Over Watch combatant is considered Ambushed": the engine's `resolveOverWatch`).
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { BONUS_CONDITIONS } from "../../../../engine/rulesets/bonus/conditions.ts";
import { resolveOverWatch } from "../../../../engine/rulesets/bonus/economy/ambush.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ControlArgs, ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { conditionStateOf } from "../../../data/condition-state.ts";
import { BONUS_ROLES, type BonusRole } from "./combatant-model.ts";
import { FIRE_READIED_CONTROL, fireReadied } from "./readied.ts";
import { bonusCombatantData } from "./state.ts";
import { INITIATIVE_SITUATION_CONTROL, setInitiativeSituation } from "./initiative-situation.ts";

export const ROLE_CONTROL: ControlSpec = {
  id: "role",
  label: `${I18N_ROOT}.Bonus.Tracker.setRole`,
  who: "gm",
  takesChoice: true,
};

export const WRONG_VECTOR_CONTROL: ControlSpec = {
  id: "wrongVector",
  label: `${I18N_ROOT}.Bonus.Tracker.wrongVector`,
  who: "gm",
  takesChoice: false,
};

export const BONUS_CONTROLS: readonly ControlSpec[] = [
  ROLE_CONTROL,
  WRONG_VECTOR_CONTROL,
  FIRE_READIED_CONTROL,
  INITIATIVE_SITUATION_CONTROL,
];

const UNSUPPORTED: Refusal = { refused: `${I18N_ROOT}.Query.refused.unsupported` };
const MALFORMED: Refusal = { refused: `${I18N_ROOT}.Query.refused.malformed` };
const NOT_OVER_WATCH: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.notOverWatch` };

/** The role a combatant has once an attack came from another vector than the one it watched. */
export function roleAfterWrongVector(role: BonusRole): BonusRole {
  const conditions = resolveOverWatch(conditionStateOf([role], BONUS_CONDITIONS), false);
  return BONUS_ROLES.find((r) => r !== "none" && isActive(conditions, r)) ?? "none";
}

/** GM: the attack came from another vector; only an Over Watch combatant in round 1 has one to be wrong about. */
async function wrongVector(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const role = bonusCombatantData(combatant)?.role;
  if (role !== "overWatch" || (combatant.combat?.round ?? 0) > 1) return NOT_OVER_WATCH;
  await combatant.update({ system: { role: roleAfterWrongVector(role) } });
  return undefined;
}

/**
 * GM: a control's act. Over Watch's wrong vector; the readied action fired against the combatant picked; the
 * initiative's situation (initiative-situation.ts); the role
 * picked marked ("none" clears it; any other choice is refused).
 */
export async function actBonus(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  if (controlId === WRONG_VECTOR_CONTROL.id) return wrongVector(combatant);
  if (controlId === FIRE_READIED_CONTROL.id) return fireReadied(combatant, args.choice ?? "");
  if (controlId === INITIATIVE_SITUATION_CONTROL.id) return setInitiativeSituation(combatant, args.choice ?? "");
  if (controlId !== ROLE_CONTROL.id) return UNSUPPORTED;
  const role = BONUS_ROLES.find((r) => r === args.choice);
  if (!role) return MALFORMED;
  if (bonusCombatantData(combatant)) await combatant.update({ system: { role } });
  return undefined;
}

/**
 * The combat economy as the tracker reads and drives it (the contract with the tracker UI), for any room.
 *
 * `combatantEconomy(combatant)` gives the room's `CombatantEconomy` (its pools in display order, ready for pips;
 * whether it is done for the round; the row the room builds for the tracker) or null (no combat economy for that
 * combatant's ruleset). Pool writes are GM only (`adjustPool`); a control is used with `actFor`, by the GM, or by
 * the combatant's owner for a control its room declares for owners (relayed as `fray.combatAct`). A refused write
 * is shown as a notification and changes nothing.
 */
import type { Refusal } from "../combat-room.ts";
import { I18N_ROOT } from "../constants.ts";
import { relayQuery } from "../queries/relay.ts";
import { COMBAT_ACT_ROUTE } from "./act-query.ts";
import { controlRefusalCode, declaredControl, doControl } from "./control-check.ts";
import { GM_ONLY, isGm, notifyRefusal } from "./notify.ts";
import type { CombatantEconomy, ControlArgs } from "./room.ts";
import { roomOf } from "./rooms.ts";

export type { CombatantEconomy, PoolView } from "./room.ts";

export function combatantEconomy(combatant: Combatant.Implementation): CombatantEconomy | null {
  return roomOf(combatant)?.economy(combatant) ?? null;
}

/** GM only: move one of the room's pools by `delta`, clamped to 0 … max. */
export async function adjustPool(combatant: Combatant.Implementation, poolId: string, delta: number): Promise<void> {
  const refusal = isGm() ? await roomOf(combatant)?.adjustPool(combatant, poolId, delta) : GM_ONLY;
  if (refusal) notifyRefusal(refusal);
}

/**
 * Use control `controlId` of `combatant` (with the entry `choice` picked from its list, for a control that takes
 * one). The GM's room acts at once; a player's click on a control its room gives owners goes to the active GM as
 * `fray.combatAct` (the outcome shows in chat and on the tracker); a GM-only control is refused to a player.
 */
export async function actFor(combatant: Combatant.Implementation, controlId: string, choice?: string): Promise<void> {
  const room = roomOf(combatant);
  if (!room) return;
  const args: ControlArgs = choice === undefined ? {} : { choice };
  const control = declaredControl(room, combatant, controlId);
  if (!isGm()) {
    if (control?.who === "gm") notifyRefusal(GM_ONLY);
    else await askCombatAct(combatant, controlId, args);
    return;
  }
  const code = controlRefusalCode(control, args, "gm");
  const refusal: Refusal | undefined = code
    ? { refused: `${I18N_ROOT}.Query.refused.${code}` }
    : await doControl(room, combatant, controlId, args);
  if (refusal) notifyRefusal(refusal);
}

/** A player acting for their own combatant: relayed to the active GM with the actor's stamp (queries/relay.ts). */
async function askCombatAct(combatant: Combatant.Implementation, act: string, args: ControlArgs): Promise<void> {
  const actor = combatant.actor;
  if (!actor) {
    notifyRefusal(GM_ONLY);
    return;
  }
  const ids = { combatId: combatant.combat?.id ?? "", combatantId: combatant.id ?? "" };
  await relayQuery(COMBAT_ACT_ROUTE, actor, { ...ids, act, ...args });
}

/** Every combatant is done for the round (its room says), so the GM may advance it. */
export function everyoneDone(combat: Combat.Implementation): boolean {
  return roomOf(combat)?.everyoneDone(combat) ?? false;
}

/**
 * Ending an action early: "The Energy (or any resource) used to perform actions is technically spent as the results
 * of the action occur and you can willingly end an action at any time. Typically, at least 1 Energy is still spent if
 * an action is interrupted." The examples: "If you perform the Run action and only move 1/3 of your Speed, you would
 * only spend 1 Energy (instead of 3)"; "If the target of your melee attack uses an Immediate Interrupt to move out of
 * you reach before you could roll to hit them or deal damage, you could willingly end the attack and spend only 1
 * Energy"; "If you try to Kneel From Prone but … someone attacks you … you do lose the 1 Energy".
 *
 * The sheet offers, for this Round's last action, one "End early" per Energy it could have used short of what it
 * paid (`endEarly:<used>`); the GM's spend re-reads the last action from the combatant and hands it to the engine's
 * `endActionEarly`, which gives back the rest (never the Stamina paid in its place) and keeps at least 1. A movement
 * action ended early moved the share of its distance that Energy bought (a third of a Run per Energy). A second
 * request, or a replay, finds nothing left to give back and is refused (rules page decision 85).
 */
import {
  endActionEarly,
  endEarlyChoices,
  metresCovered,
} from "../../../../engine/rulesets/energy/economy/incomplete.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { energyCombatantData, fromEnergyState, toEnergyState } from "./state.ts";

const NOTHING_TO_END: Refusal = { refused: `${I18N_ROOT}.Energy.Refusal.nothingToEnd` };

/** GM: ends the combatant's last action this Round after `used` Energy, giving back the rest. */
export async function endEarly(combatant: Combatant.Implementation, used: number): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  if (!data || combatant.id === null) return NOTHING_TO_END;
  const state = toEnergyState(combatant.id, data);
  if (!state.last || !endEarlyChoices(state, data.last.ended).includes(used)) return NOTHING_TO_END;
  const metres = metresCovered(state.last, used);
  const ended = endActionEarly(state, metres === undefined ? { energyUsed: used } : { energyUsed: used, metres });
  if (!ended.ok) return NOTHING_TO_END;
  await combatant.update({ system: fromEnergyState(ended.state, true) });
  return undefined;
}

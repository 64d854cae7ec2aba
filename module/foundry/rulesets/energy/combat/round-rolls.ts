/**
 * The rolls an `energy` Round start makes for a combatant (the engine's `due` list): the wake roll of a creature
 * knocked out by Stamina loss ("You roll a 1d20 each Round until you get a 20") and the Death Save of one bleeding
 * out ("You also must make a Death Save at the beginning of every Round until you are Stabilized"). Each returns
 * the creature after the roll, its chat line and the roll; the boundary writes and posts them.
 */
import { applyDeathSave } from "../../../../engine/rulesets/energy/damage/death.ts";
import { applyWakeRoll } from "../../../../engine/rulesets/energy/damage/unconscious.ts";
import { deathSaveRequest, wakeRollRequest } from "../../../../engine/rulesets/energy/dice/d20.ts";
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";

export interface RoundRoll {
  readonly actor: EnergyActor;
  readonly text: string;
  readonly roll: FrayRoll;
}

async function rollD20(request: DiceRequest): Promise<{ face: number; roll: FrayRoll }> {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  return { face: roll.interpret(request).total, roll };
}

export async function wakeRoll(actor: EnergyActor): Promise<RoundRoll> {
  const { face, roll } = await rollD20(wakeRollRequest());
  const woke = applyWakeRoll(actor, face);
  const wakeKey = woke.state.woke ? `${I18N_ROOT}.Energy.Wake.woke` : `${I18N_ROOT}.Energy.Wake.still`;
  return { actor: woke.state.actor, text: game.i18n.format(wakeKey, { face: String(face) }), roll };
}

/** The Death Save table: 1 dies, 2-4 falls unconscious, 5-19 bleeds on, 20+ is Stabilized. */
export async function deathSave(actor: EnergyActor, round: number): Promise<RoundRoll> {
  const { face, roll } = await rollD20(deathSaveRequest());
  const saved = applyDeathSave(actor, face, round);
  const saveKey = `${I18N_ROOT}.Energy.DeathSave.${saved.state.row.result}`;
  return { actor: saved.state.actor, text: game.i18n.format(saveKey, { face: String(face) }), roll };
}

/** A healing action's check, rolled as Foundry dice and read by the engine, and what the action leaves behind. */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";

export interface Healed {
  /** The patient after the action. */
  readonly after: WoundsCreature;
  /** The chat line's text. */
  readonly text: string;
  readonly rolls: FrayRoll[];
}

export async function rollCheck(request: DiceRequest): Promise<{ roll: FrayRoll; total: number; success: boolean }> {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const result = roll.interpret(request);
  return { roll, total: result.total, success: result.success === true };
}

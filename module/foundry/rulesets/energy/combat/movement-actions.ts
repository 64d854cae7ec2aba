/**
 * The `energy` movement actions with their distances, as the sheet offers them and the spend reads them back.
 * - Run, Quick Run, Sprint: "Using 3 Energy you run your Speed"; a Sprint "move[s] an additional amount based on your
 *   Leg Strength" (the engine's `runDistance`): the sheet says how far each goes.
 * - Jump: "If you Jump further than you could Run using 2 Energy, additional Energy must be spent to account for the
 *   time spent traveling through the air. Your Jump Distance/Reach can be increased by your Leg Strength … If you are
 *   Sprinting before the jump, you gain +1m to the Jump." The sheet offers one Jump per airtime step, each as far as
 *   that Energy carries you (`jump:<metres>`); the spend hands the metres to the engine, which prices the airtime
 *   and refuses a Jump past the creature's longest (`maxJump`), so the distance is never the client's to price.
 * Plain data, no Foundry globals.
 */
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../engine/rulesets/energy/economy/combatant.ts";
import { maxJump, speedOf } from "../../../../engine/rulesets/energy/economy/movement.ts";
import type { ActionRequest } from "../../../../engine/rulesets/energy/economy/request.ts";

const JUMP_PREFIX = "jump:";

/** Metres as the sheet and the action id write them: a tenth at most (the Size Chart's .3 and .5 m). */
function tenths(metres: number): number {
  return Math.floor(metres * 10 + 1e-9) / 10;
}

export function jumpActionId(metres: number): string {
  return `${JUMP_PREFIX}${tenths(metres)}`;
}

/** The Jump of `jump:<metres>`, or undefined for any other id (or metres that are no distance). */
export function jumpRequest(action: string, round: number): ActionRequest | undefined {
  if (!action.startsWith(JUMP_PREFIX)) return undefined;
  const text = action.slice(JUMP_PREFIX.length);
  const metres = Number(text);
  if (text === "" || !Number.isFinite(metres) || metres < 0) return undefined;
  return { action: "jump", metres, round };
}

/**
 * The Jumps worth offering: the longest each airtime step reaches (two thirds of Speed with no airtime, one more
 * third per Energy of airtime; `jumpEnergy`), up to the creature's longest Jump now. A creature with no Speed jumps
 * its longest with no airtime (the engine charges none).
 */
export function jumpChoices(actor: EnergyActor, state: EnergyCombatantState): number[] {
  const longest = tenths(maxJump(actor, state));
  const speed = speedOf(actor);
  if (speed <= 0) return [longest];
  const choices: number[] = [];
  for (let thirds = 2; ; thirds += 1) {
    const reach = Math.min(longest, tenths((thirds * speed) / 3));
    if (choices.at(-1) !== reach) choices.push(reach);
    if (reach >= longest) return choices;
  }
}

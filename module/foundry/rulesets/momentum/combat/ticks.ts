/**
 * Damage over time at the holder's turn start (the engine's `ticks`, rules page decisions 23 and 27): Bleeding's
 * Vitality loss ("remove the Bleeding Status Effect" is Stabilize's), each Elemental Status Effect's "lingering
 * form" of its damage type through Armor/DR and affinities. Each die is rolled, applied by the engine, written to
 * the actor, and summed up in one chat line; a condition the hit sets (Bleeding below 1 Vitality) is set too.
 */
import { activeIds } from "../../../../engine/core/conditions/state.ts";
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import type { TickDue } from "../../../../engine/rulesets/momentum/economy/boundary.ts";
import { applyTick } from "../../../../engine/rulesets/momentum/damage/ticks.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import type { SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { setCondition } from "../../../effects/apply-outcome.ts";
import { conditionKey } from "../../../effects/keys.ts";
import { creatureFields } from "../attack/damage-update.ts";

const KEY = `${I18N_ROOT}.Momentum.Tick`;

export interface TicksTaken {
  readonly lines: readonly SummaryLine[];
  readonly rolls: readonly FrayRoll[];
}

const health = (a: MomentumActor) => a.creature.vitality.value + a.creature.temporaryVitality;

export async function takeTicks(
  actor: Actor.Implementation,
  before: MomentumActor,
  ticks: readonly TickDue[],
  round: number,
  options: MomentumOptions,
): Promise<TicksTaken> {
  const lines: SummaryLine[] = [];
  const rolls: FrayRoll[] = [];
  let now = before;
  for (const tick of ticks) {
    const roll = FrayRoll.fromRequest(tick.request);
    await roll.evaluate();
    const rolled = roll.interpret(tick.request).total;
    const after = applyTick(now, tick, rolled, round, options);
    const condition = game.i18n.localize(conditionKey("momentum", tick.condition, "name"));
    const lost = String(health(now) - health(after));
    lines.push({
      name: actor.name,
      text: game.i18n.format(`${KEY}.line`, { condition, rolled: String(rolled), lost }),
    });
    rolls.push(roll);
    now = after;
  }
  if (now === before) return { lines, rolls };
  await actor.update({ system: creatureFields(now.creature) });
  const had = activeIds(before.conditions);
  for (const id of activeIds(now.conditions)) if (!had.includes(id)) await setCondition(actor, id, null);
  return { lines, rolls };
}

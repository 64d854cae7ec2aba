/**
 * The combat-check step of the `wounds` self-check (checks/roll-combat-check.ts; rules page decision 193): the target
 * rolls its Fortitude and Willpower checks from its sheet ("Fortitude: Vit [Resistance/Fortitude]", "Willpower: Prs
 * [Resistance/Willpower]") against TN 0, every die one below its maximum (a wild roll that does not explode). Each
 * is one check card whose total is those dice plus the formula's parts as the engine reads them from the creature.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { offeredCheckRequest } from "./combat-check-offers.ts";
import { rollCombatCheck } from "./roll-combat-check.ts";

const TN = 0;
const belowMaximum = (faces: number): number => Math.max(1, faces - 1);

/** The request's total when every die shows one below its maximum. */
function totalBelowMaximum(request: DiceRequest): number {
  const dice = request.groups.reduce((sum, g) => sum + g.count * belowMaximum(g.faces), 0);
  return request.modifiers.reduce((sum, m) => sum + m.value, dice);
}

export const combatChecksRolled: SkirmishStep = {
  id: "combatChecksRolled",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.combatChecksRolled`,
  async run(s) {
    const { target } = need(s.actors, "the actors");
    const creature = toWoundsCreature(need(woundsActorView(target), "the target as a wounds creature").source);
    s.dice.set(belowMaximum);
    try {
      for (const check of ["fortitude", "willpower"] as const) {
        const messages = game.messages.size;
        expectEqual(`the ${check} check rolled`, true, await rollCombatCheck(target, check, TN));
        expectEqual(`the ${check} check's card`, messages + 1, game.messages.size);
        const request = offeredCheckRequest(creature, { id: check, input: { check } }, TN, woundsOptions());
        const total = game.messages.contents.at(-1)?.rolls[0]?.total;
        expectEqual(`the ${check} check's total`, totalBelowMaximum(request), total);
      }
    } finally {
      s.dice.set(undefined);
    }
  },
};

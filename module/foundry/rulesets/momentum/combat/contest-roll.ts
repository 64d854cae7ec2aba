/**
 * What the GM's client does with one side of a contest (contest.ts, hide.ts): roll its check as a Fray roll (real
 * Foundry dice, so Dice So Nice sees them) and read the engine's result, and word it for the chat line.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { SkillId } from "../../../../engine/rulesets/momentum/tables/skills.ts";
import type { SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { ACTOR_FIELDS } from "../sheets/labels.ts";

export async function rollCheck(request: DiceRequest) {
  const dice = FrayRoll.fromRequest(request);
  await dice.evaluate();
  return { dice, result: dice.interpret(request) };
}

/** "Vera: Athletics check 19". */
export function checkLine(name: string, skill: SkillId, total: number): SummaryLine {
  return {
    name,
    text: game.i18n.format(`${I18N_ROOT}.Momentum.Contest.roll`, {
      skill: game.i18n.localize(`${ACTOR_FIELDS}.skills.${skill}.label`),
      total: String(total),
    }),
  };
}

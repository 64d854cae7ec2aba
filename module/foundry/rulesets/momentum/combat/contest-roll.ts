/**
 * What the GM's client does with one side of a contest (contest.ts, hide.ts, escape.ts): roll its check as a Fray roll
 * (real Foundry dice, so Dice So Nice sees them) and read the engine's result, and hand it to the shared opposed card
 * (chat/opposed-card/) named as the sheet names its skill, with the `contestTies` setting as the card's tie rule.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import type { SkillId } from "../../../../engine/rulesets/momentum/tables/skills.ts";
import type { SummaryLine } from "../../../combat/chat-summary.ts";
import type { OpposedTies } from "../../../chat/opposed-card/data.ts";
import type { OpposedSideToPost } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { ACTOR_FIELDS } from "../sheets/labels.ts";

const KEY = `${I18N_ROOT}.Momentum.Contest`;

export async function rollCheck(request: DiceRequest) {
  const dice = FrayRoll.fromRequest(request);
  await dice.evaluate();
  return { dice, result: dice.interpret(request) };
}

/** A side of the opposed card: `actor` rolled `roll` of `request`, its check named "Athletics check". */
export function contestSide(
  actor: Actor.Implementation,
  skill: SkillId,
  request: DiceRequest,
  roll: Roll,
): OpposedSideToPost {
  const name = game.i18n.localize(`${ACTOR_FIELDS}.skills.${skill}.label`);
  return { actor, check: game.i18n.format(`${KEY}.check`, { skill: name }), request, roll };
}

/**
 * The card's tie rule from the `contestTies` setting ("target": the side that must "roll higher" fails on a tie).
 * The engine's acting side, the one that must beat the other, is the card's initiator unless it is the `opponent`
 * (an escape: the climber or grabber must win again against the creature that started it).
 */
export function opposedCardTies(options: MomentumOptions, acting: OpposedTies = "initiator"): OpposedTies {
  const toActing = options.contestTies === "actor";
  return toActing === (acting === "initiator") ? "initiator" : "opponent";
}

/** A line a contest's effect words with its creature (a push's Strength DR), as one effect on the card. */
export function effectText(line: SummaryLine): string {
  return game.i18n.format(`${KEY}.effectLine`, { name: line.name, text: line.text });
}

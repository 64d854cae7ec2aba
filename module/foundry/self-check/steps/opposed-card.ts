/**
 * A contest posts an opposed card (chat/opposed-card/): the attacker and the target each roll the same plain d20 live
 * (ruleset-free: what a room rolls in a contest is its own), the dice one below the maximum so the totals tie, and the
 * card is posted with ties going to the initiator. Read back, it must show both rolls explained, give the tie to the
 * attacker by the tie rule, and carry the exact chance the attacker had (core/odds/opposed.ts).
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import { opposedProbability } from "../../../engine/core/odds/opposed.ts";
import { OpposedCardModel } from "../../chat/opposed-card/model.ts";
import { postOpposedCard } from "../../chat/opposed-card/post.ts";
import { opposedCardViewContext } from "../../chat/opposed-card/render.ts";
import { I18N_ROOT } from "../../constants.ts";
import { FrayRoll } from "../../dice/fray-roll.ts";
import { expectEqual, expectThat, need } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";

const KEY = `${I18N_ROOT}.SelfCheck.OpposedCard`;

/** One d20 and nothing added: the same roll for both sides, so scripted faces tie their totals. */
const PLAIN_D20: DiceRequest = {
  label: "Self-check opposed roll",
  groups: [{ id: "d20", source: "d20", count: 1, faces: 20 }],
  modifiers: [],
};

async function rolled(): Promise<Roll> {
  const roll = FrayRoll.fromRequest(PLAIN_D20);
  await roll.evaluate();
  return roll;
}

/** The newest opposed card the attacker started (also read by the rooms' own opposed-card steps). */
export function newestContestOf(actor: Actor.Implementation): ChatMessage.Implementation | undefined {
  return [...game.messages.values()]
    .filter((m) => m.system instanceof OpposedCardModel && m.system.initiator.actorUuid === actor.uuid)
    .at(-1);
}

export const opposedCardStep: SkirmishStep = {
  id: "opposedCard",
  labelKey: `${I18N_ROOT}.SelfCheck.Step.opposedCard`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const before = newestContestOf(attacker);
    const check = game.i18n.localize(`${KEY}.check`);
    s.dice.set((faces) => Math.max(1, faces - 1));
    const [mine, theirs] = [await rolled(), await rolled()];
    s.dice.set(undefined);
    await postOpposedCard({
      action: game.i18n.localize(`${KEY}.action`),
      ties: "initiator",
      initiator: { actor: attacker, check, request: PLAIN_D20, roll: mine },
      opponents: [{ actor: target, check, request: PLAIN_D20, roll: theirs }],
      effects: [],
    });
    const card = newestContestOf(attacker);
    expectThat(card !== undefined && card !== before, "an opposed card was posted", card?.id ?? null);
    const message = need(card, "the opposed card");
    const system = message.system;
    if (!(system instanceof OpposedCardModel)) throw new Error(`the opposed card has the type "${message.type}"`);
    expectEqual("the card's chance", opposedProbability(PLAIN_D20, PLAIN_D20, "attacker"), system.opponents[0]?.chance);
    const shown = opposedCardViewContext(message, system);
    expectEqual("the card reads its rolls back", "", shown.unread);
    const [pair] = shown.pairs;
    expectEqual("the tie goes to the initiator", "won", pair?.outcome);
    expectThat(pair?.tieText !== "", "the card names the tie rule's outcome", pair?.tieText ?? null);
    expectThat(
      shown.initiator?.breakdown !== null && pair?.opponent.breakdown !== null,
      "the card explains both rolls",
      shown,
    );
  },
};

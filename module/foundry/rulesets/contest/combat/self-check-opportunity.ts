/**
 * The Opportunity Attack step of the `contest` self-check (opportunity.ts), once the attacker's Strike and Dash have
 * left it 1 AP and one Attack: the GM makes the target the players' side (the compendium's two creatures are both
 * hostile, one side by token disposition) and drags its token, pushed one space away by the Push step, back beside the
 * attacker, into the Longsword's 1 m reach: "Characters that willingly move within a foe's reach or leave it". The GM's client, seeing
 * the move, posts the prompt offering the attacker its Longsword; taking it posts the Strike card marked as an
 * Opportunity Attack and pays the reaction's AP from the round's 3.
 */
import { DEFAULT_CONTEST_OPTIONS } from "../../../../engine/rulesets/contest/options.ts";
import { readPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../chat/reaction-prompt/render.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { eventually, expectEqual, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { poolOf } from "../../../self-check/steps/pools.ts";
import { asRowSituation } from "../../../chat/attack-card/situation.ts";
import { OPPORTUNITY_CHOICE } from "../attack/opportunity-choice.ts";
import { OPPORTUNITY } from "./opportunity.ts";
import { combatantOf } from "./self-check-steps.ts";

/** v13 `CONST.TOKEN_DISPOSITIONS.FRIENDLY` (foundryvtt.com/api/variables/CONST.TOKEN_DISPOSITIONS.html), as the value: the self-check also runs where `CONST` is not a global (the fake world). */
export const FRIENDLY = 1 as CONST.TOKEN_DISPOSITIONS;

export const opportunityPrompts = (): ChatMessage.Implementation[] =>
  game.messages.contents.filter((m) => readPrompt(m)?.reaction === OPPORTUNITY);

const apNow = (s: Skirmish): number => poolOf(s, "attacker", "ap").value;

/** The situation of the first row of the last attack card: the Opportunity Attack's. */
function lastCardChoices(): Readonly<Record<string, boolean>> {
  const card = need(game.messages.contents.filter((m) => m.type === "attack").at(-1), "the Opportunity Attack's card");
  const system: unknown = card.system;
  const targets = (system as { targets?: readonly { situation?: unknown }[] }).targets ?? [];
  return asRowSituation(targets[0]?.situation).choices;
}

export const opportunityOffered: SkirmishStep = {
  id: "opportunityOffered",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.opportunityOffered`,
  async run(s) {
    const token = need(s.tokens, "the tokens").target;
    const weaponId = need(s.weaponId, "the weapon");
    const reactor = combatantOf(s, "attacker");
    await token.update({ disposition: FRIENDLY });
    const offered = opportunityPrompts().length;
    await token.update({ x: token.x - (token.parent?.grid.size ?? 0) });
    await eventually(
      () => opportunityPrompts().length > offered,
      "an Opportunity Attack prompt after the target stepped into the reach",
      () => opportunityPrompts().length,
    );
    const message = need(opportunityPrompts().at(-1), "the Opportunity Attack prompt");
    const attacks = readPrompt(message)?.reactors.find((r) => r.combatantId === reactor.id)?.attacks ?? [];
    expectEqual(
      "the attacker's weapon offered",
      true,
      attacks.some((a) => a.itemId === weaponId),
    );
    const before = apNow(s);
    await takePromptedReaction(message, need(reactor.id, "the attacker's combatant id"), weaponId, true);
    const cost = DEFAULT_CONTEST_OPTIONS.economy.actionCosts.opportunityAttack;
    expectEqual("the AP after the Opportunity Attack", before - cost, apNow(s));
    expectEqual("the card's Strike is an Opportunity Attack", true, lastCardChoices()[OPPORTUNITY_CHOICE]);
  },
};

/**
 * The self-check's Use Magic reaction step (use-magic-reaction.ts, decision 135), in round 2 after the Release: the
 * target is given a non-attacking spell (the compendium's Forest Bandit knows none), the attacker's attack at it
 * opens "Use Magic. You cast a non-attacking spell" as a prompted reaction naming that spell, and the target's cast
 * through the prompted spend pays the spell's 1 AP.
 */
import { readPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { promptedSpendAction } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { poolOf } from "../../../self-check/steps/pools.ts";
import { combatantOf } from "./self-check-steps.ts";
import { spendContest } from "./spend.ts";
import { offerUseMagicOnAttack, USE_MAGIC_REACTION } from "./use-magic-reaction.ts";

const SPELL = {
  name: "Self-check Ward",
  type: "contest-ability",
  system: { kind: "spell", attack: false, delivery: "ranged", range: 10, ap: 1 },
} as const;

export const useMagicReaction: SkirmishStep = {
  id: "useMagicReaction",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.useMagicReaction`,
  async run(s) {
    const target = combatantOf(s, "target");
    const actor = need(target.actor, "the target's actor");
    // The spell goes with the target's actor, which the run created and deletes.
    const created = await actor.createEmbeddedDocuments("Item", [SPELL]);
    const spell = need(created?.[0], "the target's spell");
    await offerUseMagicOnAttack(combatantOf(s, "attacker"), target);
    const prompts = game.messages.contents.filter((m) => readPrompt(m)?.reaction === USE_MAGIC_REACTION);
    const prompt = need(prompts.at(-1), "the Use Magic prompt");
    expectEqual("the spell offered", spell.id, readPrompt(prompt)?.reactors[0]?.attacks[0]?.itemId);
    const before = poolOf(s, "target", "ap").value;
    const action = promptedSpendAction(USE_MAGIC_REACTION, need(prompt.id, "the prompt's id"));
    expectEqual("the cast's refusal", undefined, (await spendContest(target, { action }))?.refused);
    expectEqual("the target's AP after the cast", before - 1, poolOf(s, "target", "ap").value);
  },
};

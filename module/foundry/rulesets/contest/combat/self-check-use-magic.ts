/**
 * The self-check's Use Magic reaction steps (use-magic-reaction.ts, decisions 135, 137, 138). Before the Opportunity
 * Attack step the target is given a non-attacking spell (the compendium's Forest Bandit knows none); once the attacker
 * has taken its Opportunity Attack, the Use Magic prompt offers the target that spell against it (an Opportunity
 * Attack is an attack: decision 137). In round 2, after the Release, the attacker's attack at the target opens "Use
 * Magic. You cast a non-attacking spell" as a prompted reaction offering that spell, and the target's cast of it
 * through the prompted spend, naming the spell as its button does, pays the spell's 1 AP.
 */
import { readPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { promptedSpendAction } from "../../../chat/reaction-prompt/prompted-spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { poolOf } from "../../../self-check/steps/pools.ts";
import { combatantOf } from "./self-check-steps.ts";
import { spendContest } from "./spend.ts";
import { offerUseMagicOnAttack, USE_MAGIC_REACTION } from "./use-magic-reaction.ts";

const STEP = `${I18N_ROOT}.Contest.SelfCheck`;
/** The note the ward's item id is kept under from the step that gives it to the steps that cast it. */
const WARD_NOTE = "contest.ward";
/** The note of how many Use Magic prompts there were before the Opportunity Attack. */
const PROMPTS_NOTE = "contest.useMagicPrompts";

const SPELL = {
  name: "Self-check Ward",
  type: "contest-ability",
  system: { kind: "spell", attack: false, delivery: "ranged", range: 10, ap: 1 },
} as const;

const wardOf = (s: Skirmish): string => need(s.notes.get(WARD_NOTE) as string | undefined, "the target's ward");

const useMagicPrompts = (): ChatMessage.Implementation[] =>
  game.messages.contents.filter((m) => readPrompt(m)?.reaction === USE_MAGIC_REACTION);

/** The last Use Magic prompt, which must offer the target its ward: its message and source. */
function lastUseMagicPrompt(s: Skirmish): { readonly message: ChatMessage.Implementation; readonly sourceId: string } {
  const message = need(useMagicPrompts().at(-1), "the Use Magic prompt");
  const prompt = need(readPrompt(message), "the Use Magic prompt's flags");
  const target = combatantOf(s, "target");
  const offered = prompt.reactors.find((r) => r.combatantId === target.id)?.attacks.map((a) => a.itemId);
  expectEqual("the spells offered the target", wardOf(s), offered?.join(","));
  return { message, sourceId: prompt.sourceId };
}

export const wardGiven: SkirmishStep = {
  id: "wardGiven",
  labelKey: `${STEP}.wardGiven`,
  async run(s) {
    const actor = need(combatantOf(s, "target").actor, "the target's actor");
    // The spell goes with the target's actor, which the run created and deletes.
    const created = await actor.createEmbeddedDocuments("Item", [SPELL]);
    s.notes.set(WARD_NOTE, need(created?.[0]?.id, "the target's ward"));
    s.notes.set(PROMPTS_NOTE, useMagicPrompts().length);
  },
};

/** After `opportunityOffered`: the attacker's Opportunity Attack at the target offered the target its ward. */
export const useMagicAfterOpportunity: SkirmishStep = {
  id: "useMagicAfterOpportunity",
  labelKey: `${STEP}.useMagicAfterOpportunity`,
  run(s) {
    const before = need(s.notes.get(PROMPTS_NOTE) as number | undefined, "the Use Magic prompts before");
    expectEqual("Use Magic prompts opened by the Opportunity Attack", before + 1, useMagicPrompts().length);
    expectEqual("the Use Magic prompt's attacker", combatantOf(s, "attacker").id, lastUseMagicPrompt(s).sourceId);
    return Promise.resolve();
  },
};

export const useMagicReaction: SkirmishStep = {
  id: "useMagicReaction",
  labelKey: `${STEP}.useMagicReaction`,
  async run(s) {
    const target = combatantOf(s, "target");
    const attacker = combatantOf(s, "attacker");
    await offerUseMagicOnAttack(attacker, target);
    const { message } = lastUseMagicPrompt(s);
    const before = poolOf(s, "target", "ap").value;
    const action = promptedSpendAction(USE_MAGIC_REACTION, need(message.id, "the prompt's id"));
    // The button names the spell it casts (decision 138), against the prompt's source, as a player's does.
    const attack = { itemId: wardOf(s), targetUuid: need(attacker.actor, "the attacker").uuid };
    expectEqual("the cast's refusal", undefined, (await spendContest(target, { action, attack }))?.refused);
    expectEqual("the target's AP after the cast", before - 1, poolOf(s, "target", "ap").value);
  },
};

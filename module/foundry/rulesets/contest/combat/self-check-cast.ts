/**
 * The self-check's cast step (opportunity-cast.ts), in round 2 after the Grapple: the attacker casts a spell beside
 * the target, which the Opportunity step left in its Longsword's reach and on the other side. "Cast a Spell.
 * Characters that cast spells which don't have the Melee Attack trait" provoke: the GM's trigger offers the target an
 * Opportunity Attack with its melee weapon; a spell with the Melee Attack trait offers nothing. The compendium's
 * Classical Knight knows no spell, so the step gives the trigger the traits a spend reads from the item (spend.ts).
 */
import { readPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { OPPORTUNITY } from "./opportunity.ts";
import { offerOpportunityOnCast } from "./opportunity-cast.ts";
import { combatantOf } from "./self-check-steps.ts";

const opportunityPrompts = (): ChatMessage.Implementation[] =>
  game.messages.contents.filter((m) => readPrompt(m)?.reaction === OPPORTUNITY);

export const castProvokes: SkirmishStep = {
  id: "castProvokes",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.castProvokes`,
  async run(s) {
    const caster = combatantOf(s, "attacker");
    const reactor = need(combatantOf(s, "target").id, "the target's combatant id");
    const before = opportunityPrompts().length;
    await offerOpportunityOnCast(caster, { attack: false, meleeAttack: true });
    expectEqual("the prompts after a melee spell", before, opportunityPrompts().length);
    await offerOpportunityOnCast(caster, { attack: true, meleeAttack: false });
    const prompt = need(opportunityPrompts().at(-1), "the Opportunity Attack prompt after the ranged spell");
    const offered = readPrompt(prompt)?.reactors.find((r) => r.combatantId === reactor)?.attacks ?? [];
    expectEqual("the target offered a weapon", true, offered.length > 0);
    expectEqual("the prompt's source", caster.id, readPrompt(prompt)?.sourceId);
  },
};

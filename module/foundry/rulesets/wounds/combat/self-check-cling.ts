/**
 * The Cling step of the `wounds` self-check (cling.ts), after the Rebuff: the attacker and the target are marked
 * Grappling, and the GM drags the target's token one space away, out of the grapple's reach: "A target you are
 * grappling is about to move out of reach". The GM's client, seeing the move, posts the Cling prompt offering the
 * attacker a Cling; taking it pays the reaction's AP and rolls its Power check in chat. The target then steps back and
 * both let go.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { readPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../chat/reaction-prompt/render.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { eventually, expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsStateOf } from "./actor.ts";
import { CLING } from "./cling.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const clingPrompts = (): ChatMessage.Implementation[] =>
  game.messages.contents.filter((m) => readPrompt(m)?.reaction === CLING);

export const clingOffered: SkirmishStep = {
  id: "clingOffered",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.clingOffered`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const token = need(s.tokens, "the tokens").target;
    const reactor = combatantOf(s, attacker, "the attacker's combatant");
    await attacker.toggleStatusEffect("grappling", { active: true });
    await target.toggleStatusEffect("grappling", { active: true });
    const home = token.x;
    const offered = clingPrompts().length;
    await token.update({ x: home + (token.parent?.grid.size ?? 0) });
    await eventually(
      () => clingPrompts().length > offered,
      "a Cling prompt after the target broke away",
      () => clingPrompts().length,
    );
    const message = need(clingPrompts().at(-1), "the Cling prompt");
    const entry = readPrompt(message)?.reactors.find((r) => r.combatantId === reactor.id);
    const held = need(entry?.attacks[0], "the attacker offered a Cling");
    const apNow = () => apOf(need(woundsStateOf(reactor), "the attacker's wounds state"));
    const before = apNow();
    await takePromptedReaction(message, need(reactor.id, "the attacker's combatant id"), held.itemId, true);
    expectEqual("the AP after the Cling", before - apCost(CLING, [], woundsOptions()), apNow());
    await token.update({ x: home });
    await attacker.toggleStatusEffect("grappling", { active: false });
    await target.toggleStatusEffect("grappling", { active: false });
  },
};

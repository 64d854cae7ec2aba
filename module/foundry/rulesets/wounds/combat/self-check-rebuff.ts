/**
 * The Rebuff step of the `wounds` self-check (rebuff.ts), in round 2 once the AP were carried over: the GM drags the
 * target's token one space away from the attacker and back, inside its Spear's optimal reach (2 yards): "A creature you
 * can see attempts to approach closer than your weapon's optimal reach". The GM's client, seeing the move, posts the
 * Rebuff prompt offering the attacker its spear; taking it posts the attack card chosen as Rebuff ("On a hit, the
 * severity of any wound dealt is increased one step") and pays the reaction's AP.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { readPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../chat/reaction-prompt/render.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { eventually, expectEqual, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { targetRow } from "../../../self-check/steps/card.ts";
import { woundsOptions } from "../rule-variants.ts";
import { REBUFF_TOGGLE } from "../situation/catalog.ts";
import { woundsStateOf } from "./actor.ts";
import { REBUFF } from "./rebuff.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const rebuffPrompts = (): ChatMessage.Implementation[] =>
  game.messages.contents.filter((m) => readPrompt(m)?.reaction === REBUFF);

function attackerCombatant(s: Skirmish): Combatant.Implementation {
  const attacker = need(s.actors, "the actors").attacker;
  return combatantOf(s, attacker, "the attacker's combatant");
}

const apNow = (s: Skirmish): number => apOf(need(woundsStateOf(attackerCombatant(s)), "the attacker's wounds state"));

export const rebuffOffered: SkirmishStep = {
  id: "rebuffOffered",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.rebuffOffered`,
  async run(s) {
    const token = need(s.tokens, "the tokens").target;
    const weaponId = need(s.weaponId, "the weapon");
    const reactor = attackerCombatant(s);
    const step = token.parent?.grid.size ?? 0;
    const home = token.x;
    const offered = rebuffPrompts().length;
    await token.update({ x: home + step });
    await token.update({ x: home });
    await eventually(
      () => rebuffPrompts().length > offered,
      "a Rebuff prompt after the target approached",
      () => rebuffPrompts().length,
    );
    const message = need(rebuffPrompts().at(-1), "the Rebuff prompt");
    const attacks = readPrompt(message)?.reactors.find((r) => r.combatantId === reactor.id)?.attacks ?? [];
    expectEqual(
      "the attacker's weapon offered",
      true,
      attacks.some((a) => a.itemId === weaponId),
    );
    const before = apNow(s);
    await takePromptedReaction(message, need(reactor.id, "the attacker's combatant id"), weaponId, true);
    expectEqual("the AP after the Rebuff", before - apCost(REBUFF, [], woundsOptions()), apNow(s));
    s.card = need(game.messages.contents.filter((m) => m.type === "attack").at(-1), "the Rebuff's card");
    expectEqual("the card's attack is a Rebuff", true, targetRow(s).situation?.choices[REBUFF_TOGGLE]);
  },
};

/**
 * The Harry step of the `wounds` self-check (harry.ts), after the Rebuff: the turns pass to the target, whose club the
 * GM makes a thrown weapon (ranged, 15 yards; the compendium's Bandit carries no ranged weapon), and which declares an
 * attack with it on the attacker standing beside it, inside its Spear's reach: "A creature within reach of your melee
 * weapon attempts to make a ranged weapon attack or check". The GM's client, seeing the card, posts the Harry prompt
 * offering the attacker its spear; taking it pays the reaction's AP and leaves the target Harried ("The target
 * suffers a -2 penalty to any ranged weapon attack or check made this round, including to the triggering effect").
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { readPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../chat/reaction-prompt/render.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { rollAttack } from "../../../flows/attack.ts";
import { eventually, expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsWeaponOf } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsStateOf } from "./actor.ts";
import { HARRY } from "./harry.ts";
import { turnOf } from "./self-check-turn.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

const harryPrompts = (): ChatMessage.Implementation[] =>
  game.messages.contents.filter((m) => readPrompt(m)?.reaction === HARRY);

/** The target's melee weapon, made a thrown one. */
async function thrownWeapon(target: Actor.Implementation): Promise<string> {
  const item = need(
    target.items.find((i) => woundsWeaponOf(i)?.data.kind === "melee"),
    "the target's melee weapon",
  );
  await item.update({ system: { kind: "ranged", range: 15 } });
  return need(item.id, "the thrown weapon's id");
}

export const harryOffered: SkirmishStep = {
  id: "harryOffered",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.harryOffered`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const reactor = combatantOf(s, attacker);
    await turnOf(s, target);
    const thrown = await thrownWeapon(target);
    const token = need(canvas.tokens?.get(need(s.tokens, "the tokens").attacker.id ?? ""), "the attacker's token");
    token.setTarget(true, { releaseOthers: true });
    const offered = harryPrompts().length;
    await rollAttack(target, thrown, { skipDialog: true });
    await eventually(
      () => harryPrompts().length > offered,
      "a Harry prompt after the ranged attack was declared",
      () => harryPrompts().length,
    );
    const message = need(harryPrompts().at(-1), "the Harry prompt");
    const weaponId = need(s.weaponId, "the weapon");
    const weapons = readPrompt(message)?.reactors.find((r) => r.combatantId === reactor.id)?.attacks ?? [];
    expectEqual(
      "the attacker's weapon offered",
      true,
      weapons.some((a) => a.itemId === weaponId),
    );
    const apNow = () => apOf(need(woundsStateOf(reactor), "the attacker's wounds state"));
    const before = apNow();
    await takePromptedReaction(message, need(reactor.id, "the attacker's combatant id"), weaponId, true);
    expectEqual("the AP after the Harry", before - apCost(HARRY, [], woundsOptions()), apNow());
    expectEqual("the target is Harried", true, target.statuses.has("harried"));
  },
};

/**
 * The interrupt step of the `wounds` self-check (interrupt-declared.ts; rules page decision 181): "If you interrupt
 * after an action is declared, that action does not take place and the acting character does not spend its AP cost."
 * The GM puts the target's initiative above the attacker's; on the attacker's turn it declares a Standard Attack with
 * exactly its AP, and before it is rolled the target interrupts with Defend: the attacker has its AP back, the card's
 * row is interrupted (nothing rolled), and the target paid its −2.
 */
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { rollAttack } from "../../../flows/attack.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { targetRow } from "../../../self-check/steps/card.ts";
import { isInterrupted } from "../attack/interrupted.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsStateOf } from "./actor.ts";
import { turnOf } from "./self-check-turn.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

export const interruptCancels: SkirmishStep = {
  id: "interruptCancels",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.interruptCancels`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const fighterOf = (actor: Actor.Implementation) => combatantOf(s, actor);
    const mine = fighterOf(attacker);
    const theirs = fighterOf(target);
    const apOfFighter = (c: Combatant.Implementation) => apOf(need(woundsStateOf(c), "a wounds state"));
    const above = (mine.initiative ?? 0) + 3;
    await theirs.update({ initiative: above });
    await turnOf(s, attacker);
    const attack = apCost("standardAttack", [], woundsOptions());
    await adjustPool(mine, "ap", attack - apOfFighter(mine));
    await adjustPool(theirs, "ap", apCost("defend", [], woundsOptions()) - apOfFighter(theirs));
    const token = need(canvas.tokens?.get(need(s.tokens, "the tokens").target.id ?? ""), "the target on the canvas");
    token.setTarget(true, { releaseOthers: true });
    await rollAttack(attacker, need(s.weaponId, "the weapon"), { skipDialog: true });
    s.card = need(game.messages.contents.filter((m) => m.type === "attack").at(-1), "the attack card");
    expectEqual("the attacker's AP after declaring", 0, apOfFighter(mine));
    const reply = await requestSpend(target, { action: "defend" });
    expectEqual("the target's interrupt", undefined, reply.ok ? undefined : reply.refused);
    expectEqual("the attacker's AP given back", attack, apOfFighter(mine));
    expectEqual("the card's row interrupted", true, isInterrupted(targetRow(s)));
    expectEqual("the row's attack roll", null, targetRow(s).attack);
    expectEqual("the target's initiative after interrupting", above - 2, theirs.initiative);
  },
};

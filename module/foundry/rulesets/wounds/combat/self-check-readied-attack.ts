/**
 * The readied attack and the attack paid across turns, as steps of the `wounds` self-check, through the sheet's flows
 * and the card as a player's clicks would go (rules page decisions 211–213):
 * - `readiedAttackTaken`: "Choose an action. Until you take an action or reaction, you can take the chosen action as a
 *   reaction in response to any event": on its turn the attacker readies a Standard Attack with its weapon (the choice
 *   kept on its combatant); on the target's turn, whatever the two initiatives, the readied attack posts its card at
 *   the attack's AP, no initiative lost, Readied used up;
 * - `readiedAttackSpellTaken`: the same with an attack spell (decisions 241–242): readied on its turn, its plain spend
 *   (no card) refused on the target's turn, then its card posted at the spell's AP and mana, Readied used up;
 * - `attackPaidAcrossTurns`: "continue to spend all AP on each of your subsequent turns until the total cost has been
 *   spent, at which point the action takes effect": a Standard Attack declared one AP short waits for its roll; at the
 *   attacker's next turn start it is paid, its owners are told, and its card is rolled.
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import { adjustPool } from "../../../combat/economy-access.ts";
import { requestSpend } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { rollAttack } from "../../../flows/attack.ts";
import { DECLARED_ATTACK_STEP_ID } from "../../../procedure/steps/declared-attack-roll.ts";
import { expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { pressCardButton, targetRow } from "../../../self-check/steps/card.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";
import { toAttackersTurn } from "../../../self-check/steps/encounter.ts";
import { ROLL_CHOICE } from "../attack/attack-step.ts";
import { woundsOptions } from "../rule-variants.ts";
import { readiedAttackChoices } from "../sheets/ready-click.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { readiedAction, readyAction } from "./readied.ts";
import { CAST_SPELL } from "./cast-action.ts";
import { readyOnItsTurn } from "./self-check-ready.ts";
import { actionName } from "./action-name.ts";
import { escapeText } from "../../../html/escape.ts";
import { turnOf } from "./self-check-turn.ts";

const KEY = `${I18N_ROOT}.Wounds.SelfCheck`;
const ATTACK = "standardAttack";

/**
 * The attacker targets the target's token and attacks with its weapon (or `itemId`) from the sheet (`choices`); the card
 * posted.
 */
async function attackTarget(s: Skirmish, choices = {}, itemId = need(s.weaponId, "the weapon")): Promise<void> {
  const { attacker, target } = need(s.actors, "the actors");
  // A target still Defending from an earlier step would hold the roll for its Defend choice (decision 73).
  await target.toggleStatusEffect("defending", { active: false });
  const token = need(canvas.tokens?.get(need(s.tokens, "the tokens").target.id ?? ""), "the target on the canvas");
  token.setTarget(true, { releaseOthers: true });
  const before = game.messages.contents.filter((m) => m.type === "attack").length;
  await rollAttack(attacker, itemId, { skipDialog: true, choices });
  const cards = game.messages.contents.filter((m) => m.type === "attack");
  expectEqual("a new attack card", before + 1, cards.length);
  s.card = cards.at(-1);
}

export const readiedAttackTaken: SkirmishStep = {
  id: "readiedAttackTaken",
  labelKey: `${KEY}.readiedAttackTaken`,
  async run(s) {
    const { attacker } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const apNow = () => apOf(need(woundsStateOf(combatant), "the attacker's wounds state"));
    const attack = apCost(ATTACK, [], woundsOptions());
    await turnOf(s, attacker);
    await adjustPool(combatant, "ap", apCost("ready", [], woundsOptions()) + attack - apNow());
    const choice = { action: ATTACK, item: need(s.weaponId, "the weapon") } as const;
    const ready = await requestSpend(attacker, { action: readyAction(choice) });
    expectEqual("readying the Standard Attack", undefined, ready.ok ? undefined : ready.refused);
    expectEqual("the choice kept", `${ATTACK}:${choice.item}`, woundsStateOf(combatant)?.readied);
    await turnOf(s, need(s.actors, "the actors").target);
    const apBefore = apNow();
    const initiative = combatant.initiative;
    await attackTarget(s, readiedAttackChoices(ATTACK));
    expectEqual("the AP after the readied attack", apBefore - attack, apNow());
    expectEqual("the initiative after it", initiative, combatant.initiative);
    const readied = isActive(need(woundsEconomyActor(combatant), "the attacker").conditions, "readied");
    expectEqual("Readied used up", false, readied);
  },
};

/** The attacker's race mana and mana as stored (its sheet's bar). */
function manaOf(actor: Actor.Implementation): { readonly raceMana: number; readonly value: number } {
  const data = actor.system as { raceMana?: number; mana?: { value?: number } };
  return { raceMana: need(data.raceMana, "the race mana"), value: need(data.mana?.value, "the mana") };
}

export const readiedAttackSpellTaken: SkirmishStep = {
  id: "readiedAttackSpellTaken",
  labelKey: `${KEY}.readiedAttackSpellTaken`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const before = manaOf(attacker);
    const [spark] =
      (await attacker.createEmbeddedDocuments("Item", [
        { name: "Spark", type: "wounds-ability", system: { kind: "spell", attack: true, ap: 3, mana: 1, damage: 1 } },
      ])) ?? [];
    const choice = { action: CAST_SPELL, item: need(spark?.id, "the Spark") } as const;
    try {
      await attacker.update({ system: { raceMana: Math.max(1, before.raceMana), mana: { value: 1 } } });
      const { combatant, readied, apNow, has, spend } = await readyOnItsTurn(s, choice, CAST_SPELL);
      expectEqual("readying the Spark", undefined, readied);
      await turnOf(s, target);
      await adjustPool(combatant, "ap", 3 - apNow());
      const initiative = combatant.initiative;
      const plain = await spend(readiedAction(choice));
      expectEqual("the readied Spark without its card", `${I18N_ROOT}.Wounds.Refusal.castByItsCard`, plain);
      await attackTarget(s, readiedAttackChoices(CAST_SPELL), choice.item);
      expectEqual("the AP after the readied Spark", 0, apNow());
      expectEqual("the mana after it", 0, manaOf(attacker).value);
      expectEqual("the initiative after it", initiative, combatant.initiative);
      expectEqual("Readied used up", false, has("readied"));
    } finally {
      await attacker.deleteEmbeddedDocuments("Item", [choice.item]);
      await attacker.update({ system: { raceMana: before.raceMana, mana: { value: before.value } } });
    }
  },
};

export const attackPaidAcrossTurns: SkirmishStep = {
  id: "attackPaidAcrossTurns",
  labelKey: `${KEY}.attackPaidAcrossTurns`,
  async run(s) {
    const { attacker } = need(s.actors, "the actors");
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const state = () => need(woundsStateOf(combatant), "the attacker's wounds state");
    await toAttackersTurn(s);
    await adjustPool(combatant, "ap", apCost(ATTACK, [], woundsOptions()) - 1 - apOf(state()));
    await attackTarget(s);
    expectEqual("the AP still owed", 1, state().economy.pending?.remaining);
    const weapon = need(attacker.items.get(need(s.weaponId, "the weapon")), "the weapon item").name;
    const paid = escapeText(
      game.i18n.format(`${I18N_ROOT}.Wounds.Act.attackPaid`, { act: actionName(ATTACK), weapon }),
    );
    const told = () => game.messages.contents.filter((m) => m.content.includes(paid)).length;
    const before = told();
    await need(s.combat, "the combat").nextTurn();
    await toAttackersTurn(s);
    expectEqual("the act after it was paid", undefined, state().economy.pending);
    expectEqual("the owners told the attack is paid", before + 1, told());
    s.dice.set((faces) => Math.max(1, faces - 1));
    try {
      await pressCardButton(s, { action: "step", step: DECLARED_ATTACK_STEP_ID, choice: ROLL_CHOICE });
    } finally {
      s.dice.set(undefined);
    }
    expectThat(targetRow(s).attack !== null, "the paid attack rolled on its card", targetRow(s).attack);
  },
};

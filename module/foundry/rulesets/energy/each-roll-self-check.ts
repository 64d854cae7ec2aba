/**
 * The `energy` self-check's each-roll Advantage steps (rules page decision 122): "Advantage and Disadvantage applies
 * every time you would normally roll the die once". The run plays the world setting's `eachRoll` reading (the GM's
 * choice is put back at cleanup) and the GM Dazes the target ("Disadvantage on all your Defense rolls"). After the
 * attacker's Combat roll of 10, the target's Evasion roll is made on the card one roll of the die at a time: the first
 * keeps the lower of 10 and 10 and bursts, the second keeps the lower of 10 and 2 and stops. The card holds both rolls
 * in one Foundry roll, read back link by link to the Evasion plus 12.
 */
import { readRoll } from "../../chat/attack-card/stored-roll.ts";
import { variantSettingKey } from "../../config/rule-variants.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { expectEqual, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { attackStep, pressCardButton, targetRow } from "../../self-check/steps/card.ts";

const STEP = `${I18N_ROOT}.Energy.SelfCheck`;
const DEFENSE_EDGE = variantSettingKey("energy", "defenseEdge");
const DAZED = "dazed";
/** A d20 shows 10 (no Exposure, no critical); other dice one below their maximum, so nothing explodes. */
const ten = (faces: number): number => (faces === 20 ? 10 : Math.max(1, faces - 1));

const target = (s: Skirmish): Actor.Implementation => need(s.actors, "the actors").target;

const eachRollDazed: SkirmishStep = {
  id: "eachRollDazed",
  labelKey: `${STEP}.eachRollDazed`,
  async run(s) {
    const chosen = game.settings.get(SYSTEM_ID, DEFENSE_EDGE);
    s.tracker.onCleanup(DEFENSE_EDGE, () => game.settings.set(SYSTEM_ID, DEFENSE_EDGE, chosen));
    await game.settings.set(SYSTEM_ID, DEFENSE_EDGE, "eachRoll");
    await target(s).toggleStatusEffect(DAZED, { active: true });
    expectEqual("the target is Dazed", true, target(s).statuses.has(DAZED));
  },
};

const eachRollDefend: SkirmishStep = {
  id: "eachRollDefend",
  labelKey: `${STEP}.eachRollDefend`,
  async run(s) {
    // The d10s of the two rolls of the die, in the order Foundry rolls them: 10 and 10, then 10 and 2.
    const d10s = [10, 10, 10, 2];
    s.dice.set((faces) => (faces === 10 ? (d10s.shift() ?? 1) : Math.max(1, faces - 1)));
    await pressCardButton(s, { action: "step", step: "evasion" });
    s.dice.set(undefined);
    const row = targetRow(s);
    expectEqual("the defense's status", "rolled", row.defense.status);
    const read = need(readRoll(row.defense.roll), "the Evasion roll, read back one roll of the die at a time");
    expectEqual("the faces kept by each roll of the die", "10,2", read.result.groups.map((g) => g.total).join());
    expectEqual("the Evasion roll's total", read.result.modifierTotal + 12, read.result.total);
    await target(s).toggleStatusEffect(DAZED, { active: false });
  },
};

export const EACH_ROLL_SELF_CHECK: readonly SkirmishStep[] = [
  eachRollDazed,
  { ...attackStep(`${STEP}.eachRollAttack`, ten, "pending"), id: "eachRollAttack" },
  eachRollDefend,
];

/**
 * The `energy` self-check's Death roll ("a Death roll every time you are damaged with 0 Aura"): the target's Aura is
 * set to 0, the attacker's Combat roll of 20 is a Critical Hit (no Evasion to wait for), Apply damages the body, and
 * the active GM's client rolls the Death roll by itself after the card's update — a 7, "You suffer a major injury and
 * begin to bleed out" — leaving the target bleeding out and Exhausted. Undo takes both back with the damage.
 */
import { I18N_ROOT } from "../../constants.ts";
import { cardAction } from "../../chat/attack-card/actions.ts";
import { followUpCard } from "../../chat/attack-card/auto-damage.ts";
import { expectEqual, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { attackStep, targetRow } from "../../self-check/steps/card.ts";
import { DAMAGE_STEP_ID } from "../../procedure/steps/damage.ts";
import { DEATH_ROLL_STEP_ID } from "./death-roll.ts";
import { energyActorView } from "./documents.ts";

const STEP = `${I18N_ROOT}.Energy.SelfCheck`;
/** A d20 shows 7 (the Death roll's 5-9 row); other dice one below their maximum, so nothing explodes. */
const deathRollOf7 = (faces: number): number => (faces === 20 ? 7 : Math.max(1, faces - 1));
const twenty = (faces: number): number => faces;

function bleedingOut(s: Skirmish): boolean {
  const { target } = need(s.actors, "the actors");
  return need(energyActorView(target), "the target as an energy creature").source.state.bleedingOut;
}

const exhausted = (s: Skirmish): boolean => need(s.actors, "the actors").target.statuses.has("exhausted");

const zeroAura: SkirmishStep = {
  id: "zeroAura",
  labelKey: `${STEP}.zeroAura`,
  async run(s) {
    await need(s.actors, "the actors").target.update({ system: { aura: { value: 0 } } });
  },
};

const deathRoll: SkirmishStep = {
  id: "deathRoll",
  labelKey: `${STEP}.deathRoll`,
  async run(s) {
    s.dice.set(deathRollOf7);
    const card = need(s.card, "the attack card");
    const reply = await cardAction(card, { action: "step", step: DAMAGE_STEP_ID, row: targetRow(s).key });
    if (!reply.ok) throw new Error(`${DAMAGE_STEP_ID} was refused: ${reply.reason}`);
    // The GM's card follow-up rolls it (chat/attack-card/auto-damage.ts) from the card's update hook; run here as
    // well, it is the same follow-up under the card's lock, and the Death roll must still be on the card once.
    await followUpCard(card);
    s.dice.set(undefined);
    const rolled = (targetRow(s).damage.followUps ?? []).filter((f) => f.stepId === DEATH_ROLL_STEP_ID);
    expectEqual("Death rolls on the card", 1, rolled.length);
    expectEqual("the target is bleeding out after a Death roll of 7", true, bleedingOut(s));
    expectEqual("the target is Exhausted after a Death roll of 7", true, exhausted(s));
  },
};

const deathRollUndone: SkirmishStep = {
  id: "deathRollUndone",
  labelKey: `${STEP}.deathRollUndone`,
  async run(s) {
    const reply = await cardAction(need(s.card, "the attack card"), { action: "undoDamage", row: targetRow(s).key });
    if (!reply.ok) throw new Error(`undo was refused: ${reply.reason}`);
    expectEqual("the target is bleeding out after Undo", false, bleedingOut(s));
    expectEqual("the target is Exhausted after Undo", false, exhausted(s));
  },
};

export const DEATH_ROLL_SELF_CHECK: readonly SkirmishStep[] = [
  zeroAura,
  { ...attackStep(`${STEP}.deathAttack`, twenty, "hit"), id: "deathAttack" },
  deathRoll,
  deathRollUndone,
];

/**
 * The self-check's Feint step (attack/feint.ts): with the attacker's combatant marked as a passed Feint marks it
 * against the target, the attacker's next Strike at the target is planned with the boon ("If your next action is a
 * Strike against the same target, you gain a boon to your Fighting Style test") — a better chance than without — and
 * another primary action (a Dash, on the attacker's turn) spends the Feint, the Strike back to its chance without.
 */
import { markFeint } from "../../../../engine/rulesets/contest/economy/act.ts";
import { isRefusal } from "../../../combat-room.ts";
import { roomOf } from "../../../combat/rooms.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { CONTEST_COMBAT_ROOM } from "../combat-room.ts";
import { contestStateOf, writeContestState } from "./actor.ts";
import { combatantOf } from "./self-check-steps.ts";

/** The attacker's Strike at the target as the sheet and the card plan it: its chance to pass. */
function strikeChance(s: Skirmish): number {
  const actors = need(s.actors, "the actors");
  const item = need(actors.attacker.items.get(need(s.weaponId, "the weapon")), "the attacker's weapon");
  const plan = CONTEST_COMBAT_ROOM.planAttack(actors.attacker, item, actors.target);
  if (isRefusal(plan)) throw new Error(`the Strike is refused: ${plan.refused}`);
  return plan.hitChance;
}

export const feintBoon: SkirmishStep = {
  id: "feintBoon",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.feintBoon`,
  async run(s) {
    const attacker = combatantOf(s, "attacker");
    const target = need(combatantOf(s, "target").id, "the target's combatant id");
    const without = strikeChance(s);
    await writeContestState(attacker, markFeint(need(contestStateOf(attacker), "the attacker's state"), target));
    const feinted = strikeChance(s);
    expectThat(feinted > without, `the Strike's chance with the Feint above ${String(without)}`, feinted);
    const room = need(roomOf(attacker), "the contest combat room");
    expectEqual("the Dash after the Feint", undefined, await room.spend(attacker, { action: "dash" }));
    expectEqual("the Feint after the Dash", undefined, contestStateOf(attacker)?.feint);
    expectEqual("the Strike's chance after the Dash", without, strikeChance(s));
  },
};

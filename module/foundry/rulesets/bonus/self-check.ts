/**
 * `bonus` steps of the in-world self-check: a Road Bandit strikes a Sellsword Captain with its hatchet. The attack
 * spends one of the attacker's two actions; the dice are high without a maximum (no die bursts) so the attack beats
 * Guard, and the Defense reaction rolls ones, so the hit stands and the reaction's Vigor is spent. Damage takes
 * Durability, then Health. Marked as an object, the target is attacked again and hit through the object pipeline
 * (self-check-object.ts). The round's end runs the recovery phase, which gives the spent Vigor back.
 */
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SelfCheckRoom } from "../../self-check/room.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { DEFEND_CHOICE } from "../../procedure/steps/reaction-roll.ts";
import { applyStep, attackStep, defendStep, undoStep, type Harm } from "../../self-check/steps/card.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { bonusActorView } from "./documents.ts";
import { bonusSheetCheck } from "./checks/self-check-check.ts";
import { objectTargetStep } from "./self-check-object.ts";

const STEP = `${I18N_ROOT}.Bonus.SelfCheck`;
const VIGOR_AFTER_DEFENSE = "vigorAfterDefense";

/** One face below the maximum: as high as a die goes without bursting. */
const high = (faces: number): number => Math.max(1, faces - 1);
const ones = (): number => 1;

const durabilityAndHealth: Harm = (actor) => {
  const source = need(bonusActorView(actor), `${actor.name} as a bonus creature`).source;
  return source.durability.value + source.health.value;
};

const actionSpent: SkirmishStep = {
  id: "actionSpent",
  labelKey: `${STEP}.actionSpent`,
  run(s) {
    const actions = poolOf(s, "attacker", "actions");
    expectEqual("the attacker's actions after one attack", actions.max - 1, actions.value);
    return Promise.resolve();
  },
};

const vigorSpent: SkirmishStep = {
  id: "vigorSpent",
  labelKey: `${STEP}.vigorSpent`,
  run(s) {
    const vigor = poolOf(s, "target", "vigor");
    expectThat(
      vigor.value < vigor.max,
      `the target's Vigor after the reaction is below its maximum ${String(vigor.max)}`,
      vigor.value,
    );
    s.notes.set(VIGOR_AFTER_DEFENSE, vigor.value);
    return Promise.resolve();
  },
};

const recoveryPhase: SkirmishStep = {
  id: "recovery",
  labelKey: `${STEP}.recovery`,
  run(s) {
    const spent = Number(s.notes.get(VIGOR_AFTER_DEFENSE));
    const vigor = poolOf(s, "target", "vigor");
    expectThat(vigor.value > spent, `the target's Vigor rose from ${String(spent)} in the recovery phase`, vigor.value);
    return Promise.resolve();
  },
};

export const BONUS_SELF_CHECK: SelfCheckRoom = {
  sheetCheck: bonusSheetCheck,
  attacker: { id: "FCd3QWQkd6Vp6gYq", weapon: "Rusted Hatchet" },
  target: { id: "2bx6W8p01IJqfemu" },
  encounter: [
    attackStep(`${STEP}.attack`, high, "hit"),
    actionSpent,
    defendStep(`${STEP}.defend`, ones, "defense", DEFEND_CHOICE),
    vigorSpent,
    applyStep(`${STEP}.apply`, durabilityAndHealth, high),
    undoStep(`${STEP}.undo`, durabilityAndHealth),
    objectTargetStep(high),
  ],
  afterRound: [recoveryPhase],
};

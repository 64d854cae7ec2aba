/**
 * The `energy` self-check's throw steps (rules page decision 125): "Throwing a weapon is a ranged attack. Weapons
 * without the Thrown property deal half damage when thrown unless the Hit Roll is a natural 20 in which case they deal
 * full damage." In a new Round the attacker throws its paring knife (a Light melee weapon, no Thrown property) as the
 * sheet's Throw button does: the row is a ranged one, its Hit roll a 19 — a Critical Hit with the knife's Precise 1,
 * so it hits whatever the target can still do, but not a natural 20 — and it costs the Ranged Attack's 1 Energy. Its
 * damage is applied halved, the breakdown naming the throw, and Undo takes it back.
 */
import { DAMAGE_STEP_ID } from "../../procedure/steps/damage.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { attackStep, pressCardButton, targetRow } from "../../self-check/steps/card.ts";
import { nextRoundStep } from "../../self-check/steps/encounter.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { isRangedRow } from "./combat-room.ts";
import { ENERGY_MODIFIER_KEYS } from "./situation/catalog.ts";
import { THROW } from "./situation/throw.ts";

const STEP = `${I18N_ROOT}.Energy.SelfCheck`;
/** A d20 shows 19 (a Critical Hit with Precise 1, not a natural 20); other dice one below their maximum. */
const nineteen = (faces: number): number => (faces === 20 ? 19 : Math.max(1, faces - 1));

const thrownRanged: SkirmishStep = {
  id: "throwRanged",
  labelKey: `${STEP}.throwRanged`,
  run(s) {
    const row = targetRow(s);
    expectEqual("the row's throw", true, row.situation?.choices[THROW]);
    expectThat(isRangedRow(row), "the throw rolled a Hit roll", row.attack?.request.label);
    const pool = poolOf(s, "attacker", "energy");
    expectEqual("the attacker's Energy after the throw (a Ranged Attack's 1)", pool.max - 1, pool.value);
    return Promise.resolve();
  },
};

const thrownHalved: SkirmishStep = {
  id: "throwHalved",
  labelKey: `${STEP}.throwHalved`,
  async run(s) {
    await pressCardButton(s, { action: "step", step: DAMAGE_STEP_ID });
    const damage = targetRow(s).damage;
    expectEqual("the damage's status on the card", "applied", damage.status);
    const halving = game.i18n.localize(`${ENERGY_MODIFIER_KEYS}.${THROW}Half`);
    const steps = damage.breakdown?.steps.map((step) => step.source) ?? [];
    expectThat(steps.includes(halving), `the breakdown names "${halving}"`, steps);
    await pressCardButton(s, { action: "undoDamage" });
    expectEqual("the damage's status after Undo", "undone", targetRow(s).damage.status);
  },
};

export const THROW_SELF_CHECK: readonly SkirmishStep[] = [
  // The throw's Energy is counted from a full Round.
  { ...nextRoundStep, id: "nextRoundThrow" },
  { ...attackStep(`${STEP}.throwAttack`, nineteen, "hit", { [THROW]: true }), id: "throwAttack" },
  thrownRanged,
  thrownHalved,
];

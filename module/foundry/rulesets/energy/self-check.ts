/**
 * `energy` steps of the in-world self-check: a Road Thug stabs a Sewer Rat with its paring knife. The
 * Combat roll shows 2 ("1-3 You are Exposed until the end of the next Round", no critical failure), the Evasion
 * roll ones, so the knife's AV beats it; the attack spends Energy. Damage dice high, no explosion: Aura drops. Then
 * the Rat at 0 Aura takes a Critical Hit: the GM's client rolls its Death roll (a 7: "You suffer a major injury and
 * begin to bleed out"), and Undo takes it back with the damage — after a new Round refilled the attacker's Energy
 * for that second attack. The attacker's Exposure (a daughter condition) ends with the Round after; then the attacker
 * Runs and ends the Run early (end-early-self-check.ts), uses an ability at its listed cost (ability-self-check.ts),
 * and hits the target Fully Restrained with no Evasion roll (fully-restrained-self-check.ts); it ignores Slowed for the
 * Round and Shifts with Agility (suppress-self-check.ts); the GM races the attacker against the target on Initiative
 * (race-self-check.ts); in a new Round, the attacker throws its knife for half damage (throw-self-check.ts); after the
 * each-roll Defend, in a last Round, the attacker escapes the target's hold and interrupts it, each on the opposed card
 * (contest-self-check.ts).
 */
import { I18N_ROOT } from "../../constants.ts";
import { eventually, expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SelfCheckRoom } from "../../self-check/room.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { applyStep, attackStep, defendStep, undoStep, type Harm } from "../../self-check/steps/card.ts";
import { DEATH_ROLL_SELF_CHECK } from "./death-roll-self-check.ts";
import { DYING_SELF_CHECK } from "./dying-self-check.ts";
import { END_EARLY_SELF_CHECK } from "./end-early-self-check.ts";
import { ABILITY_SELF_CHECK, ENHANCING_ABILITY_SELF_CHECK } from "./ability-self-check.ts";
import { FULLY_RESTRAINED_SELF_CHECK } from "./fully-restrained-self-check.ts";
import { SUPPRESS_SELF_CHECK } from "./suppress-self-check.ts";
import { RACE_SELF_CHECK } from "./race-self-check.ts";
import { THROW_SELF_CHECK } from "./throw-self-check.ts";
import { EACH_ROLL_SELF_CHECK } from "./each-roll-self-check.ts";
import { CONTEST_SELF_CHECK } from "./contest-self-check.ts";
import { nextRoundStep } from "../../self-check/steps/encounter.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { energyActorView } from "./documents.ts";
import { energySheetCheck } from "./checks/self-check-check.ts";

const STEP = `${I18N_ROOT}.Energy.SelfCheck`;
const EXPOSED = "exposed";

const two = (): number => 2;
const ones = (): number => 1;
/** One face below the maximum: as high as a die goes without exploding. */
const high = (faces: number): number => Math.max(1, faces - 1);

const aura: Harm = (actor) => need(energyActorView(actor), `${actor.name} as an energy creature`).source.aura.value;

const energySpent: SkirmishStep = {
  id: "energySpent",
  labelKey: `${STEP}.energySpent`,
  run(s) {
    const energy = poolOf(s, "attacker", "energy");
    expectThat(
      energy.value < energy.max,
      `the attacker's Energy after the attack is below ${String(energy.max)}`,
      energy.value,
    );
    return Promise.resolve();
  },
};

function exposed(s: Parameters<SkirmishStep["run"]>[0]): boolean {
  return need(s.actors, "the actors").attacker.statuses.has(EXPOSED);
}

const attackerExposed: SkirmishStep = {
  id: "exposed",
  labelKey: `${STEP}.exposed`,
  // The GM's card follow-up sets it (chat/attack-card/auto-damage.ts), after the card's update.
  run: (s) =>
    eventually(
      () => exposed(s),
      "the attacker is Exposed after a Combat roll of 2",
      () => [...need(s.actors, "the actors").attacker.statuses],
    ),
};

const energyRefilled: SkirmishStep = {
  id: "energyRefilled",
  labelKey: `${STEP}.energyRefilled`,
  run(s) {
    const energy = poolOf(s, "attacker", "energy");
    expectEqual("the attacker's Energy at the new Round", energy.max, energy.value);
    expectEqual("the attacker is still Exposed in the next Round", true, exposed(s));
    return Promise.resolve();
  },
};

const exposureEnded: SkirmishStep = {
  id: "exposureEnded",
  labelKey: `${STEP}.exposureEnded`,
  run(s) {
    expectEqual("the attacker is Exposed after the end of the next Round", false, exposed(s));
    return Promise.resolve();
  },
};

export const ENERGY_SELF_CHECK: SelfCheckRoom = {
  sheetCheck: energySheetCheck,
  attacker: { id: "PKTRfRQl9zcAbZez", weapon: "Paring Knife" },
  target: { id: "UsoNAAsoPOZSoNnD" },
  encounter: [
    attackStep(`${STEP}.attack`, two, "pending"),
    energySpent,
    defendStep(`${STEP}.defend`, ones, "evasion"),
    attackerExposed,
    applyStep(`${STEP}.apply`, aura, high),
    undoStep(`${STEP}.undo`, aura),
  ],
  // The Death roll's attack needs the Energy the new Round refilled.
  afterRound: [
    energyRefilled,
    ...DEATH_ROLL_SELF_CHECK,
    { ...nextRoundStep, id: "nextRound2" },
    exposureEnded,
    ...DYING_SELF_CHECK,
    END_EARLY_SELF_CHECK,
    ABILITY_SELF_CHECK,
    ENHANCING_ABILITY_SELF_CHECK,
    // The Fully Restrained attack needs the Energy the ability's use took: a new Round refills it.
    { ...nextRoundStep, id: "nextRound3" },
    ...FULLY_RESTRAINED_SELF_CHECK,
    SUPPRESS_SELF_CHECK,
    RACE_SELF_CHECK,
    ...THROW_SELF_CHECK,
    // The each-roll Defend's attack needs the Energy the throws before it took: a new Round refills it.
    { ...nextRoundStep, id: "nextRound4" },
    ...EACH_ROLL_SELF_CHECK,
    // The escape's 3 Energy and the interrupt's Initiative roll of the Round: a new Round gives both.
    { ...nextRoundStep, id: "nextRound5" },
    ...CONTEST_SELF_CHECK,
  ],
};

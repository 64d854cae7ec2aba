/**
 * The `contest` rule variants as world settings (rule-variants.ts): the world's options (`contestOptions()`, which
 * the card's Strike plan, its defense choices and its maneuver choices pass) change the Strike and Defense tests and
 * the maneuvers a critical win offers, under the engine default and under the other choice.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestPlan } from "../../../module/engine/rulesets/contest/dice/test.ts";
import { COMBAT_RESULTS } from "../../../module/engine/rulesets/contest/tables/combat-results.ts";
import {
  planDefense,
  planStrike,
  strikeProfile,
  type Combatant,
} from "../../../module/foundry/rulesets/contest/combat-roll.ts";
import { maneuverOptions } from "../../../module/foundry/rulesets/contest/maneuvers.ts";
import { contestOptions } from "../../../module/foundry/rulesets/contest/rule-variants.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { armed, knight, longsword, swordOnly } from "./sources.ts";
import { contestWorld } from "./world-fixture.ts";

const setVariant = (key: string, value: string | boolean) => fake().game.settings.set("fray", key, value);

function plan(result: { ok: true; value: TestPlan } | { ok: false }): TestPlan {
  if (!result.ok) throw new Error("refused");
  return result.value;
}

/** The Strike under the Forest Bandit's style, untrained in the knight's full armor (and the longsword: −2). */
function banditStrike(): TestPlan {
  return plan(planStrike(armed, armed, { weapon: longsword, style: 1 }, {}, contestOptions()));
}
const dice = (p: TestPlan) => (p.kind === "roll" ? p.request.groups[0] : undefined);
const values = (p: TestPlan) => (p.kind === "roll" ? p.request.modifiers.map((m) => m.value) : []);

beforeEach(async () => {
  await contestWorld();
}, 30_000);

// The fake keeps world settings between worlds: give the next test the engine's defaults back.
afterEach(async () => {
  await setVariant("contest-untrainedArmor", "bane");
  await setVariant("contest-bodyManeuversNeedReach", true);
});

describe("untrainedArmor: the seed's two sentences on untrained armor", () => {
  it('"bane" (default): "Using armor with which you are untrained in imposes bane" — two d20s, the lowest counts', () => {
    expect(dice(banditStrike())).toMatchObject({ count: 2, keep: { mode: "lowest", count: 1 } });
    expect(values(banditStrike()).filter((v) => v === -2)).toHaveLength(1); // the untrained longsword only
  });

  it('"penalty": "weapons or armor not included in your Fighting Style imposes a -2 penalty" — one d20, −2 more', async () => {
    await setVariant("contest-untrainedArmor", "penalty");
    expect(dice(banditStrike())).toMatchObject({ count: 1 });
    expect(values(banditStrike()).filter((v) => v === -2)).toHaveLength(2);
  });

  it("the defender's Dodge reads it too: bane by default, −2 under the penalty", async () => {
    const bandit: Combatant = { ...armed, source: { ...knight, styles: knight.styles.slice(1) } };
    const dodge = () => plan(planDefense(bandit, strikeProfile(longsword), "dodge", {}, contestOptions()));
    expect(dice(dodge())).toMatchObject({ count: 2, keep: { mode: "lowest", count: 1 } });
    await setVariant("contest-untrainedArmor", "penalty");
    expect(dice(dodge())).toMatchObject({ count: 1 });
    expect(values(dodge())).toContain(-2);
  });
});

describe("bodyManeuversNeedReach: Bash, Disarm, Push and Trip on a critical win at range", () => {
  const win = COMBAT_RESULTS.defenderCritical;
  const strike = strikeProfile(longsword);

  it("on (default): a loser out of reach leaves only Brace and Feint", () => {
    expect(maneuverOptions(win, strike, swordOnly, armed, false, contestOptions())).toEqual(["brace", "feint"]);
  });

  it('off: "the winner can attempt a maneuver against the loser" wherever it stands', async () => {
    await setVariant("contest-bodyManeuversNeedReach", false);
    expect(maneuverOptions(win, strike, swordOnly, armed, false, contestOptions())).toEqual(
      expect.arrayContaining(["disarm", "push", "trip"]),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { EncounterOdds } from "../../../module/engine/sim/odds.ts";
import { sideOf } from "../../../module/foundry/simulation/sides.ts";
import { oddsProgressView, oddsResultView } from "../../../module/foundry/simulation/view.ts";

/** Shows each key with its data, so the test reads which text and which numbers were chosen. */
const i18n = {
  localize: (key: string) => key,
  format: (key: string, data: Record<string, string | number>) => `${key} ${JSON.stringify(data)}`,
};

describe("simulation sides", () => {
  it("puts player-owned actors in the party and the rest among the foes, unless the GM flipped them", () => {
    expect(sideOf({ playerOwned: true, flipped: false })).toBe("party");
    expect(sideOf({ playerOwned: false, flipped: false })).toBe("foes");
    expect(sideOf({ playerOwned: true, flipped: true })).toBe("foes");
    expect(sideOf({ playerOwned: false, flipped: true })).toBe("party");
  });
});

const ODDS: EncounterOdds = {
  fights: 300,
  seed: 99,
  cancelled: true,
  win: { p: 0.625, low: 0.5687, high: 0.678 },
  drawRate: 0.01,
  expectedRounds: 4.26,
  expectedDown: 1.2,
  members: [
    { id: "a", name: "Vera", downChance: 0.333, mostLikelyBy: { id: "w1", name: "Wolf 1", chance: 0.2 } },
    { id: "b", name: "Bran", downChance: 0 },
  ],
  assumptions: ["English sentence the window does not show"],
};

describe("the encounter-odds result view", () => {
  const view = oddsResultView(i18n, ODDS, 1000, { leftOut: ["Crate"], assumptions: ["KEY.one", "KEY.two"] });

  it("states the win chance with its 95 % interval in whole percent, the rounds and the draws", () => {
    expect(view.headline).toBe('FRAY.Simulation.win {"win":"63"}');
    expect(view.interval).toBe('FRAY.Simulation.interval {"low":"57","high":"68"}');
    expect(view.rounds).toBe('FRAY.Simulation.rounds {"rounds":"4.3"}');
    expect(view.draws).toBe('FRAY.Simulation.draws {"draws":"1"}');
  });

  it("says how many fights of how many were played when cancelled, and the seed to reproduce them", () => {
    expect(view.fights).toBe('FRAY.Simulation.fightsCancelled {"fights":300,"total":1000}');
    expect(view.seed).toBe(99);
    const done = oddsResultView(i18n, { ...ODDS, cancelled: false }, 300, { leftOut: [], assumptions: [] });
    expect(done.fights).toBe('FRAY.Simulation.fights {"fights":300}');
    expect(done.leftOut).toBeUndefined();
  });

  it("gives each party member's chance to go down and the foe most likely to cause it", () => {
    expect(view.members).toEqual([
      {
        name: "Vera",
        down: 'FRAY.Simulation.chance {"chance":"33"}',
        culprit: 'FRAY.Simulation.culprit {"name":"Wolf 1","chance":"20"}',
      },
      { name: "Bran", down: 'FRAY.Simulation.chance {"chance":"0"}', culprit: "FRAY.Simulation.noCulprit" },
    ]);
  });

  it("shows the room's localized assumptions, not the engine's English, and who was left out", () => {
    expect(view.assumptions).toEqual(["KEY.one", "KEY.two"]);
    expect(view.leftOut).toBe('FRAY.Simulation.leftOut {"names":"Crate"}');
  });

  it("reports progress as fights done of the total", () => {
    expect(oddsProgressView(i18n, { done: 200, total: 1000 })).toEqual({
      text: 'FRAY.Simulation.progress {"done":200,"total":1000}',
      done: 200,
      total: 1000,
    });
  });
});

import { describe, expect, it } from "vitest";
import { BONUS_SIM } from "../../../module/engine/rulesets/bonus/sim/index.ts";
import { encounterOdds } from "../../../module/engine/sim/odds.ts";
import type { OddsJob } from "../../../module/foundry/simulation/protocol.ts";
import { inThreadChannel, startOddsJob } from "../../../module/foundry/simulation/start.ts";
import { bonusGear, bonusGroup, bonusParty } from "../../../scripts/balance/bonus.ts";
import { readPackSources } from "../../../scripts/balance/sources.ts";

const wolf = readPackSources("bonus-monsters").map((f) => f.doc)[0];
if (!wolf) throw new Error("no bonus monster");
const party = bonusParty(bonusGear());
const foes = bonusGroup(wolf);
const job = (seed: number, fights = 200): OddsJob => ({ ruleset: "bonus", party, foes, fights, seed });

describe("the encounter-odds job through the worker protocol (in-thread channel, the same handler as the worker)", () => {
  it("gives the engine's odds for the same fighters and seed, with progress after every chunk", async () => {
    const seen: number[] = [];
    const odds = await startOddsJob(job(7), (p) => seen.push(p.done), inThreadChannel()).result;
    expect(seen).toEqual([100, 200]);
    expect(odds).toEqual(await encounterOdds(BONUS_SIM, { party, foes }, { fights: 200, seed: 7 }));
    expect(odds.fights).toBe(200);
    expect(odds.cancelled).toBe(false);
  });

  it("is reproducible by seed, also after the fighters cross a structured clone", async () => {
    const first = await startOddsJob(job(42), () => undefined, inThreadChannel()).result;
    const cloned = structuredClone(job(42));
    const again = await startOddsJob(cloned, () => undefined, inThreadChannel()).result;
    expect(again).toEqual(first);
  });

  it("stops at the next chunk on cancel and answers with the fights played so far", async () => {
    const running = startOddsJob(
      job(1, 1000),
      (p) => {
        if (p.done === 100) running.cancel();
      },
      inThreadChannel(),
    );
    const odds = await running.result;
    expect(odds.cancelled).toBe(true);
    expect(odds.fights).toBe(100);
    // The same tally as a run of only those 100 fights, which was not cancelled.
    expect({ ...odds, cancelled: false }).toEqual(
      await encounterOdds(BONUS_SIM, { party, foes }, { fights: 100, seed: 1 }),
    );
  });
});

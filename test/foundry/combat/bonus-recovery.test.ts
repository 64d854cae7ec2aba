import { beforeEach, describe, expect, it } from "vitest";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight, combatantOf } from "./fixture.ts";

let w: LoopWorld;
let combat: FakeCombat;

const creature = (a: { system: unknown }) =>
  a.system as {
    vigor: { value: number };
    state: { winded: boolean; shockRoundsLeft: number | null; dead: boolean };
  };

/** Ends round 1: both turns end, then the recovery phase runs on the GM's client. */
async function endRoundOne(): Promise<void> {
  await combat.nextTurn();
  await combat.nextTurn();
}

beforeEach(async () => {
  ({ w, combat } = await bonusFight());
});

describe("bonus recovery phase at the end of each round, applied by the GM with a chat summary", () => {
  it("'You'll recover 1 point of Vigor for every 5 points of Stamina' (Stamina 10: +2)", async () => {
    await w.brute.update({ system: { stamina: 10, vigor: { value: 10 } } });
    await endRoundOne();
    expect(creature(w.brute).vigor.value).toBe(12);
    const content = [...w.messages.values()].at(-1)?.content ?? "";
    expect(content).toContain("End of round 1: recovery phase");
    expect(content).toContain("<strong>Brute</strong>: +2 Vigor");
  });

  it("Winded 'remains until you recover at least 5 points of Vigor' (Stamina 25: +5 ends it)", async () => {
    await w.brute.update({ system: { stamina: 25, vigor: { value: 0 }, state: { winded: true } } });
    await endRoundOne();
    expect(creature(w.brute)).toMatchObject({ vigor: { value: 5 }, state: { winded: false } });
  });

  it("Shock 'will die in a number rounds equal to your Stamina score': the last round runs out, the creature dies", async () => {
    await w.brute.update({ system: { health: { value: 0 }, state: { shockRoundsLeft: 1 } } });
    await endRoundOne();
    expect(creature(w.brute).state).toMatchObject({ dead: true, shockRoundsLeft: null });
    expect(combatantOf(combat, w.brute).defeated).toBe(true);
    expect([...w.messages.values()].at(-1)?.content).toContain("<strong>Brute</strong>: dies of Shock");
  });

  it("stepping a round back and forward again does not recover twice", async () => {
    await w.brute.update({ system: { stamina: 10, vigor: { value: 10 } } });
    await endRoundOne();
    await combat.previousRound();
    await combat.nextRound();
    expect(creature(w.brute).vigor.value).toBe(12);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { expiryFlag, type FrayBoundary } from "../../../module/foundry/combat/expiry.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { energyWorld } from "../energy/world-fixture.ts";
import { bonusFight, createCombat } from "./fixture.ts";

/** An effect on `actor` ending at `boundary` of the combat as it stands now; returns its id. */
function effectUntil(combat: FakeCombat, actor: FakeActor, boundary: FrayBoundary): string {
  const flags = expiryFlag(boundary, combat, actor);
  return actor.effects.create({ name: boundary, statuses: ["prone"], flags }).id;
}

const has = (actor: FakeActor, id: string): boolean => actor.effects.get(id) !== undefined;

describe("bonus: effects end at their boundary, expired by the Combat sub-type", () => {
  let w: LoopWorld;
  let combat: FakeCombat;
  beforeEach(async () => {
    ({ w, combat } = await bonusFight());
  });

  it("'until the end of the Round' ends at this round's end; 'until the end of the next Round' at the next one's", async () => {
    const thisRound = effectUntil(combat, w.brute, "endOfRound");
    const nextRound = effectUntil(combat, w.brute, "endOfNextRound");
    await combat.nextTurn();
    expect([has(w.brute, thisRound), has(w.brute, nextRound)]).toEqual([true, true]);
    await combat.nextTurn();
    expect([has(w.brute, thisRound), has(w.brute, nextRound)]).toEqual([false, true]);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(has(w.brute, nextRound)).toBe(false);
  });

  it("Defend's 'until the beginning of your next turn' ends when the holder's next turn starts, not before", async () => {
    const defending = effectUntil(combat, w.aldo, "untilYourNextTurn");
    await combat.nextTurn();
    expect(has(w.aldo, defending)).toBe(true);
    await combat.nextTurn();
    expect(has(w.aldo, defending)).toBe(false);
  });

  it("reads the outcome conditions' {boundary, round} flag too, and leaves effects without a Fray end alone", async () => {
    const outcome = w.brute.effects.create({
      name: "Exposed",
      statuses: ["prone"],
      flags: { fray: { expiry: { boundary: "endOfRound", round: 1 } } },
    }).id;
    const lasting = w.brute.effects.create({ name: "Lasting", statuses: ["prone"] }).id;
    await combat.nextTurn();
    await combat.nextTurn();
    expect([has(w.brute, outcome), has(w.brute, lasting)]).toEqual([false, true]);
  });

  it("out of combat an effect gets no end (nothing ticks)", async () => {
    await combat.update({ round: 0, turn: null });
    expect(expiryFlag("endOfRound", combat)).toEqual({});
  });
});

describe("energy: turnless rounds expire round boundaries", () => {
  it("Exposed 'until the end of the next Round' from a crit survives one round end and goes at the next", async () => {
    const w = await energyWorld();
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    const exposed = effectUntil(combat, w.ogre, "endOfNextRound");
    await combat.nextRound();
    expect(has(w.ogre, exposed)).toBe(true);
    await combat.nextRound();
    expect(has(w.ogre, exposed)).toBe(false);
  });
});

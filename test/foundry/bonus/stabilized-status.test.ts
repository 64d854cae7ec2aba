/**
 * `bonus` Stabilized from the token HUD is the state the rules read (issue 22: "a status and the state it stands for
 * must be one thing"): "A creature in shock can be stabilized … If you are stabilized, you remain unconscious until
 * you recover at least 1 point of health" — and the Shock countdown ("will die in a number rounds equal to your
 * Stamina score") stops.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { registerStoredStatuses } from "../../../module/foundry/effects/stored-statuses.ts";
import { BONUS_STATUS_ROOM } from "../../../module/foundry/rulesets/bonus/effects/status-room.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight } from "../combat/fixture.ts";

type StoredState = { stamina: number; state: { shockRoundsLeft: number | null; stabilized: boolean; dead: boolean } };
const brute = () => w.brute.system as unknown as StoredState;
/** The hooks run after the change and are not awaited (v13): let their work finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

let w: LoopWorld;
let combat: FakeCombat;

async function endRoundOne(): Promise<void> {
  await combat.nextTurn();
  await combat.nextTurn();
}

beforeEach(async () => {
  ({ w, combat } = await bonusFight());
  registerStoredStatuses(BONUS_STATUS_ROOM.stored ?? {});
  w.as(w.gm);
  await w.brute.update({ system: { health: { value: 0 }, state: { shockRoundsLeft: 1 } } });
  await settled();
});

describe("Stabilized toggled from the token HUD", () => {
  it("on a creature in Shock: stabilized, and the last round of Shock runs out without killing it", async () => {
    await w.brute.toggleStatusEffect("stabilized");
    await settled();
    expect(brute().state).toMatchObject({ stabilized: true, shockRoundsLeft: null });
    await endRoundOne();
    expect(brute().state.dead).toBe(false);
  });

  it("off again: back in Shock, the countdown from the Stamina score", async () => {
    await w.brute.toggleStatusEffect("stabilized");
    await settled();
    await w.brute.toggleStatusEffect("stabilized", { active: false });
    await settled();
    expect(brute().state).toMatchObject({ stabilized: false, shockRoundsLeft: Math.max(0, brute().stamina) });
  });

  it("on a creature not in Shock: refused, and the status taken back", async () => {
    await w.brute.update({ system: { health: { value: 5 }, state: { shockRoundsLeft: null } } });
    await settled();
    await w.brute.toggleStatusEffect("stabilized");
    await settled();
    expect(brute().state.stabilized).toBe(false);
    expect(w.brute.statuses.has("stabilized")).toBe(false);
    expect(w.warnings).toContain("Only a creature in Shock can be Stabilized.");
  });
});

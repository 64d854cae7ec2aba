import { beforeEach, describe, expect, it } from "vitest";
import { setCondition } from "../../../module/foundry/effects/apply-outcome.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { createCombat } from "../combat/fixture.ts";
import { aliceAttacksBrute, bruteTakesTheHit, loopWorld, type LoopWorld } from "./world-fixture.ts";

let w: LoopWorld;

beforeEach(async () => {
  w = await loopWorld();
  await fake().game.settings.set("fray", "ruleset", "bonus");
  configureStatusEffects("bonus");
});

describe("conditions set when damage is applied, and taken back by Undo (bonus)", () => {
  it('"When your Health is reduced to 0, you lose consciousness": the Brute is set Unconscious; Undo removes it', async () => {
    w.as(w.gm);
    await w.brute.update({ system: { durability: { value: 0 }, health: { value: 3 } } });
    const card = await aliceAttacksBrute(w);
    await bruteTakesTheHit(w, card);
    w.dice(6, 5, 3);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
    expect([...w.brute.statuses]).toContain("unconscious");
    w.as(w.gm);
    const undo = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(undo, w.gm as never)).toEqual({ ok: true });
    expect([...w.brute.statuses]).not.toContain("unconscious");
  });

  it("a hit that leaves the creature standing sets nothing", async () => {
    const card = await aliceAttacksBrute(w, [15, 5, 5]);
    await bruteTakesTheHit(w, card);
    w.dice(6, 5, 3);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
    expect([...w.brute.statuses]).toEqual([]);
  });
});

describe("durations: an outcome condition carries the Combat sub-type's expiry flag", () => {
  it('in a started combat, "until the end of the next Round" from round 1 ends at the end of round 2', async () => {
    const combat = await createCombat("energy", [w.aldo, w.brute]);
    await combat.startCombat();
    configureStatusEffects("energy");
    const id = await setCondition(w.aldo as never, "exposed", "endOfNextRound");
    const effect = w.aldo.effects.get(id ?? "");
    expect(effect?.flags.fray).toEqual({ expiry: { kind: "roundEnd", round: 2 } });
  });

  it("outside combat it lasts until removed (no round ticks), and a second application adds nothing", async () => {
    configureStatusEffects("energy");
    const id = await setCondition(w.aldo as never, "exposed", "endOfRound");
    expect(w.aldo.effects.get(id ?? "")?.flags).toEqual({});
    expect(await setCondition(w.aldo as never, "exposed", "endOfRound")).toBeNull();
  });
});

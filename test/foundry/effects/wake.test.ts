/**
 * Waking ends the Unconscious that damage set (issue 9): the effect our outcome code creates carries the mark
 * `flags.fray.outcome = "damage"`; when the creature's tracks say it is awake again the active GM deletes it. One an
 * effect the GM set by hand stays (docs/rules/bonus.md and energy.md; contest's decision 36).
 */
import { describe, expect, it } from "vitest";
import { setDamageConditions } from "../../../module/foundry/effects/apply-outcome.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { loopWorld } from "../chat/world-fixture.ts";
import { createCombat } from "../combat/fixture.ts";
import { contestWorld } from "../contest/world-fixture.ts";
import { energyWorld } from "../energy/world-fixture.ts";

type EnergyState = { stamina: { value: number }; state: { unconscious: string | null } };
const energyState = (a: FakeActor) => a.system as unknown as EnergyState;
const unconsciousEffect = (a: FakeActor) => a.effects.contents.find((e) => e.statuses.has("unconscious"));
/** The `updateActor` hook runs after the update and is not awaited (v13): let its work finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Vera knocked out at 0 Stamina by damage, as the damage pipeline leaves her. */
async function knockedOutVera() {
  const w = await energyWorld();
  configureStatusEffects("energy");
  await w.vera.update({ system: { stamina: { value: 0 }, state: { unconscious: "stamina" } } });
  await setDamageConditions("energy", w.vera as never);
  await settled();
  return w;
}

describe("energy: 'you wake up and have 1 Stamina' — and the Unconscious effect goes", () => {
  it("'Dropping to 0 Stamina will immediately result in unconsciousness': the effect is marked as damage's", async () => {
    const w = await knockedOutVera();
    expect(unconsciousEffect(w.vera)?.flags.fray).toEqual({ outcome: "damage" });
    expect(w.vera.statuses.has("unconscious")).toBe(true);
  });

  it("'You roll a 1d20 each Round until you get a 20': a 7 keeps the effect, a 20 removes it", async () => {
    const w = await knockedOutVera();
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    w.dice(7);
    await combat.nextRound();
    expect(unconsciousEffect(w.vera)).toBeDefined();
    w.dice(20);
    await combat.nextRound();
    expect(energyState(w.vera)).toMatchObject({ stamina: { value: 1 }, state: { unconscious: null } });
    expect(unconsciousEffect(w.vera)).toBeUndefined();
    expect(w.vera.statuses.has("unconscious")).toBe(false);
  });

  it("decision 46, 'regaining Stamina from 0 by other means ends a Stamina knock-out': the GM heals by hand", async () => {
    const w = await knockedOutVera();
    await w.vera.update({ system: { stamina: { value: 3 } } });
    await settled();
    expect(energyState(w.vera).state.unconscious).toBeNull();
    expect(unconsciousEffect(w.vera)).toBeUndefined();
  });

  it("a creature still out for another cause (asleep) keeps the effect when its Stamina rises", async () => {
    const w = await knockedOutVera();
    await w.vera.update({ system: { state: { unconscious: "sleep" } } });
    await w.vera.update({ system: { stamina: { value: 3 } } });
    await settled();
    expect(energyState(w.vera).state.unconscious).toBe("sleep");
    expect(unconsciousEffect(w.vera)).toBeDefined();
  });

  it("an Unconscious the GM set by hand is not damage's: it stays when the creature heals", async () => {
    const w = await energyWorld();
    configureStatusEffects("energy");
    await w.vera.toggleStatusEffect("unconscious", { active: true });
    await w.vera.update({ system: { stamina: { value: 0 }, state: { unconscious: "stamina" } } });
    expect(await setDamageConditions("energy", w.vera as never)).toEqual([]); // already there: left as it is
    await w.vera.update({ system: { stamina: { value: 3 } } });
    await settled();
    expect(unconsciousEffect(w.vera)?.flags.fray).toBeUndefined();
    expect(w.vera.statuses.has("unconscious")).toBe(true);
  });
});

describe("bonus: 'you remain unconscious until you recover at least 1 point of health'", () => {
  async function knockedOutAldo() {
    const w = await loopWorld();
    configureStatusEffects("bonus");
    await w.aldo.update({ system: { health: { value: 0 } } });
    await setDamageConditions("bonus", w.aldo as never);
    await settled();
    return w;
  }

  it("'When your Health is reduced to 0, you lose consciousness': marked as damage's, kept at 0 Health", async () => {
    const w = await knockedOutAldo();
    expect(unconsciousEffect(w.aldo)?.flags.fray).toEqual({ outcome: "damage" });
    await w.aldo.update({ system: { vigor: { value: 3 } } });
    await settled();
    expect(unconsciousEffect(w.aldo)).toBeDefined();
  });

  it("Health healed by hand to 1 ends it", async () => {
    const w = await knockedOutAldo();
    await w.aldo.update({ system: { health: { value: 1 } } });
    await settled();
    expect(unconsciousEffect(w.aldo)).toBeUndefined();
    expect(w.aldo.statuses.has("unconscious")).toBe(false);
  });

  it("only the active GM's client writes: a player's client leaves it to the GM's", async () => {
    const w = await knockedOutAldo();
    w.as(w.alice);
    await w.aldo.update({ system: { health: { value: 1 } } });
    await settled();
    expect(unconsciousEffect(w.aldo)).toBeDefined();
  });
});

describe("contest: 'Your Health Pool determines how many points of damage you can take before being knocked unconscious'", () => {
  async function knockedOutBrute() {
    const w = await contestWorld();
    await w.brute.update({ system: { health: { value: 0 } } });
    await setDamageConditions("contest", w.brute as never);
    await settled();
    return w;
  }

  it("at 0 Health: Unconscious marked as damage's, and Prone (decision 36)", async () => {
    const w = await knockedOutBrute();
    expect(unconsciousEffect(w.brute)?.flags.fray).toEqual({ outcome: "damage" });
    expect(w.brute.statuses.has("prone")).toBe(true);
  });

  it("Health raised by hand above 0 ends Unconscious; the creature stays prone", async () => {
    const w = await knockedOutBrute();
    await w.brute.update({ system: { health: { value: 4 } } });
    await settled();
    expect(unconsciousEffect(w.brute)).toBeUndefined();
    expect(w.brute.statuses.has("unconscious")).toBe(false);
    expect(w.brute.statuses.has("prone")).toBe(true);
  });

  it("an Unconscious the GM set by hand stays when Health rises", async () => {
    const w = await contestWorld();
    await w.brute.toggleStatusEffect("unconscious", { active: true });
    await w.brute.update({ system: { health: { value: 15 } } });
    await settled();
    expect(w.brute.statuses.has("unconscious")).toBe(true);
  });
});

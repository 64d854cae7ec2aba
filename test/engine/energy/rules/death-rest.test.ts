import { describe, expect, it } from "vitest";
import { applyEnergyDamage } from "../../../../module/engine/rulesets/energy/damage/apply.ts";
import { applyDeathRoll, applyDeathSave } from "../../../../module/engine/rulesets/energy/damage/death.ts";
import { gainAura, spendRecoverySurge } from "../../../../module/engine/rulesets/energy/damage/heal.ts";
import { longRest, shortRest } from "../../../../module/engine/rulesets/energy/damage/rest.ts";
import { applyWakeRoll, knockOut, wakeUp } from "../../../../module/engine/rulesets/energy/damage/unconscious.ts";
import { energyAtBoundary } from "../../../../module/engine/rulesets/energy/economy/boundary.ts";
import { conditionsInForce } from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { actor, combatant } from "../fixtures.ts";

describe("Death rolls", () => {
  it('">=20 … just a scratch or bruise. Nothing."', () => {
    const out = applyDeathRoll(actor({ aura: 0 }), 20, 1);
    expect(out.row.result).toBe("scratch");
    expect(conditionsInForce(out.actor).size).toBe(0);
  });

  it('"15-19 … You are Exhausted until the end of the next Round."', () => {
    const out = applyDeathRoll(actor({ aura: 0 }), 16, 1);
    const end1 = energyAtBoundary(out.actor, combatant(), { kind: "roundEnd", round: 1 });
    expect(conditionsInForce(end1.actor).has("exhausted")).toBe(true);
    expect(energyAtBoundary(end1.actor, combatant(), { kind: "roundEnd", round: 2 }).expired).toEqual(["exhausted"]);
  });

  it('"10-14 … You are Exhausted until your next Short Rest."', () => {
    const out = applyDeathRoll(actor({ aura: 0 }), 12, 1);
    const later = energyAtBoundary(out.actor, combatant(), { kind: "roundEnd", round: 9 });
    expect(conditionsInForce(later.actor).has("exhausted")).toBe(true);
    const rested = shortRest(later.actor, { minutes: 5, surges: 0 });
    expect(conditionsInForce(rested.actor).has("exhausted")).toBe(false);
    expect(rested.log.conditionsEnded).toEqual(["exhausted"]);
  });

  it('"5-9 … You suffer the effects of rolling a 10-14. You also must make a Death Save at the beginning of every Round"', () => {
    const out = applyDeathRoll(actor({ aura: 0 }), 7, 1);
    expect(out.actor.creature.bleedingOut).toBe(true);
    expect([...conditionsInForce(out.actor)].sort()).toEqual(["bleedingOut", "exhausted"]);
    expect(energyAtBoundary(out.actor, combatant(), { kind: "roundStart", round: 2 }).due).toEqual(["deathSave"]);
  });

  it('"2-4 … You suffer the effects of rolling a 5-9. You also fall unconscious."', () => {
    const out = applyDeathRoll(actor({ aura: 0 }), 3, 1);
    expect(out.actor.creature).toMatchObject({ bleedingOut: true, unconscious: "dying" });
    expect([...conditionsInForce(out.actor)].sort()).toEqual([
      "bleedingOut",
      "exhausted",
      "exposed",
      "unconscious",
      "unguarded",
    ]);
  });

  it('"<=1 You die. Yeah, you\'re dead."', () => {
    const out = applyDeathRoll(actor({ aura: 0, bleedingOut: true }), 1, 1);
    expect(out.actor.creature.dead).toBe(true);
    expect([...conditionsInForce(out.actor)]).toEqual(["dead"]);
  });
});

describe("Death Saves", () => {
  const bleeding = actor({ aura: 0, bleedingOut: true });

  it('">=20 You are Stabilized and longer have to make Death Saves."', () => {
    const out = applyDeathSave(bleeding, 20, 2);
    expect(out.ok && out.state.actor.creature.bleedingOut).toBe(false);
  });

  it('"5-19 You continue to bleed out"; "2-4 You fall unconscious, if not already unconscious"; "<=1 You die."', () => {
    const on = applyDeathSave(bleeding, 12, 2);
    expect(on.ok && on.state.actor.creature.bleedingOut).toBe(true);
    const out = applyDeathSave(bleeding, 3, 2);
    expect(out.ok && out.state.actor.creature.unconscious).toBe("dying");
    const asleep = applyDeathSave(actor({ aura: 0, bleedingOut: true, unconscious: "sleep" }), 3, 2);
    expect(asleep.ok && asleep.state.actor.creature.unconscious).toBe("sleep");
    const dead = applyDeathSave(bleeding, 1, 2);
    expect(dead.ok && dead.state.actor.creature.dead).toBe(true);
  });

  it('"You only ever make one Death Save per Round"; only the bleeding make them', () => {
    const first = applyDeathSave(bleeding, 10, 2);
    if (!first.ok) throw new Error(first.reason.message);
    expect(applyDeathSave(first.state.actor, 10, 2).ok).toBe(false);
    expect(applyDeathSave(first.state.actor, 10, 3).ok).toBe(true);
    expect(applyDeathSave(actor(), 10, 2).ok).toBe(false);
  });

  it('"A creature can be stabilized by gaining Aura."', () => {
    const healed = gainAura(bleeding, 3);
    expect(healed).toMatchObject({ gained: 3, stabilized: true });
    expect(healed.actor.creature.bleedingOut).toBe(false);
  });
});

describe("waking up", () => {
  it('Stamina loss: "roll a 1d20 each Round until you get a 20 … wake up and have 1 Stamina"', () => {
    const out = actor({ stamina: 0, unconscious: "stamina" });
    const miss = applyWakeRoll(out, 19);
    expect(miss.ok && miss.state.woke).toBe(false);
    const woke = applyWakeRoll(out, 20);
    expect(woke.ok && woke.state.actor.creature).toMatchObject({ stamina: 1 });
    expect(woke.ok && woke.state.actor.creature.unconscious).toBeUndefined();
  });

  it('Non-Lethal: "roll a 1d20 each Round until you get a 20, in which case you wake up"', () => {
    const woke = applyWakeRoll(actor({ stamina: 4, unconscious: "nonLethal" }), 20);
    expect(woke.ok && woke.state.actor.creature.stamina).toBe(4);
  });

  it('Death Rolls/Saves: "It is up to the GM to decide when you awaken" — no roll; the GM wakes them', () => {
    const dying = actor({ unconscious: "dying" });
    expect(applyWakeRoll(dying, 20).ok).toBe(false);
    expect(wakeUp(dying).creature.unconscious).toBeUndefined();
    expect(wakeUp(actor({ stamina: 0, unconscious: "dying" })).creature.unconscious).toBe("stamina");
    expect(knockOut(dying, "sleep").creature.unconscious).toBe("dying");
    expect(knockOut(actor(), "sleep").creature.unconscious).toBe("sleep");
  });
});

const nonLethalHit = { amount: 3, source: "Club", armorHit: false, armorRating: 0, nonLethal: true };

describe("resting", () => {
  it('Short Rest, "Every 5 minutes": "You regain all your Stamina"; "You may spend 1 Recovery Surge to regain Aura"', () => {
    const tired = actor({ stamina: 2, aura: 10, recoverySurges: 5 });
    const out = shortRest(tired, { minutes: 12, surges: 3 });
    expect(out.log).toMatchObject({
      blocks: 2,
      stamina: 10,
      surgesSpent: 2,
      aura: 6,
      shortRestAbilities: true,
      armorRepair: false,
    });
    expect(out.actor.creature).toMatchObject({ stamina: 12, aura: 16, recoverySurges: 3 });
  });

  it('"During a Short Rest you may spend 15 minutes to fix Broken armor"; under 5 minutes does nothing', () => {
    expect(shortRest(actor(), { minutes: 15, surges: 0 }).log.armorRepair).toBe(true);
    expect(shortRest(actor({ stamina: 1 }), { minutes: 4, surges: 1 }).actor.creature.stamina).toBe(1);
  });

  it('"Once depleted, your Aura can restore itself, but only so much each day": Surges run out, Aura stops at its Strength', () => {
    const out = shortRest(actor({ aura: 23, recoverySurges: 1 }), { minutes: 30, surges: 6 });
    expect(out.log.surgesSpent).toBe(1);
    expect(out.actor.creature.aura).toBe(24);
    expect(spendRecoverySurge(actor({ recoverySurges: 0 })).ok).toBe(false);
  });

  it('Long Rest: "Your Aura is fully restored. You regain all your Recovery Surges. You regain all your Stamina."', () => {
    const worn = actor({ aura: 3, stamina: 1, recoverySurges: 0 });
    const out = longRest(worn, { hours: 8, hoursSlept: 7 });
    expect(out.actor.creature).toMatchObject({ aura: 24, stamina: 12, recoverySurges: 5 });
    expect(out.log.longRestAbilities).toBe(true);
  });

  it('"at least 6 of the 8 hours must be spent sleeping"; interrupted: "only regained half your Recovery Surges"', () => {
    const worn = actor({ aura: 3, stamina: 1, recoverySurges: 0 });
    const light = longRest(worn, { hours: 8, hoursSlept: 5 });
    expect(light.actor.creature.aura).toBe(3);
    expect(light.actor.creature.recoverySurges).toBe(5);
    const half = longRest(worn, { hours: 4, hoursSlept: 4 });
    expect(half.actor.creature).toMatchObject({ aura: 3, stamina: 12, recoverySurges: 2 });
    expect(half.log.longRestAbilities).toBe(false);
  });

  it('"Shaken until their next Short Rest" ends with a rest; the wake from Stamina loss comes with the Stamina', () => {
    const knocked = applyEnergyDamage(actor({ aura: 0, stamina: 3 }), nonLethalHit, 1);
    expect(knocked.actor.creature.unconscious).toBe("nonLethal");
    const out = shortRest(knocked.actor, { minutes: 5, surges: 0 });
    expect(out.actor.creature.unconscious).toBeUndefined();
    expect(out.log.conditionsEnded).toEqual(["shaken"]);
    expect(conditionsInForce(out.actor).has("exhausted")).toBe(true);
  });
});

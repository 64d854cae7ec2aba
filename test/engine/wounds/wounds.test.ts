import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { applyHit, dealtLevel } from "../../../module/engine/rulesets/wounds/damage/apply.ts";
import { finalDamage, hitTotal, isHit, type WoundsHit } from "../../../module/engine/rulesets/wounds/damage/hit.ts";
import { toughnessOf } from "../../../module/engine/rulesets/wounds/damage/toughness.ts";
import {
  reduceWound,
  receiveWound,
  severity,
  slotCapacity,
  woundCount,
} from "../../../module/engine/rulesets/wounds/damage/wound-track.ts";
import { conditionsInForce } from "../../../module/engine/rulesets/wounds/status.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

const hit = (attackTotal: number, damageTotal: number, defense: number, extra: Partial<WoundsHit> = {}): WoundsHit => ({
  attackTotal,
  damageTotal,
  defense,
  source: "test",
  ...extra,
});

describe('"Damage received = Attack Roll + Damage Roll - Defense - Toughness."', () => {
  it("final damage is attack + damage − Defense − Toughness (Vitality + Size + armor + other)", () => {
    const c = creature({ attributes: { vitality: 2 }, size: 1 });
    const t = toughnessOf(c, { armor: 3, other: 1 });
    expect(t).toMatchObject({ base: 4, armor: 3, total: 7 });
    expect(finalDamage(hit(14, 6, 10), t)).toBe(14 + 6 - 10 - 7);
  });
  it('"Certain attacks bypass armor, so your base Toughness should be noted separately."', () => {
    const t = toughnessOf(creature(), { armor: 4 });
    expect(finalDamage(hit(12, 4, 10, { bypassesArmor: true }), t)).toBe(6);
    expect(finalDamage(hit(12, 4, 10), t)).toBe(2);
  });
  it('"If the attack roll equals or exceeds the target\'s Defense, then the attack hits."', () => {
    expect(isHit(hit(10, 0, 10))).toBe(true);
    expect(isHit(hit(9, 9, 10))).toBe(false);
  });
  it('penetrating attacks "add their damage to the attack roll before determining a hit"', () => {
    expect(hitTotal(hit(7, 4, 10, { penetrating: true }))).toBe(11);
    expect(isHit(hit(7, 4, 10, { penetrating: true }))).toBe(true);
  });
});

describe('"You gain a wound of the highest level whose threshold the damage exceeds or equals."', () => {
  it.each([
    [-1, undefined],
    [0, "light"],
    [3, "moderate"],
    [4, "severe"],
    [7, "critical"],
    [8, "fatal"],
  ] as const)("final damage %i → %s", (final, level) => {
    const out = applyHit(actor(), hit(10 + final, 0, 10), toughnessOf(creature()));
    expect(out.finalDamage).toBe(final);
    expect(out.indicated).toBe(level);
    if (level) expect(out.slot).toBe(level);
  });
  it("a miss deals nothing, a hit below the Light threshold is no wound", () => {
    expect(applyHit(actor(), hit(9, 20, 10), toughnessOf(creature())).events).toEqual([{ kind: "miss" }]);
    const under = applyHit(actor(), hit(10, 0, 10), toughnessOf(creature(), { armor: 1 }));
    expect(under.events).toEqual([{ kind: "noWound", finalDamage: -1 }]);
    expect(woundCount(under.actor.creature)).toBe(0);
  });
});

describe("wound slots", () => {
  it('"You have a number of light wound slots equal to 5 + your Persona … only a single fatal wound slot."', () => {
    expect(slotCapacity(creature({ attributes: { persona: 2, vitality: 3 } }))).toEqual({
      light: 7,
      moderate: 4,
      severe: 3,
      critical: 3,
      fatal: 1,
    });
  });
  it('NPCs: "they have 1, 2, or 3 slots of each level from Moderate to Critical"; light stays 5 + Persona by default', () => {
    const npc = (npcTier: "minion" | "standard" | "elite") =>
      creature({ kind: "npc", npcTier, attributes: { vitality: 5 } });
    expect(slotCapacity(npc("minion"))).toEqual({ light: 5, moderate: 1, severe: 1, critical: 1, fatal: 1 });
    expect(slotCapacity(npc("elite")).critical).toBe(3);
    expect(slotCapacity(npc("standard"), { ...DEFAULT_WOUNDS_OPTIONS, npcLightSlots: "tier" }).light).toBe(2);
  });
  it('"If all the slots of that level are already full, increase the wound\'s severity until there is an empty slot."', () => {
    const c = creature({ attributes: { vitality: -5 }, wounds: { moderate: 1, severe: 1 } });
    const fill = receiveWound(c, "moderate");
    expect(fill.slot).toBe("fatal");
    expect(fill.escalatedPast).toEqual(["moderate", "severe", "critical"]);
  });
  it('"if you have 3 light wounds and 1 critical wound, you are considered critically wounded"', () => {
    const c = creature({ wounds: { light: 3, critical: 1 } });
    expect(severity(c)).toBe("critical");
    expect(conditionsInForce(actor(c)).has("criticallyWounded")).toBe(true);
    expect(conditionsInForce(actor(c)).has("lightlyWounded")).toBe(false);
    expect(severity(creature())).toBeUndefined();
  });
  it('reducing a wound needs "an open slot of the next lower level"; below light the wound is gone', () => {
    const full = creature({ wounds: { light: 5, moderate: 1 } });
    expect(reduceWound(full, "moderate", 1).ok).toBe(false);
    const light = reduceWound(creature({ wounds: { light: 1 } }), "light", 1);
    expect(light.ok && light.state.to).toBe("healed");
    const jump = reduceWound(creature({ wounds: { critical: 1, moderate: 3 } }), "critical", 2);
    // Moderate is full (3 slots at Vitality 0): the wound stops at the nearest open level above, severe.
    expect(jump.ok && jump.state.to).toBe("severe");
  });
});

describe("what a wound does", () => {
  it('NPCs "die immediately when they receive a fatal wound"', () => {
    const npc = creature({ kind: "npc", npcTier: "minion" });
    const out = applyHit(actor(npc), hit(20, 0, 10), toughnessOf(npc));
    expect(out.actor.creature.dead).toBe(true);
    expect(out.events).toContainEqual({ kind: "died", cause: "npcFatal" });
  });
  it('"unless the GM determines they are a special case": a special NPC is dying instead', () => {
    const npc = creature({ kind: "npc", special: true });
    const out = applyHit(actor(npc), hit(20, 0, 10), toughnessOf(npc));
    expect(out.actor.creature).toMatchObject({ dead: false, dying: true, unconscious: true });
  });
  it('"a fatal wound means death if not treated": a character with a fatal wound is dying', () => {
    const out = applyHit(actor(), hit(18, 0, 10), toughnessOf(creature()));
    expect(out.actor.creature).toMatchObject({ dying: true, unconscious: true, dead: false });
    expect(out.events).toContainEqual({ kind: "dying" });
  });
  it('"increase the wound\'s severity until there is an empty slot": with none left even at fatal, the wound kills', () => {
    const c = creature({ wounds: { fatal: 1 }, dying: true });
    const out = applyHit(actor(c), hit(18, 0, 10), toughnessOf(c));
    expect(out.actor.creature.dead).toBe(true);
    expect(out.events).toContainEqual({ kind: "died", cause: "noSlot" });
  });
  it('Defend lasts "Until your next turn or you receive a wound"', () => {
    const defending = withConditions(actor(), ["defending"]);
    const out = applyHit(defending, hit(12, 0, 10), toughnessOf(creature()));
    expect(isActive(out.actor.conditions, "defending")).toBe(false);
    expect(out.events).toContainEqual({ kind: "defendEnded" });
  });
  it('"a fatal wound means death": damage to the dead does nothing more', () => {
    const dead = actor(creature({ dead: true }));
    expect(applyHit(dead, hit(30, 0, 10), toughnessOf(dead.creature)).actor).toBe(dead);
  });
});

describe("attack actions that change the wound", () => {
  it('Quick Attack: "On a hit, the resulting wound level is reduced by one step."', () => {
    expect(dealtLevel("severe", { severityShift: -1 })).toBe("moderate");
    expect(dealtLevel("light", { severityShift: -1 })).toBeUndefined();
  });
  it('Rebuff: "On a hit, the severity of any wound dealt is increased one step."', () => {
    expect(dealtLevel("critical", { severityShift: 1 })).toBe("fatal");
    expect(dealtLevel("fatal", { severityShift: 1 })).toBe("fatal");
    expect(dealtLevel(undefined, { severityShift: 1 })).toBeUndefined();
  });
  it('Nonlethal: "you may choose to cause a wound of any level up to the level your damage roll indicates"', () => {
    expect(dealtLevel("severe", { nonlethal: { level: "light" } })).toBe("light");
    expect(dealtLevel("severe", { nonlethal: { level: "fatal" } })).toBe("severe");
    expect(dealtLevel("severe", { nonlethal: { level: null } })).toBeUndefined();
    expect(dealtLevel("severe", { nonlethal: {} })).toBe("severe");
  });
  it('Nonlethal: "knock them unconscious but prevent them from gaining the dying condition"', () => {
    const out = applyHit(actor(), hit(13, 0, 10), toughnessOf(creature()), {
      nonlethal: { ifKnockedOut: "unconscious" },
      knockedOut: true,
    });
    expect(out.actor.creature).toMatchObject({ unconscious: true, dying: false });
  });
  it('Nonlethal: "or you may choose to leave them conscious but helpless for 2 rounds"', () => {
    const out = applyHit(
      actor(),
      hit(13, 0, 10),
      toughnessOf(creature()),
      { nonlethal: { ifKnockedOut: "helpless" }, knockedOut: true },
      3,
    );
    expect(out.actor.creature.unconscious).toBe(false);
    expect(out.actor.conditions.active["helpless"]?.applications[0]?.expiry).toEqual({ kind: "roundEnd", round: 4 });
  });
  it('"prevent them from gaining the dying condition": an ordinary knockout brings it', () => {
    const out = applyHit(actor(), hit(13, 0, 10), toughnessOf(creature()), { knockedOut: true });
    expect(out.actor.creature).toMatchObject({ unconscious: true, dying: true });
  });
});

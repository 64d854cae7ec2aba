/**
 * Short and Long Rests from the `energy` sheet (issue 22). Seed 001: "Every 5 minutes of a Short Rest: You regain all
 * your Stamina. You regain use of all your Short Rest spells and abilities. You may spend 1 Recovery Surge to regain
 * Aura"; "When you spend a Recovery Surge to restore your Aura, you regain Aura equal to your Recovery Value";
 * "If you complete your Long Rest: Your Aura is fully restored. You regain all your Recovery Surges. You regain all
 * your Stamina."
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { takeRest } from "../../../module/foundry/rulesets/energy/rest/take-rest.ts";
import { restContext } from "../../../module/foundry/rulesets/energy/sheets/rest-context.ts";
import { createCombat, combatantOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";
import { makeActor, recordingLocalizer } from "./sheets/fixtures.ts";

type AnyActor = Parameters<typeof takeRest>[0];
let w: EnergyWorld;
const rest = (kind: Parameters<typeof takeRest>[1]) => takeRest(w.vera as unknown as AnyActor, kind);
const vera = () =>
  w.vera.system.toObject() as {
    stamina: { value: number; max: number };
    aura: { value: number };
    recoverySurges: number;
  };
const lastLine = () => [...w.messages.values()].at(-1)?.content ?? "";

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  w.as(w.alice);
  await w.vera.update({ system: { stamina: { value: 1 }, aura: { value: 4 }, recoverySurges: 2 } });
  return () => {
    vi.restoreAllMocks();
  };
});

describe("Short Rest: 'Every 5 minutes of a Short Rest'", () => {
  it("'You regain all your Stamina': no Recovery Surge spent, the Aura stays", async () => {
    expect(await rest("short")).toBe(true);
    expect(vera()).toMatchObject({ aura: { value: 4 }, recoverySurges: 2 });
    expect(vera().stamina).toEqual({ value: 10, max: 10 });
    expect(lastLine()).toContain("Vera takes a Short Rest");
  });

  it("'You may spend 1 Recovery Surge to regain Aura': Vera's Recovery Value (her Aura Modifier, 3) comes back", async () => {
    expect(await rest("shortSurge")).toBe(true);
    expect(vera()).toMatchObject({ aura: { value: 7 }, recoverySurges: 1 });
    expect(lastLine()).toContain("+3 Aura (1 Recovery Surge)");
  });

  it("no Recovery Surge left: the surge's rest is refused, nothing changes", async () => {
    await w.vera.update({ system: { recoverySurges: 0 } });
    expect(await rest("shortSurge")).toBe(false);
    expect(vera()).toMatchObject({ stamina: { value: 1 }, aura: { value: 4 } });
  });
});

describe("conditions 'until your next Short Rest' (a Death roll's Exhausted, Non-Lethal's Shaken)", () => {
  it("a rest ends the ones with no end of their own; one that ends at a round boundary is left to it", async () => {
    configureStatusEffects("energy");
    await w.vera.toggleStatusEffect("exhausted", { active: true });
    const shaken = await w.vera.toggleStatusEffect("shaken", { active: true });
    if (typeof shaken !== "object") throw new Error("no Shaken effect");
    await shaken.update({ flags: { fray: { expiry: { kind: "roundEnd", round: 3 } } } });
    expect(await rest("short")).toBe(true);
    expect([...w.vera.statuses].sort()).toEqual(["shaken"]);
    expect(lastLine()).toContain("Exhausted ends");
  });
});

describe("Long Rest: 'If you complete your Long Rest'", () => {
  it("'Your Aura is fully restored. You regain all your Recovery Surges. You regain all your Stamina.'", async () => {
    expect(await rest("long")).toBe(true);
    // Vera's Aura Strength is 20 + 4/3 of her Aura Modifier (3): 24; her Recovery Surges 5 + half her Con modifier (0).
    expect(vera()).toMatchObject({ aura: { value: 24 }, recoverySurges: 5, stamina: { value: 10, max: 10 } });
    expect(lastLine()).toContain("Vera completes a Long Rest");
  });
});

describe("when a rest is refused", () => {
  it("not during a fight, not by someone who does not own the actor", async () => {
    w.as(w.gm);
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    expect(combatantOf(combat, w.vera)).toBeDefined();
    w.as(w.alice);
    expect(await rest("short")).toBe(false);
    w.as(w.bob);
    expect(await rest("long")).toBe(false);
    expect(vera()).toMatchObject({ stamina: { value: 1 }, aura: { value: 4 }, recoverySurges: 2 });
  });

  it("the sheet's Rest section says the same: the surge's Aura on its button, the reason beside a blocked one", () => {
    const i18n = recordingLocalizer();
    const actor = makeActor();
    const out = restContext(i18n, actor, false);
    expect(out.buttons.map((b) => b.reason)).toEqual([
      "",
      actor.system.recoverySurges > 0 ? "" : "No Recovery Surges left.",
      "",
    ]);
    expect(out.buttons[1]?.text).toMatch(/^Short Rest \(5 minutes\), spending a Recovery Surge \(\+\d+ Aura\)$/);
    const fighting = restContext(i18n, actor, true);
    expect(fighting.buttons.every((b) => b.reason === "No rest during a fight.")).toBe(true);
  });
});

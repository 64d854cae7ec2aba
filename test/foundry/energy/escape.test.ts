/**
 * `energy` seed, Restrained, at the table (issue 22, reachability row 167): "You may attempt to escape … by using
 * 3 Energy and making a Fortitude roll, Leg Strength Check, or Arm Strength Check, contested by the Arm Strength Check
 * or Fortitude roll of the restrainer (or contested by a DC if there is no restrainer)" — the sheet's Escape a
 * Restraint button, paid through the spend relay, the contest rolled by the GM from the documents.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { takeSheetAction, type SheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

let w: EnergyWorld;
let combat: FakeCombat;

type AnyActor = Parameters<typeof takeSheetAction>[0];
const escape = () => {
  w.as(w.alice);
  return takeSheetAction(w.vera as unknown as AnyActor, {
    action: "escapeRestraint",
    label: "Escape a Restraint",
    options: {},
  } satisfies SheetAction);
};
const energy = () => (systemOf(combatantOf(combat, w.vera)) as { energy: number }).energy;
/** The escape's chat message (the sheet's action line follows it). */
const escapeLine = () => [...w.messages.values()].find((m) => m.content.includes("tries to escape"))?.content ?? "";

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  w.as(w.gm);
  await w.vera.toggleStatusEffect("restrained", { active: true });
});

describe('"You may attempt to escape … by using 3 Energy"', () => {
  it("only a Restrained creature tries: nothing is paid otherwise", async () => {
    await w.vera.toggleStatusEffect("restrained", { active: false });
    expect(await escape()).toBe(false);
    expect(energy()).toBe(5);
  });

  it('"contested by the Arm Strength Check or Fortitude roll of the restrainer": higher than the hold escapes, both freed', async () => {
    await w.ogre.toggleStatusEffect("restraining", { active: true });
    w.dice(9, 1);
    expect(await escape()).toBe(true);
    expect(energy()).toBe(2);
    expect(w.vera.statuses.has("restrained")).toBe(false);
    expect(w.ogre.statuses.has("restraining")).toBe(false);
    expect(escapeLine()).toContain("Vera escapes");
    expect(escapeLine()).toContain("against Ogre");
  });

  it("a Fully Restrained creature escapes the same way, and the escape frees it of both (decision 111)", async () => {
    await w.vera.toggleStatusEffect("restrained", { active: false });
    await w.vera.toggleStatusEffect("fullyRestrained", { active: true });
    expect(w.vera.statuses.has("restrained")).toBe(true);
    w.dice(9);
    expect(await escape()).toBe(true);
    expect(w.vera.statuses.has("fullyRestrained")).toBe(false);
    expect(w.vera.statuses.has("restrained")).toBe(false);
  });

  it("a roll that does not beat the restrainer's keeps the hold, the Energy spent", async () => {
    await w.ogre.toggleStatusEffect("restraining", { active: true });
    w.dice(1, 9);
    expect(await escape()).toBe(true);
    expect(energy()).toBe(2);
    expect(w.vera.statuses.has("restrained")).toBe(true);
    expect(w.ogre.statuses.has("restraining")).toBe(true);
    expect(escapeLine()).toContain("Vera is still held");
  });

  it('"or contested by a DC if there is no restrainer": Vera\'s best roll (11 + the die) meets DC 10', async () => {
    w.dice(1);
    await escape();
    expect(w.vera.statuses.has("restrained")).toBe(false);
    expect(escapeLine()).toContain("Vera escapes: 12 against DC 10.");
  });
});

/**
 * Suppressing a condition (issue 22, reachability row 203; rules page decision 112). Seed 001: "If you have an
 * ability which removes a Condition that is continually applied, you still ignore the Condition until the end of the
 * Round. For instance, if you are in a bog which Slows anyone inside it, you can use an ability that removes a Slowed
 * condition to spend Agility inside the bog for the rest of the Round." A player's click names the condition only;
 * the GM re-reads the actor from its documents, stores the suppression on the combatant, and a Round start clears it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { energyActorView } from "../../../module/foundry/rulesets/energy/documents.ts";
import { actionsContext } from "../../../module/foundry/rulesets/energy/sheets/actions-context.ts";
import { conditionsContext } from "../../../module/foundry/rulesets/energy/sheets/conditions-context.ts";
import { sheetActor, sheetCombat } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type AnyActor = Parameters<typeof takeSheetAction>[0];
const take = (action: string) => {
  w.as(w.alice);
  return takeSheetAction(w.vera as unknown as AnyActor, { action, label: action, options: {} });
};

let w: EnergyWorld;
let combat: FakeCombat;
const stored = () => systemOf(combatantOf(combat, w.vera)) as unknown as { agility: number; suppressed: string[] };
/** The Actions section's rows as Vera's sheet shows them now. */
const rows = () =>
  actionsContext(englishLocalizer(), "vera", sheetCombat(w.vera as unknown as AnyActor), []).rows.map((r) => r.label);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  configureStatusEffects("energy");
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  w.as(w.gm);
  // The bog: "Slows anyone inside it".
  await w.vera.toggleStatusEffect("slowed", { active: true });
  return () => {
    vi.restoreAllMocks();
  };
});

describe('"you still ignore the Condition until the end of the Round"', () => {
  it("Slowed in the bog: no Agility; Alice ignores Slowed and Shifts with Agility for the rest of the Round", async () => {
    expect(await take("shiftAgility")).toBe(false);
    expect(rows()).toContain("Ignore Slowed until the end of the Round (an ability removed it) — Free");
    const agility = stored().agility;
    expect(await take("suppress:slowed")).toBe(true);
    expect(stored().suppressed).toEqual(["slowed"]);
    expect(energyActorView(w.vera as unknown as AnyActor)?.suppressed).toEqual([{ condition: "slowed", round: 1 }]);
    expect(w.vera.statuses.has("slowed")).toBe(true);
    expect(rows().some((label) => label.startsWith("Ignore Slowed"))).toBe(false);
    expect(await take("shiftAgility")).toBe(true);
    expect(stored().agility).toBe(agility - 2);
    // The sheet's conditions list still shows the bog's Slowed, said to be ignored for the Round.
    const sheet = sheetActor(w.vera as unknown as AnyActor);
    if (!sheet) throw new Error("Vera has no sheet data");
    const suppressed = sheetCombat(w.vera as unknown as AnyActor)?.actor.suppressed;
    expect(conditionsContext(englishLocalizer(), sheet, suppressed).items.map((i) => i.label)).toEqual([
      "Slowed (ignored until the end of the Round)",
    ]);
  });

  it("a repeat, a condition not in force, an unknown one or Dead is refused, nothing stored", async () => {
    expect(await take("suppress:slowed")).toBe(true);
    for (const action of ["suppress:slowed", "suppress:prone", "suppress:nonsense", "suppress:dead", "suppress:"]) {
      expect(await take(action)).toBe(false);
    }
    expect(stored().suppressed).toEqual(["slowed"]);
  });

  it("the Round's end lifts it: at the next Round Slowed holds again", async () => {
    expect(await take("suppress:slowed")).toBe(true);
    w.as(w.gm);
    await combat.nextRound();
    expect(stored().suppressed).toEqual([]);
    expect(await take("shiftAgility")).toBe(false);
  });
});

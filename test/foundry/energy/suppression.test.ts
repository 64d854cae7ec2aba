/**
 * An ability that removes a condition (issue 22, reachability row 203; rules page decision 123, superseding 112).
 * Seed 001: "If you have an ability which removes a Condition that is continually applied, you still ignore the
 * Condition until the end of the Round. For instance, if you are in a bog which Slows anyone inside it, you can use an
 * ability that removes a Slowed condition to spend Agility inside the bog for the rest of the Round." The ability item
 * lists what it removes; Alice uses it from the sheet (a player's click names the item only) and the GM re-reads the
 * ability and the conditions from the documents, stores the suppression on the combatant, and a Round start clears it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { itemActionId } from "../../../module/foundry/rulesets/energy/combat/item-actions.ts";
import { energyActorView } from "../../../module/foundry/rulesets/energy/documents.ts";
import { actionsContext } from "../../../module/foundry/rulesets/energy/sheets/actions-context.ts";
import { conditionsContext } from "../../../module/foundry/rulesets/energy/sheets/conditions-context.ts";
import { sheetActor, sheetCombat } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type AnyActor = Parameters<typeof takeSheetAction>[0];
const FREE_STRIDE = "freeStride000000";
const BATTLE_CRY = "battleCry0000000";
const GET_UP = "getUp00000000000";
const SLIP_FREE = "slipFree00000000";
const take = (action: string) => {
  w.as(w.alice);
  return takeSheetAction(w.vera as unknown as AnyActor, { action, label: action, options: {} });
};
const use = (itemId: string) => take(itemActionId("useAbility", itemId));

let w: EnergyWorld;
let combat: FakeCombat;
const stored = () => systemOf(combatantOf(combat, w.vera)) as unknown as { agility: number; suppressed: string[] };
const chat = () => [...w.messages.values()].map((m) => m.content).join("\n");
/** The Actions section's rows as Vera's sheet shows them now. */
const rows = () =>
  actionsContext(englishLocalizer(), "vera", sheetCombat(w.vera as unknown as AnyActor), []).rows.map((r) => r.label);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  configureStatusEffects("energy");
  w.as(w.gm);
  await w.vera.createEmbeddedDocuments("Item", [
    { _id: FREE_STRIDE, name: "Free Stride", type: "energy-ability", system: { removes: { slowed: true } } },
    { _id: BATTLE_CRY, name: "Battle Cry", type: "energy-ability", system: { energy: 1 } },
    { _id: GET_UP, name: "Get Up", type: "energy-ability", system: { removes: { prone: true } } },
    { _id: SLIP_FREE, name: "Slip Free", type: "energy-ability", system: { removes: { restrained: true } } },
  ]);
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  // The bog: "Slows anyone inside it".
  await w.vera.toggleStatusEffect("slowed", { active: true });
  return () => {
    vi.restoreAllMocks();
  };
});

describe('"you can use an ability that removes a Slowed condition to spend Agility inside the bog"', () => {
  it("Slowed in the bog: no Agility; Alice uses Free Stride, ignores Slowed and Shifts with Agility", async () => {
    expect(await take("shiftAgility")).toBe(false);
    const agility = stored().agility;
    expect(await use(FREE_STRIDE)).toBe(true);
    expect(stored().suppressed).toEqual(["slowed"]);
    expect(chat()).toContain("ignores Slowed until the end of the Round");
    expect(energyActorView(w.vera as unknown as AnyActor)?.suppressed).toEqual([{ condition: "slowed", round: 1 }]);
    // "a Condition that is continually applied": the bog's Slowed stays on the token.
    expect(w.vera.statuses.has("slowed")).toBe(true);
    expect(await take("shiftAgility")).toBe(true);
    expect(stored().agility).toBe(agility - 2);
    const sheet = sheetActor(w.vera as unknown as AnyActor);
    if (!sheet) throw new Error("Vera has no sheet data");
    const suppressed = sheetCombat(w.vera as unknown as AnyActor)?.actor.suppressed;
    expect(conditionsContext(englishLocalizer(), sheet, suppressed).items.map((i) => i.label)).toEqual([
      "Slowed (ignored until the end of the Round)",
    ]);
  });

  it("no free control: the sheet offers no Ignore row, and the old `suppress:` spend is refused", async () => {
    expect(rows().some((label) => label.startsWith("Ignore"))).toBe(false);
    expect(await take("suppress:slowed")).toBe(false);
    expect(stored().suppressed).toEqual([]);
  });

  it("an ability without the field (Battle Cry) is paid and ignores nothing; one removing Prone ignores nothing here", async () => {
    expect(await use(BATTLE_CRY)).toBe(true);
    expect(await use(GET_UP)).toBe(true);
    expect(stored().suppressed).toEqual([]);
    expect(await take("shiftAgility")).toBe(false);
  });

  it("a forged ability id (unknown, or the Ogre's own) is refused, nothing stored", async () => {
    w.as(w.gm);
    await w.ogre.createEmbeddedDocuments("Item", [
      { _id: "ogreStride000000", name: "Stride", type: "energy-ability", system: { removes: { slowed: true } } },
    ]);
    for (const id of ["nonsense00000000", "ogreStride000000", ""]) expect(await use(id)).toBe(false);
    expect(stored().suppressed).toEqual([]);
  });

  it("a repeat ignores Slowed once; the Round's end lifts it and Slowed holds again", async () => {
    expect(await use(FREE_STRIDE)).toBe(true);
    expect(await use(FREE_STRIDE)).toBe(true);
    expect(stored().suppressed).toEqual(["slowed"]);
    w.as(w.gm);
    await combat.nextRound();
    expect(stored().suppressed).toEqual([]);
    expect(await take("shiftAgility")).toBe(false);
  });

  it("the rules read the ignored condition everywhere: a Restrained creature that ignores Restrained has nothing to escape", async () => {
    w.as(w.gm);
    await w.vera.toggleStatusEffect("restrained", { active: true });
    expect(await use(SLIP_FREE)).toBe(true);
    expect(stored().suppressed).toEqual(["restrained"]);
    const energy = (systemOf(combatantOf(combat, w.vera)) as unknown as { energy: number }).energy;
    expect(await take("escapeRestraint")).toBe(false);
    expect((systemOf(combatantOf(combat, w.vera)) as unknown as { energy: number }).energy).toBe(energy);
  });
});

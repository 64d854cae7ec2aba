import { describe, expect, it } from "vitest";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { readSheetPools } from "../../../module/foundry/combat/sheet-pools.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { actionsContext as bonusActions } from "../../../module/foundry/rulesets/bonus/sheets/actions-context.ts";
import { sheetCombat as bonusSheetCombat } from "../../../module/foundry/rulesets/bonus/sheets/from-documents.ts";
import { actionsContext as energyActions } from "../../../module/foundry/rulesets/energy/sheets/actions-context.ts";
import { sheetCombat as energySheetCombat } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { energyWorld } from "../energy/world-fixture.ts";
import { bonusFight, combatantOf, createCombat } from "./fixture.ts";

// The adapter takes fvtt-types actors; the fake's are structurally what it reads.
type AnyActor = Parameters<typeof takeSheetAction>[0];
const asActor = (a: FakeActor) => a as unknown as AnyActor;
const poolsOf = (a: FakeActor) => readSheetPools(asActor(a))?.pools.map((p) => `${p.id} ${p.value}/${p.max}`);

describe("the sheet's pools now in combat: the room's tracker pools, read from the combatant as it is", () => {
  it("bonus: Aldo's actions left on his turn and his Vigor; a spend shows at once", async () => {
    const { w } = await bonusFight();
    w.as(w.alice);
    const before = readSheetPools(asActor(w.aldo));
    expect(before?.ruleset).toBe("bonus");
    expect(before?.pools.map((p) => p.id)).toEqual(["actions", "vigor"]);
    expect(before?.pools[0]).toMatchObject({ value: 2, max: 2, text: "2 of 2 Actions" });
    await takeSheetAction(asActor(w.aldo), { action: "defend", label: "Defend — 1 action", options: {} });
    expect(readSheetPools(asActor(w.aldo))?.pools[0]).toMatchObject({ value: 1, max: 2 });
  });

  it("only those the tracker shows them to: Bob does not read Aldo's pools, the GM does; none out of combat", async () => {
    const { w, combat } = await bonusFight();
    w.as(w.bob);
    expect(readSheetPools(asActor(w.aldo))).toBeNull();
    w.as(w.gm);
    // The Brute is not acting: off-turn its actions are empty by rule, so only Vigor shows (as on its tracker row).
    expect(poolsOf(w.brute)?.map((p) => p.split(" ")[0])).toEqual(["vigor"]);
    await combat.update({ round: 0, turn: null });
    expect(readSheetPools(asActor(w.aldo))).toBeNull();
  });

  it("energy: Energy, Agility and Stamina, the GM's −/+ buttons left to the tracker", async () => {
    const w = await energyWorld();
    configureStatusEffects("energy");
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    await combatantOf(combat, w.vera).update({ system: { agility: 1 } });
    w.as(w.gm);
    const read = readSheetPools(asActor(w.vera));
    expect(read?.ruleset).toBe("energy");
    expect(read?.pools.find((p) => p.id === "agility")?.value).toBe(1);
    expect(read?.pools.every((p) => p.adjust === undefined)).toBe(true);
  });
});

describe("a blocked button's reason is the refusal the spend gives (one check, sheet and GM side)", () => {
  it("bonus, off Aldo's turn: the notice reads as the warning the spend answers", async () => {
    const { w, combat } = await bonusFight();
    await combat.nextTurn();
    w.as(w.alice);
    const section = bonusActions(foundryLocalizer(), "aldo", bonusSheetCombat(asActor(w.aldo)), []);
    await takeSheetAction(asActor(w.aldo), { action: "move", label: "Move — 1 action", options: {} });
    expect(section.notice).toBe(w.warnings.at(-1));
    expect(section.notice).toBe("Actions are taken on your own turn.");
  });

  it("energy, 1 Agility left: Shift with Agility says the shortfall the spend refuses with", async () => {
    const w = await energyWorld();
    configureStatusEffects("energy");
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    await combatantOf(combat, w.vera).update({ system: { agility: 1 } });
    w.as(w.alice);
    const section = energyActions(foundryLocalizer(), "vera", energySheetCombat(asActor(w.vera)), []);
    const row = section.rows.find((r) => r.id === "shiftAgility");
    expect(await takeSheetAction(asActor(w.vera), { action: "shiftAgility", label: "Shift", options: {} })).toBe(false);
    expect(row?.reason).toBe(w.warnings.at(-1));
    expect(row?.reason).toContain("Not enough Agility");
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { actionsContext } from "../../../module/foundry/rulesets/energy/sheets/actions-context.ts";
import { sheetCombat } from "../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";
import { combatantOf, createCombat, systemOf } from "./fixture.ts";

// The adapter takes fvtt-types actors; the fake's are structurally what it reads.
type AnyActor = Parameters<typeof takeSheetAction>[0];
const asActor = (a: FakeActor) => a as unknown as AnyActor;
const dialogs = () => fake().foundry.applications.api.DialogV2;

const SHORT = "Not enough Agility: needs 2, has 1 (1 short).";
const LABEL = "Shift — 2 Agility";

let w: EnergyWorld;
let combat: FakeCombat;
const agilityOf = () => (systemOf(combatantOf(combat, w.vera)) as { agility: number }).agility;
/** Vera's Shift-with-Agility button as the current user's sheet shows it. */
const button = () =>
  actionsContext(foundryLocalizer(), "vera", sheetCombat(asActor(w.vera)), []).rows.find(
    (r) => r.id === "shiftAgility",
  );
/** A click on that button: its shortfall goes with it when the button offers the override (actor-sheet.ts). */
async function click(): Promise<boolean> {
  const shortfall = button()?.overridable ? button()?.reason : undefined;
  return takeSheetAction(asActor(w.vera), {
    action: "shiftAgility",
    label: LABEL,
    options: {},
    ...(shortfall ? { shortfall } : {}),
  });
}

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  // 1 Agility for "2 Agility you move 1m".
  await combatantOf(combat, w.vera).update({ system: { agility: 1 } });
});

describe("the GM overrides a shortfall from the sheet ('the GM may override')", () => {
  it("the GM's button stays enabled naming the shortfall; confirmed, the pools pay what they hold and chat says so", async () => {
    w.as(w.gm);
    expect(button()).toMatchObject({ disabled: false, overridable: true, reason: SHORT });
    dialogs().answerNext("yes");
    expect(await click()).toBe(true);
    expect(dialogs().asked.at(-1)?.content).toBe(`<p>Spend anyway (GM override)? ${SHORT}</p>`);
    expect(agilityOf()).toBe(0);
    expect([...w.messages.values()].at(-1)?.content).toContain("Vera: Shift — 2 Agility (GM override of a shortfall)");
  });

  it("declined or closed: nothing spent, nothing posted", async () => {
    w.as(w.gm);
    const before = w.messages.size;
    const asked = dialogs().asked.length;
    dialogs().answerNext("no");
    expect(await click()).toBe(false);
    dialogs().answerNext("close");
    expect(await click()).toBe(false);
    expect(dialogs().asked).toHaveLength(asked + 2);
    expect(agilityOf()).toBe(1);
    expect(w.messages.size).toBe(before);
  });

  it("a player's button is blocked and asks nothing; even with the shortfall passed, the spend refuses it", async () => {
    w.as(w.alice);
    expect(button()).toMatchObject({ disabled: true, overridable: false, reason: SHORT });
    const before = w.messages.size;
    const asked = dialogs().asked.length;
    // As a forged click would: no dialog is shown (the fake throws on one nobody answers), the relay carries no override.
    const taken = await takeSheetAction(asActor(w.vera), {
      action: "shiftAgility",
      label: LABEL,
      options: {},
      shortfall: SHORT,
    });
    expect(taken).toBe(false);
    expect(dialogs().asked).toHaveLength(asked);
    expect(w.warnings.at(-1)).toBe(SHORT);
    expect(agilityOf()).toBe(1);
    expect(w.messages.size).toBe(before);
  });
});

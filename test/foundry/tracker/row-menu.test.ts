/**
 * The tracker's row menu as core's ContextMenu reads it in the running generation (the fake's `openContextMenu`):
 * the GM's "flip side" entry for the encounter-odds tool, in v13's or v14's words (version/context-menu.ts). Runs in
 * both fake modes; in v14 a v13-named entry would leave a deprecation, which fails the test.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FrayCombatTracker } from "../../../module/foundry/applications/tracker/tracker.ts";
import { openContextMenu, type AnyMenuEntry } from "../../support/fake-foundry/context-menu.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { createCombat } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";

const FLIP = "FRAY.Simulation.flipSide";

let w: EnergyWorld;
let combat: FakeCombat;

beforeEach(async () => {
  w = await energyWorld();
  combat = await createCombat("energy", [w.vera, w.ogre]);
  updates = [];
});

const flipped = (combatant: { flags: object }): unknown =>
  (combatant.flags as { fray?: { simulationFlipped?: boolean } }).fray?.simulationFlipped;

interface MenuHost {
  viewed: unknown;
  _getEntryContextOptions(): AnyMenuEntry[];
}

/** The updates the menu's callbacks started (they do not await them, as core's menu does not). */
let updates: Promise<unknown>[] = [];

/** The row menu opened on a combatant's row (core hands the callbacks the row's `<li data-combatant-id>`). */
function menuOn(name: string) {
  const combatant = combat.combatants.find((c) => c.name === name);
  if (!combatant) throw new Error(`no combatant ${name}`);
  const update = combatant.update.bind(combatant);
  combatant.update = (...args) => {
    const started = update(...args);
    updates.push(started);
    return started;
  };
  const tracker = new FrayCombatTracker() as unknown as MenuHost;
  tracker.viewed = combat;
  const row = { closest: () => ({ dataset: { combatantId: combatant.id } }) } as unknown as HTMLElement;
  return { menu: openContextMenu(tracker._getEntryContextOptions(), row), combatant };
}

describe("the flip-side row entry", () => {
  it("is shown to the GM after core's entries, and flips the row's side for the simulation, then back", async () => {
    w.as(w.gm);
    const { menu, combatant } = menuOn("Ogre");
    expect(menu.keys).toContain("COMBAT.CombatantUpdate");
    expect(menu.keys.at(-1)).toBe(FLIP);
    menu.choose(FLIP);
    await Promise.all(updates);
    expect(flipped(combatant)).toBe(true);
    menuOn("Ogre").menu.choose(FLIP);
    await Promise.all(updates);
    expect(flipped(combatant)).toBe(false);
  });

  it("is not shown to a player", () => {
    w.as(w.alice);
    expect(menuOn("Vera").menu.keys).not.toContain(FLIP);
  });
});

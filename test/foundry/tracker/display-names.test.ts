import { describe, expect, it } from "vitest";
import { numberedNames } from "../../../module/foundry/applications/tracker/display-names.ts";
import { FrayCombatTracker } from "../../../module/foundry/applications/tracker/tracker.ts";
import { recordingLocalizer } from "../bonus/sheets/fixtures.ts";
import { loopWorld } from "../chat/world-fixture.ts";
import { createCombat } from "../combat/fixture.ts";
import { trackerContext } from "./tracker-context.ts";

describe("duplicate names numbered on the tracker (display only)", () => {
  it("a name several combatants share gets its number in the order given; unique names stay as they are", () => {
    const names = numberedNames(recordingLocalizer(), [
      { id: "a", name: "Goblin" },
      { id: "b", name: "Aldo" },
      { id: "c", name: "Goblin" },
      { id: "d", name: "Goblin" },
    ]);
    expect([...names.values()]).toEqual(["Goblin 1", "Aldo", "Goblin 2", "Goblin 3"]);
  });

  it("two Brutes: the rows and core's turn say Brute 1 and Brute 2, the combatants keep their name", async () => {
    const w = await loopWorld();
    const combat = await createCombat("bonus", [w.aldo, w.brute, w.brute]);
    const rows = (await trackerContext(combat))?.rows.map((r) => r.name);
    expect(rows?.slice().sort()).toEqual(["Aldo", "Brute 1", "Brute 2"]);
    expect(combat.combatants.contents.map((c) => c.name)).toEqual(["Aldo", "Brute", "Brute"]);
    const tracker = new FrayCombatTracker() as unknown as {
      _prepareTurnContext(combat: unknown, combatant: unknown, index: number): Promise<{ name: string }>;
    };
    const [, first, second] = combat.combatants.contents;
    expect((await tracker._prepareTurnContext(combat, first, 1)).name).toBe("Brute 1");
    expect((await tracker._prepareTurnContext(combat, second, 2)).name).toBe("Brute 2");
  });

  it("a player's numbers count only the combatants they see: a hidden Brute is not counted", async () => {
    const w = await loopWorld();
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: w.brute.id, hidden: true }]);
    w.as(w.alice);
    const names = (await trackerContext(combat))?.rows.map((r) => r.name);
    expect(names).toContain("Brute");
    expect(names?.some((n) => n.startsWith("Brute "))).toBe(false);
    w.as(w.gm);
    expect((await trackerContext(combat))?.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(["Brute 1", "Brute 2"]),
    );
  });
});

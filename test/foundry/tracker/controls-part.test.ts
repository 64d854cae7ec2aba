import { describe, expect, it } from "vitest";
import { bonusFight } from "../combat/fixture.ts";
import { trackerContext } from "./tracker-context.ts";

describe("a tracker row's controls sit in one collapsible part, open on the acting row", () => {
  it("round 1, the GM: each row's ambush-role control counted and named; only Aldo's (acting) part open", async () => {
    const { combat } = await bonusFight();
    const rows = (await trackerContext(combat))?.rows ?? [];
    const aldo = rows.find((r) => r.name === "Aldo");
    const brute = rows.find((r) => r.name === "Brute");
    expect(aldo).toMatchObject({ controlCount: 1, controlsOpen: true, controlsLabel: "Actions for Aldo" });
    expect(brute).toMatchObject({ controlCount: 1, controlsOpen: false, controlsSummary: "Actions" });
  });

  it("a player has no controls on a combatant they do not own: nothing to collapse", async () => {
    const { w, combat } = await bonusFight();
    w.as(w.alice);
    const brute = (await trackerContext(combat))?.rows.find((r) => r.name === "Brute");
    expect(brute?.controlCount).toBe(0);
  });
});

/**
 * Issue 23: every room's sheet links to the world's ruleset's compendiums (templates/parts/compendium-links.hbs). The
 * packs are system.json's (the fake follows core's CompendiumCollection: system-packs.ts); the context is pure.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { compendiumLinksContext } from "../../../module/foundry/applications/sheets/compendium-links.ts";
import { openPack, worldRulesetPacks } from "../../../module/foundry/packs/ruleset-packs.ts";
import { showWorldRulesetPacks } from "../../../module/foundry/packs/world-packs.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCollection } from "../../support/fake-foundry/world/collection.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { installSystemPacks, type FakeSystemPack } from "../../support/fake-foundry/world/system-packs.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

let w: FakeWorld;
const packs = () => (fake().game as unknown as { packs: FakeCollection<FakeSystemPack> }).packs;

beforeEach(async () => {
  w = await systemWorld();
  installSystemPacks(fake().game as unknown as { packs: unknown });
}, 30_000);

describe("the sheet's compendium packs are the world's ruleset's", () => {
  it("a bonus world links the bonus packs, in the manifest's order, by their titles", async () => {
    await fake().game.settings.set("fray", "ruleset", "bonus");
    w.as(w.alice);
    expect(worldRulesetPacks()).toEqual([
      { id: "fray.bonus-rules", title: "Bonus Dice: Rules Reference" },
      { id: "fray.bonus-monsters", title: "Bonus Dice: Monsters" },
      { id: "fray.bonus-gear", title: "Bonus Dice: Gear" },
    ]);
  });

  it("a world switched to wounds links the wounds packs only", async () => {
    await fake().game.settings.set("fray", "ruleset", "wounds");
    w.as(w.alice);
    const ids = worldRulesetPacks().map((pack) => pack.id);
    expect(ids).toEqual(["fray.wounds-rules", "fray.wounds-monsters", "fray.wounds-gear"]);
  });

  it("a pack the GM hid from players is not linked on a player's sheet, and still is on the GM's", async () => {
    await fake().game.settings.set("fray", "ruleset", "energy");
    w.as(w.gm);
    await showWorldRulesetPacks();
    await packs().get("fray.energy-monsters")?.configure({ ownership: { PLAYER: "NONE", GAMEMASTER: "OWNER" } });
    w.as(w.bob);
    expect(worldRulesetPacks().map((pack) => pack.id)).toEqual(["fray.energy-rules", "fray.energy-gear"]);
    w.as(w.gm);
    expect(worldRulesetPacks()).toHaveLength(3);
  });

  it("a link's button opens its pack's window, and only that one", () => {
    openPack("fray.bonus-gear");
    expect(packs().get("fray.bonus-gear")?.opened).toBe(true);
    expect(packs().contents.filter((pack) => pack.opened)).toHaveLength(1);
  });

  it("an id of no pack opens nothing", () => {
    openPack("fray.no-such-pack");
    expect(packs().contents.filter((pack) => pack.opened)).toEqual([]);
  });
});

describe("compendiumLinksContext", () => {
  const i18n = englishLocalizer();
  const gear = { id: "fray.bonus-gear", title: "Bonus Dice: Gear" };

  it("names each pack's button by its title, under a heading that names the list", () => {
    expect(compendiumLinksContext(i18n, "aldra", [gear])).toEqual({
      heading: "Compendiums",
      headingId: "aldra-compendiums",
      hint: "Drag gear, abilities or foes from a compendium onto a sheet to add them.",
      links: [{ id: "fray.bonus-gear", title: "Bonus Dice: Gear", label: "Open compendium Bonus Dice: Gear" }],
    });
  });

  it("is null when the user may open none of the packs: no empty section", () => {
    expect(compendiumLinksContext(i18n, "aldra", [])).toBeNull();
  });
});

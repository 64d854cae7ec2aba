/**
 * Issue 23: a world plays one ruleset, so its players see that ruleset's compendiums only; the GM keeps every
 * ruleset's folder (v13 gives a GM OWNER of every pack). The packs are system.json's, their world configuration
 * core's `CompendiumCollection#configure` (the fake follows it: system-packs.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { showWorldRulesetPacks } from "../../../module/foundry/packs/world-packs.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCollection } from "../../support/fake-foundry/world/collection.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { installSystemPacks, type FakeSystemPack } from "../../support/fake-foundry/world/system-packs.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

let w: FakeWorld;
let config: ReturnType<typeof installSystemPacks>;
const packs = () => (fake().game as unknown as { packs: FakeCollection<FakeSystemPack> }).packs;
const seenBy = (user: FakeWorld["gm"]) => {
  w.as(user);
  return packs()
    .contents.filter((p) => p.visible)
    .map((p) => p.metadata.name)
    .sort();
};
const kinds = (ruleset: string) => [`${ruleset}-gear`, `${ruleset}-monsters`, `${ruleset}-rules`];

beforeEach(async () => {
  w = await systemWorld();
  await fake().game.settings.set("fray", "ruleset", "bonus");
  config = installSystemPacks(fake().game as unknown as { packs: unknown });
}, 30_000);

describe("players see the world's ruleset's packs only", () => {
  it("in a bonus world the GM's client hides the other rulesets' packs from Alice and Bob, and keeps them all itself", async () => {
    expect(seenBy(w.alice)).toHaveLength(15);
    w.as(w.gm);
    await showWorldRulesetPacks();
    expect(seenBy(w.alice)).toEqual(kinds("bonus"));
    expect(seenBy(w.bob)).toEqual(kinds("bonus"));
    expect(seenBy(w.gm)).toHaveLength(15);
    expect(config["fray.energy-gear"]?.ownership).toMatchObject({ PLAYER: "NONE", GAMEMASTER: "OWNER" });
    expect(config["fray.bonus-gear"]).toBeUndefined();
  });

  it("a world switched to energy shows the energy packs again and hides the bonus ones", async () => {
    w.as(w.gm);
    await showWorldRulesetPacks();
    await fake().game.settings.set("fray", "ruleset", "energy");
    await showWorldRulesetPacks();
    expect(seenBy(w.alice)).toEqual(kinds("energy"));
    expect(config["fray.energy-gear"]?.ownership).toBeUndefined();
  });

  it("a pack whose ownership the GM set by hand is left as the GM set it", async () => {
    const limited = { PLAYER: "OBSERVER", TRUSTED: "OWNER", GAMEMASTER: "OWNER" };
    w.as(w.gm);
    await packs().get("fray.contest-gear")?.configure({ ownership: limited });
    w.as(w.gm);
    await showWorldRulesetPacks();
    expect(config["fray.contest-gear"]?.ownership).toEqual(limited);
    expect(seenBy(w.alice)).toEqual([...kinds("bonus"), "contest-gear"].sort());
  });

  it("only the active GM's client writes: a player's ready changes nothing (a player may not write it)", async () => {
    w.as(w.alice);
    await showWorldRulesetPacks();
    expect(config).toEqual({});
    expect(() => packs().get("fray.bonus-gear")?.configure({ locked: false })).toThrow(/may not write/);
  });
});

/**
 * Where v13 keeps a setting's value decides whether a test world can leak it into the next: world and user settings
 * are the world's `Setting` documents, client settings the browser's localStorage (`ClientSettings`' storage map,
 * client/helpers/client-settings.mjs). Pinned so the fake cannot carry a world's rule variant into another world.
 */
import { describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { installFakeWorld } from "../../support/fake-foundry/world/install-world.ts";

describe("settings traps", () => {
  it("a world or user setting's value stays with its world; a client setting's stays with the browser", async () => {
    const { settings } = fake().game;
    settings.register("fray", "trapWorld", { scope: "world", type: String, default: "seed" });
    settings.register("fray", "trapUser", { scope: "user", type: String, default: "seed" });
    settings.register("fray", "trapClient", { scope: "client", type: String, default: "seed" });
    installFakeWorld();
    await settings.set("fray", "trapWorld", "variant");
    await settings.set("fray", "trapUser", "variant");
    await settings.set("fray", "trapClient", "variant");
    installFakeWorld();
    expect(settings.get("fray", "trapWorld")).toBe("seed");
    expect(settings.get("fray", "trapUser")).toBe("seed");
    expect(settings.get("fray", "trapClient")).toBe("variant");
  });
});

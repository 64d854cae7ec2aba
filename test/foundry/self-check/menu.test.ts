import { WORLD_TIMEOUT } from "./fixture.ts";
import { describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

describe("the self-check menu", () => {
  it(
    "is registered at init as a GM-only settings menu opening an ApplicationV2 with the self-check template",
    async () => {
      await systemWorld();
      const menu = fake().game.settings.menus.get("fray.selfCheck");
      expect(menu).toMatchObject({ restricted: true, label: "FRAY.SelfCheck.Menu.label" });
      const type = menu?.type as { prototype: unknown; PARTS: Record<string, { template: string }> };
      expect(type.prototype).toBeInstanceOf(fake().foundry.applications.api.ApplicationV2);
      expect(type.PARTS.body?.template).toBe("systems/fray/templates/self-check/self-check.hbs");
    },
    WORLD_TIMEOUT,
  );
});

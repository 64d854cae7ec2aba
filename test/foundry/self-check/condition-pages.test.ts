/**
 * The self-check's conditionPages step: every status effect's link resolves, through core's `fromUuid` on the
 * world's rules compendium, to the page that names the condition; a link that leads nowhere fails the step, named.
 */
import { describe, expect, it } from "vitest";
import { runSelfCheck } from "../../../module/foundry/self-check/run.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { checkWorld, WORLD_TIMEOUT } from "./fixture.ts";

const stepOf = async () => (await runSelfCheck()).find((r) => r.id === "conditionPages");

describe.each(["contest", "wounds"] as const)("the %s self-check", (ruleset) => {
  it(
    "finds every condition's rules page from its status effect",
    async () => {
      await checkWorld(ruleset);
      const step = await stepOf();
      expect(step?.error?.message).toBeUndefined();
      expect(step?.status).toBe("pass");
    },
    WORLD_TIMEOUT,
  );
});

describe("a status effect whose link leads nowhere", () => {
  it(
    "fails the step, naming the condition and the link",
    async () => {
      await checkWorld("bonus");
      // v13 holds an array of entries, v14 a record keyed by id (version/status-effects.ts).
      const configured = fake().CONFIG.statusEffects as
        { id: string; description: string }[] | Record<string, { id: string; description: string }>;
      const prone = Object.values(configured).find((e) => e.id === "prone");
      if (!prone) throw new Error("bonus has a prone status");
      prone.description = prone.description.replace(/JournalEntryPage\.\w+/, "JournalEntryPage.nosuchpage000000");
      const step = await stepOf();
      expect(step?.status).toBe("fail");
      expect(step?.error?.message).toContain("prone → Compendium.fray.bonus-rules");
    },
    WORLD_TIMEOUT,
  );
});

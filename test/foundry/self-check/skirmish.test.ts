import { WORLD_TIMEOUT } from "./fixture.ts";
import { describe, expect, it } from "vitest";
import { runSelfCheck } from "../../../module/foundry/self-check/run.ts";
import { checkWorld, leftBehind } from "./fixture.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";

/** Every ruleset with a Foundry room: registering a room runs its self-check here. */
const ROOMED = Object.keys(FOUNDRY_ROOMS) as RulesetId[];

describe.each<RulesetId>(ROOMED)("the %s self-check on the fake world", (ruleset) => {
  it(
    "passes every step and leaves nothing behind",
    async () => {
      const w = await checkWorld(ruleset);
      const results = await runSelfCheck();
      const failed = results.filter((r) => r.status !== "pass");
      expect(failed.map((r) => `${r.id}: ${r.error?.message ?? r.status}`)).toEqual([]);
      expect(results.at(-1)?.id).toBe("cleanup");
      expect(leftBehind(w)).toEqual({ actors: 0, scenes: 0, combats: 0, messages: 0 });
    },
    WORLD_TIMEOUT,
  );
});

describe("the self-check deletes its own messages only", () => {
  it(
    "a chat line the GM posts while the run lasts stays in the log",
    async () => {
      const w = await checkWorld("bonus");
      let posted = false;
      // The GM types in chat right after the run's first card appears (same user, same client).
      const chatter = (): void => {
        if (posted) return;
        posted = true;
        void fake().ChatMessage.create({ content: "<p>Nice roll!</p>", speaker: { alias: "GM" } });
      };
      fake().Hooks.on("createChatMessage", chatter);
      const results = await runSelfCheck();
      fake().Hooks.off("createChatMessage", chatter);
      expect(results.filter((r) => r.status !== "pass")).toEqual([]);
      expect(posted).toBe(true);
      expect([...w.messages.values()].map((m) => m.content)).toEqual(["<p>Nice roll!</p>"]);
    },
    WORLD_TIMEOUT,
  );
});

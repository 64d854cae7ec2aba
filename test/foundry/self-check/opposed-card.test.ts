/**
 * The self-check's shared opposed-card step (self-check/steps/opposed-card.ts), in every world whatever its room: the
 * attacker and the target roll tied d20s live, the card is posted with ties to the initiator, and it must read both
 * rolls back, explain them, give the tie to the attacker and carry the exact chance it had (seed 000: "If they tie,
 * the contest goes to the attacker"). It runs after the actors exist and the check card, before the scene.
 */
import { describe, expect, it } from "vitest";
import { runSelfCheck } from "../../../module/foundry/self-check/run.ts";
import { checkWorld, WORLD_TIMEOUT } from "./fixture.ts";

describe.each([
  ["bonus", "checkCard"],
  ["momentum", "checkCard"],
] as const)("the %s self-check", (ruleset, previous) => {
  it(
    "posts an opposed card right after the actors (and the room's check card) and it reads back as the step expects",
    async () => {
      await checkWorld(ruleset);
      const results = await runSelfCheck();
      const ids = results.map((r) => r.id);
      expect(ids.indexOf("opposedCard")).toBe(ids.indexOf(previous) + 1);
      expect(results.find((r) => r.id === "opposedCard")?.status).toBe("pass");
    },
    WORLD_TIMEOUT,
  );
});

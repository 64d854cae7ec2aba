import { describe, expect, it, vi } from "vitest";
import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import { inThreadChannel, startOddsJob } from "../../../module/foundry/simulation/start.ts";

// Every ruleset's engine has a simulation today; the descriptor's `sim` stays optional for a ruleset added later, so
// this file stands one in: `wounds` as an engine without one.
vi.mock("../../../module/engine/registry.ts", async (importOriginal) => {
  const registry = await importOriginal<typeof import("../../../module/engine/registry.ts")>();
  return {
    ...registry,
    getRuleset: (id: RulesetId) =>
      id === "wounds" ? { ...registry.getRuleset(id), sim: undefined } : registry.getRuleset(id),
  };
});

describe("an encounter-odds job for a ruleset whose engine has no simulation", () => {
  it("fails, naming why, before any fight is played", async () => {
    const progress = vi.fn();
    const running = startOddsJob(
      { ruleset: "wounds", party: [], foes: [], fights: 100, seed: 1 },
      progress,
      inThreadChannel(),
    );
    await expect(running.result).rejects.toThrow(/the wounds engine has no simulation/);
    expect(progress).not.toHaveBeenCalled();
  });
});

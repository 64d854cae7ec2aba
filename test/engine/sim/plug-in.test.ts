import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allRulesets, RULESETS } from "../../../module/engine/registry.ts";
import { BONUS_SIM } from "../../../module/engine/rulesets/bonus/sim/index.ts";
import { ENERGY_SIM } from "../../../module/engine/rulesets/energy/sim/index.ts";
import { MOMENTUM_SIM } from "../../../module/engine/rulesets/momentum/sim/index.ts";
import { roomMentions } from "../../architecture/room-rules.ts";

const SHARED = "module/engine/sim";

describe("simulation rooms are plug-ins (ARCHITECTURE.md decision 2)", () => {
  it("shared simulation code never names a ruleset", () => {
    const mentions = readdirSync(SHARED)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => roomMentions(readFileSync(join(SHARED, f), "utf8")).map((m) => `${f}:${m.line}: ${m.text}`));
    expect(mentions).toEqual([]);
  });

  it("the descriptor plugs in each ruleset's own room, which says what its policy assumes", () => {
    expect(RULESETS.bonus.sim).toBe(BONUS_SIM);
    expect(RULESETS.energy.sim).toBe(ENERGY_SIM);
    expect(RULESETS.momentum.sim).toBe(MOMENTUM_SIM);
    for (const ruleset of allRulesets()) {
      if (ruleset.sim) expect(ruleset.sim.assumptions.length, ruleset.id).toBeGreaterThan(0);
    }
  });
});

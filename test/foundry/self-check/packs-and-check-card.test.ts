/**
 * The self-check's shared steps for issue 23: the packs players see (read only: the other rulesets' packs hidden from
 * players and trusted players by the active GM at `ready`, the world's own shown) and a check card posted from the
 * room's sheet check, read back, explained and a success — for the rooms that have a sheet check (bonus, energy,
 * momentum).
 */
import { describe, expect, it } from "vitest";
import { runSelfCheck } from "../../../module/foundry/self-check/run.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCollection } from "../../support/fake-foundry/world/collection.ts";
import type { FakeSystemPack } from "../../support/fake-foundry/world/system-packs.ts";
import { checkWorld, WORLD_TIMEOUT } from "./fixture.ts";

const packs = () => (fake().game as unknown as { packs: FakeCollection<FakeSystemPack> }).packs;

describe.each(["bonus", "energy", "momentum"] as const)("the %s self-check", (ruleset) => {
  it(
    "checks the packs, then posts a check card that reads back as a success",
    async () => {
      await checkWorld(ruleset);
      const results = await runSelfCheck();
      const ids = results.map((r) => r.id);
      expect(ids.indexOf("packs")).toBeGreaterThan(ids.indexOf("room"));
      expect(ids.indexOf("checkCard")).toBe(ids.indexOf("actors") + 1);
      expect(results.filter((r) => r.id === "packs" || r.id === "checkCard").map((r) => r.status)).toEqual([
        "pass",
        "pass",
      ]);
    },
    WORLD_TIMEOUT,
  );
});

describe("a room without a sheet check", () => {
  it(
    "has no check-card step; the pack step still runs",
    async () => {
      await checkWorld("wounds");
      const ids = (await runSelfCheck()).map((r) => r.id);
      expect(ids).toContain("packs");
      expect(ids).not.toContain("checkCard");
    },
    WORLD_TIMEOUT,
  );
});

describe("the pack step reports what players could see, and writes nothing", () => {
  it(
    "another ruleset's pack a GM showed to trusted players by hand fails the step, named",
    async () => {
      const w = await checkWorld("bonus");
      w.as(w.gm);
      await packs()
        .get("fray.energy-gear")
        ?.configure({ ownership: { TRUSTED: "OBSERVER", GAMEMASTER: "OWNER" } });
      const packsStep = (await runSelfCheck()).find((r) => r.id === "packs");
      expect(packsStep?.status).toBe("fail");
      expect(packsStep?.error?.message).toContain("fray.energy-gear");
      expect(packs().get("fray.energy-gear")?.ownership).toEqual({ TRUSTED: "OBSERVER", GAMEMASTER: "OWNER" });
    },
    WORLD_TIMEOUT,
  );

  it(
    "a pack of the world's own ruleset hidden from players fails the step, named",
    async () => {
      const w = await checkWorld("bonus");
      w.as(w.gm);
      await packs()
        .get("fray.bonus-rules")
        ?.configure({ ownership: { PLAYER: "NONE", GAMEMASTER: "OWNER" } });
      const packsStep = (await runSelfCheck()).find((r) => r.id === "packs");
      expect(packsStep?.status).toBe("fail");
      expect(packsStep?.error?.message).toContain("fray.bonus-rules");
    },
    WORLD_TIMEOUT,
  );
});

import { describe, expect, it, vi } from "vitest";
import { runSteps, type SelfCheckStep } from "../../../module/foundry/self-check/runner.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import { runSelfCheck } from "../../../module/foundry/self-check/run.ts";
import { checkWorld, leftBehind } from "./fixture.ts";
import { WORLD_TIMEOUT } from "./fixture.ts";
import { FakeCombat } from "../../support/fake-foundry/world/combat.ts";

const step = (id: string, run: () => Promise<void>): SelfCheckStep<null> => ({ id, labelKey: `key.${id}`, run });
const clock = () => {
  let t = 0;
  return () => (t += 5);
};

describe("the self-check runner", () => {
  it("skips every step after the first failure, keeps its error, and still cleans up", async () => {
    const ran: string[] = [];
    const cleanup = vi.fn(() => Promise.resolve([]));
    const results = await runSteps(
      [
        step("a", () => Promise.resolve(void ran.push("a"))),
        step("b", () => Promise.reject(new Error("b broke"))),
        step("c", () => Promise.resolve(void ran.push("c"))),
      ],
      null,
      cleanup,
      clock(),
    );
    expect(ran).toEqual(["a"]);
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ["a", "pass"],
      ["b", "fail"],
      ["c", "skipped"],
      ["cleanup", "pass"],
    ]);
    expect(results[1]?.error?.message).toBe("b broke");
    expect(results[1]?.error?.stack).toContain("b broke");
    expect(results[0]?.ms).toBe(5);
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it("undoes in reverse order, guarding each undo, and reports the failures as the cleanup step", async () => {
    const tracker = new RunTracker();
    const undone: string[] = [];
    tracker.onCleanup("first", () => Promise.resolve(void undone.push("first")));
    tracker.created({ name: "broken", delete: () => Promise.reject(new Error("server said no")) });
    tracker.onCleanup("last", () => Promise.resolve(void undone.push("last")));
    const results = await runSteps([], null, () => tracker.cleanup(), clock());
    expect(undone).toEqual(["last", "first"]);
    expect(results.map((r) => [r.id, r.status, r.error?.message])).toEqual([
      ["cleanup", "fail", "broken: server said no"],
    ]);
  });
});

describe("a self-check run that fails midway on the fake world", () => {
  it(
    "skips the later steps and leaves no actor, scene, token, combat or message behind",
    async () => {
      const w = await checkWorld("bonus");
      // The server refuses the combatants: the combat step fails after the actors, the scene and the tokens exist.
      const create = vi.spyOn(FakeCombat.prototype, "createEmbeddedDocuments").mockRejectedValue(new Error("refused"));
      const results = await runSelfCheck();
      create.mockRestore();
      const status = Object.fromEntries(results.map((r) => [r.id, r.status]));
      expect(status).toMatchObject({ actors: "pass", scene: "pass", tokens: "pass", combat: "fail", start: "skipped" });
      expect(results.find((r) => r.id === "combat")?.error?.message).toBe("refused");
      expect(status.cleanup).toBe("pass");
      expect(leftBehind(w)).toEqual({ actors: 0, scenes: 0, combats: 0, messages: 0 });
    },
    WORLD_TIMEOUT,
  );

  it(
    "reports a deletion the server refuses as a failed cleanup step, and deletes the rest",
    async () => {
      const w = await checkWorld("bonus");
      const { FakeSceneDocument } = await import("../../support/fake-foundry/world/self-check-world.ts");
      const refuse = vi.spyOn(FakeSceneDocument.prototype, "delete").mockRejectedValue(new Error("scene is locked"));
      const results = await runSelfCheck();
      refuse.mockRestore();
      const cleanup = results.at(-1);
      expect(cleanup?.status).toBe("fail");
      expect(cleanup?.error?.message).toContain("scene is locked");
      expect({ ...leftBehind(w), scenes: 0 }).toEqual({ actors: 0, scenes: 0, combats: 0, messages: 0 });
      expect(w.scenes.size).toBe(1);
    },
    WORLD_TIMEOUT,
  );

  it(
    "refuses a player",
    async () => {
      const w = await checkWorld("bonus");
      w.as(w.alice);
      await expect(runSelfCheck()).rejects.toThrow("GMs only");
      expect(leftBehind(w)).toEqual({ actors: 0, scenes: 0, combats: 0, messages: 0 });
    },
    WORLD_TIMEOUT,
  );
});

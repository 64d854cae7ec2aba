/**
 * The version seam (module/foundry/version/), in whichever generation the fake plays: this file runs in the
 * `foundry` project (v13) and again in `foundry-v14`, and each test states what that generation must see.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { entryKey } from "../../../module/foundry/version/context-menu.ts";
import { deletionUpdate } from "../../../module/foundry/version/deletion.ts";
import { foundryBuild, foundryGeneration } from "../../../module/foundry/version/generation.ts";
import { currentVisibilityMode } from "../../../module/foundry/version/message-mode.ts";
import {
  isStatusEffect,
  setStatusEffects,
  statusEffectEntries,
} from "../../../module/foundry/version/status-effects.ts";
import { fakeGeneration } from "../../support/fake-foundry/generation.ts";
import { ForcedDeletion } from "../../support/fake-foundry/operators.ts";
import { fake, installFakeFoundry } from "../../support/fake-foundry/runtime.ts";
import { setChatMode, type ChatMode } from "../../support/fake-foundry/world/chat-mode.ts";
import { installFakeWorld, type FakeWorld } from "../../support/fake-foundry/world/install-world.ts";

const generation = fakeGeneration();
let world: FakeWorld;

beforeEach(() => {
  installFakeFoundry();
  world = installFakeWorld();
});

describe(`the running generation (fake in v${String(generation)} mode)`, () => {
  it("is read from game.release.generation, and the build from game.version", () => {
    expect(foundryGeneration()).toBe(generation);
    expect(foundryBuild()).toBe(generation === 14 ? "14.363" : "13.351");
  });
});

describe("status effects", () => {
  const entries = [
    { id: "prone", _id: "fraypronexxxxxxx", name: "Prone", img: "p.svg", statuses: [], description: "" },
    { id: "dazed", _id: "fraydazedxxxxxxx", name: "Dazed", img: "d.svg", statuses: ["prone"], description: "" },
  ];

  it(generation === 14 ? "v14: a record keyed by id replaces core's" : "v13: an array replaces core's", () => {
    setStatusEffects(entries);
    const configured: unknown = fake().CONFIG.statusEffects;
    if (generation === 14) {
      expect(Array.isArray(configured)).toBe(false);
      expect(Object.keys(configured as object)).toEqual(["prone", "dazed"]);
      expect(configured).toMatchObject({ dazed: { id: "dazed", statuses: ["prone"] } });
    } else {
      expect((configured as { id: string }[]).map((e) => e.id)).toEqual(["prone", "dazed"]);
    }
  });

  it("are listed in order and looked up by id; core's defaults are gone", () => {
    setStatusEffects(entries);
    expect(statusEffectEntries()).toEqual([
      { id: "prone", name: "Prone", img: "p.svg", description: "" },
      { id: "dazed", name: "Dazed", img: "d.svg", description: "" },
    ]);
    expect(isStatusEffect("dazed")).toBe(true);
    expect(isStatusEffect("blind")).toBe(false);
  });

  it("are what core's toggleStatusEffect finds", async () => {
    setStatusEffects(entries);
    const actor = world.createActor({ name: "Aldo", type: "base", ownership: { default: 3 } });
    await actor.effects.toggleStatusEffect("dazed", { active: true });
    expect([...actor.statuses].sort()).toEqual(["dazed", "prone"]);
    await expect(actor.effects.toggleStatusEffect("blind")).rejects.toThrow('Invalid status ID "blind"');
  });
});

describe("deleting a key in update data", () => {
  it(generation === 14 ? "v14: a ForcedDeletion value" : "v13: the -=key form", () => {
    const update = deletionUpdate("stamp");
    if (generation === 14) {
      expect(Object.keys(update)).toEqual(["stamp"]);
      expect(update["stamp"]).toBeInstanceOf(ForcedDeletion);
    } else expect(update).toEqual({ "-=stamp": null });
  });

  it("deletes the key and only it, with no deprecation", async () => {
    const actor = world.createActor({
      name: "Aldo",
      type: "base",
      ownership: { default: 3 },
      flags: { fray: { requests: { a: "spend", b: "spend" } } },
    });
    await actor.update({ flags: { fray: { requests: deletionUpdate("a") } } });
    expect(actor.flags).toEqual({ fray: { requests: { b: "spend" } } });
  });
});

describe("who sees a roll made now", () => {
  const MODES: readonly ChatMode[] = ["public", "gm", "blind", "self"];
  it.each(MODES)("the %s setting reads as %s", async (mode) => {
    await setChatMode(fake().game.settings, mode);
    expect(currentVisibilityMode()).toBe(mode);
  });

  if (generation === 14) {
    it("v14: the in-character mode is public", async () => {
      await setChatMode(fake().game.settings, "ic");
      expect(currentVisibilityMode()).toBe("public");
    });
  }
});

describe("a context-menu entry's key", () => {
  if (generation === 14) {
    it("v14: the label, else the deprecated name", () => {
      expect(entryKey({ label: "COMBAT.CombatantClear" })).toBe("COMBAT.CombatantClear");
      expect(entryKey({ name: "COMBAT.CombatantReroll" })).toBe("COMBAT.CombatantReroll");
    });
  } else {
    it("v13: the name (v13 entries have no label)", () => {
      expect(entryKey({ name: "COMBAT.CombatantClear" })).toBe("COMBAT.CombatantClear");
    });
  }
});

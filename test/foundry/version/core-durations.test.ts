/**
 * Fray ends its effects itself (`flags.fray.expiry`, combat/expiry.ts) and never writes core's ActiveEffect
 * `duration`: v13 and v14 count that duration differently (docs/foundry-versions.md section 2.1), and in v14 core's
 * ActiveEffectRegistry would end any effect whose duration is not indefinite, behind Fray's back. Runs in both the
 * `foundry` (v13) and `foundry-v14` projects; every room the registry lists is covered without naming it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { setCondition } from "../../../module/foundry/effects/apply-outcome.ts";
import { statusEffectEntries } from "../../../module/foundry/version/status-effects.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { fakeGeneration } from "../../support/fake-foundry/generation.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { statusEffectList } from "../../support/fake-foundry/status-effects.ts";
import { coreEndsEffect } from "../../support/fake-foundry/world/effect-duration.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

const generation = fakeGeneration();
const rooms = Object.values(FOUNDRY_ROOMS).map((room) => ({
  id: room.id,
  actorType: `${room.id}-${Object.keys(room.models.Actor)[0] ?? "character"}`,
}));

let world: FakeWorld;
beforeEach(async () => {
  world = await systemWorld();
});

describe(`the fake's core durations (v${String(generation)})`, () => {
  // Without this, the room tests below would pass whatever Fray wrote.
  it("an effect built from a status entry with a duration carries it, and core would end it", async () => {
    const duration = generation === 13 ? { rounds: 1 } : { value: 1, units: "rounds", expiry: "turnStart" };
    const entry = { id: "timed", _id: "fraytimedxxxxxxx", name: "Timed", img: "icons/svg/clockwork.svg", duration };
    fake().CONFIG.statusEffects = generation === 13 ? [entry] : { timed: entry };
    const actor = world.createActor({ name: "Target", type: `${rooms[0]?.id ?? "bonus"}-npc` });
    const effect = await actor.toggleStatusEffect("timed", { active: true });
    if (typeof effect !== "object") throw new Error("no effect was created");
    expect(effect.duration).toEqual(duration);
    expect(coreEndsEffect(effect.duration, generation)).toBe(true);
  });

  it("an effect with no duration written is one core never ends", () => {
    const actor = world.createActor({ name: "Target", type: `${rooms[0]?.id ?? "bonus"}-npc` });
    const effect = actor.effects.create({ name: "Plain", statuses: ["prone"] });
    expect(coreEndsEffect(effect.duration, generation)).toBe(false);
  });
});

describe.each(rooms)("$id: no status effect carries a core duration", ({ id, actorType }) => {
  beforeEach(() => {
    configureStatusEffects(id);
  });

  it("no entry of its status list has a duration", () => {
    const entries = statusEffectList(fake().CONFIG.statusEffects);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(Object.keys(entry), entry.id).not.toContain("duration");
  });

  it("every condition, set as an attack's outcome sets it, has no duration core would end", async () => {
    const actor = world.createActor({ name: "Target", type: actorType });
    for (const entry of statusEffectEntries()) {
      await setCondition(actor as never, entry.id, "endOfNextRound");
      await setCondition(actor as never, entry.id, "endOfRound");
    }
    expect(actor.effects.contents.length).toBeGreaterThan(0);
    for (const effect of actor.effects.contents)
      expect(coreEndsEffect(effect.duration, generation), effect.name).toBe(false);
  });
});

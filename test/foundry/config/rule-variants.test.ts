import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ENERGY_OPTIONS } from "../../../module/engine/rulesets/energy/options.ts";
import { DEFAULT_BONUS_DAMAGE_OPTIONS } from "../../../module/engine/rulesets/bonus/damage/options.ts";
import type { RollResult } from "../../../module/engine/core/dice/result.ts";
import { allShells } from "../../../module/foundry/room-lookup.ts";
import { ENERGY_OUTCOME_ROOM } from "../../../module/foundry/rulesets/energy/effects/outcomes.ts";
import { bonusDamageOptions } from "../../../module/foundry/rulesets/bonus/rule-variants.ts";
import { energyOptions } from "../../../module/foundry/rulesets/energy/rule-variants.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

/**
 * Rule variants (config/rule-variants.ts): each room's engine options become world settings, registered at `init`
 * with the room's labels, defaulting to the engine's constant, and read back where the room calls the engine.
 */
beforeEach(async () => {
  await systemWorld();
});

describe("rule variants as world settings", () => {
  it("every offered field of every room's options objects is a world setting with a localized name, hint and choices", () => {
    const { game } = fake();
    const registered = [...game.settings.settings.values()].filter((s) => /^(\w+)-\w+$/.test(s.key));
    // A field whose choices list one value is played only that way: not offered.
    const offered = (choices: unknown): boolean => !Array.isArray(choices) || choices.length > 1;
    const fields = allShells().flatMap((room) =>
      room.ruleVariants.flatMap((group) =>
        Object.entries(group.choices)
          .filter(([, choices]) => offered(choices))
          .map(([field]) => `${room.id}-${field}`),
      ),
    );
    expect(fields).toContain("energy-defenseEdge");
    expect(registered.map((s) => s.key).sort()).toEqual([...fields].sort());
    for (const setting of registered) {
      expect(setting).toMatchObject({ scope: "world", config: true, requiresReload: true });
      for (const key of [setting.name, setting.hint, ...Object.values(setting.choices ?? {})]) {
        expect(game.i18n.has(key ?? "")).toBe(true);
      }
    }
  });

  it("an untouched world plays the engine defaults", () => {
    expect(energyOptions()).toEqual(DEFAULT_ENERGY_OPTIONS);
    expect(bonusDamageOptions()).toEqual(DEFAULT_BONUS_DAMAGE_OPTIONS);
  });

  it("a changed setting changes what the room hands the engine", async () => {
    const { game } = fake();
    await game.settings.set("fray", "energy-exposedDuration", "endOfNextRound");
    await game.settings.set("fray", "energy-rangedAttackEnergy", 2);
    await game.settings.set("fray", "bonus-overflowToHealth", false);
    expect(energyOptions()).toMatchObject({ exposedDuration: "endOfNextRound", rangedAttackEnergy: 2 });
    expect(bonusDamageOptions().overflowToHealth).toBe(false);
    // "When you score a Critical Hit, you … Expose the target": for the default ("Unless otherwise specified") length.
    const natural20: RollResult = { label: "Combat roll", groups: [], modifierTotal: 0, total: 20, audit: [] };
    const exposure = ENERGY_OUTCOME_ROOM.fromAttack(natural20).find((c) => c.side === "target");
    expect(exposure?.boundary).toBe("endOfNextRound");
  });

  it("a stored value the field does not take falls back to the engine default", async () => {
    const { game } = fake();
    await game.settings.set("fray", "energy-overflowTriggersDeathRoll", "yes");
    expect(energyOptions().overflowTriggersDeathRoll).toBe(DEFAULT_ENERGY_OPTIONS.overflowTriggersDeathRoll);
  });
});

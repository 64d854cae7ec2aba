import { describe, expect, it } from "vitest";
import { VISIBILITY_LEVELS } from "../../../module/engine/rulesets/bonus/tables/visibility.ts";
import { COVER_FLAG_LEVELS } from "../../../module/foundry/canvas/walls.ts";
import { CANVAS_KEYS, coverReason, reason } from "../../../module/foundry/canvas/situation-text.ts";
import { ENERGY_MODIFIER_KEYS, ENERGY_MODIFIERS } from "../../../module/foundry/rulesets/energy/situation/catalog.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";

// The English localizer throws on a missing key, so each `localize` below is the assertion that the key exists.
const en = englishLocalizer();

describe("the canvas' texts exist in English", () => {
  it("every reason, refusal and preview text", () => {
    const reasons = ["sceneVisibility", "distance", "behindUnaware", "notFacing", "within", "beyond"].map((id) =>
      en.localize(reason(id).key),
    );
    const flagged = (["light", "partial", "full"] as const).map((level) =>
      en.localize(coverReason({ fraction: 0.5, lines: 5, blocked: 2, walls: 1, tokens: 0, flagged: level }, true).key),
    );
    const refusals = ["outOfReach", "outOfRange", "noLineOfSight", "noClearPath"].map((id) =>
      en.localize(`${CANVAS_KEYS}.Refusal.${id}`),
    );
    const preview = ["aria", "distance", "cover", "side.front", "side.side", "side.rear"].map((k) =>
      en.localize(`${CANVAS_KEYS}.Preview.${k}`),
    );
    expect([...reasons, ...flagged, ...refusals, ...preview].every((t) => t.length > 0)).toBe(true);
    const cover = coverReason({ fraction: 0.6, lines: 5, blocked: 3, walls: 2, tokens: 1 }, false);
    expect(en.format(cover.key, { ...cover.data })).toBe("60% of the sight lines blocked (walls: 2, creatures: 1)");
  });

  it("the wall cover and scene visibility controls, the facing setting and energy's modifiers", () => {
    const wall = ["label", "hint", "computed", ...COVER_FLAG_LEVELS].map((k) =>
      en.localize(`${CANVAS_KEYS}.WallCover.${k}`),
    );
    const scene = ["label", "hint", ...VISIBILITY_LEVELS].map((k) => en.localize(`FRAY.Bonus.SceneVisibility.${k}`));
    const setting = ["name", "hint"].map((k) => en.localize(`FRAY.Settings.showFacing.${k}`));
    const energy = ENERGY_MODIFIERS.flatMap((m) => [
      en.localize(`${ENERGY_MODIFIER_KEYS}.${m.id}`),
      en.localize(`${ENERGY_MODIFIER_KEYS}.effect.${m.id}`),
    ]);
    const locked = ["attackDisadvantage", "hitDisadvantage", "evasionDisadvantage"].map((k) =>
      en.localize(`${ENERGY_MODIFIER_KEYS}.effect.${k}`),
    );
    expect([...wall, ...scene, ...setting, ...energy, ...locked]).toHaveLength(7 + 6 + 2 + 10 + 3);
  });
});

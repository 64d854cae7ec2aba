import { describe, expect, it } from "vitest";
import { BONUS_CONDITIONS } from "../../module/engine/rulesets/bonus/conditions.ts";
import { SIZE_CATEGORIES } from "../../module/engine/rulesets/bonus/creature.ts";
import { DAMAGE_DELIVERIES } from "../../module/engine/rulesets/bonus/dice/damage.ts";
import { QUALITY_RANKS } from "../../module/engine/rulesets/bonus/tables/quality.ts";
import { SIZE_TABLE } from "../../module/engine/rulesets/bonus/tables/size.ts";
import { readPackSources } from "../../scripts/balance/sources.ts";
import { describePackSources, sys } from "../support/pack-conformance.ts";

describePackSources({
  ruleset: "bonus",
  sizes: SIZE_CATEGORIES,
  tokenSpaces: (size) => SIZE_TABLE[size as (typeof SIZE_CATEGORIES)[number]].spaces,
  bars: ["durability", "vigor"],
  conditions: BONUS_CONDITIONS,
});

describe("bonus gear", () => {
  const gear = readPackSources("bonus-gear").map((f) => f.doc);

  it("has weapons of every delivery and quality rank, and armor of several ranks and qualities", () => {
    const weapons = gear.filter((g) => g.type === "bonus-weapon");
    const deliveries = DAMAGE_DELIVERIES.filter((d) => d !== "other");
    expect(new Set(weapons.map((w) => sys(w, "delivery")))).toEqual(new Set(deliveries));
    expect(new Set(weapons.map((w) => sys(w, "quality")))).toEqual(new Set(QUALITY_RANKS));
    const armor = gear.filter((g) => g.type === "bonus-armor");
    expect(new Set(armor.map((a) => sys(a, "rank"))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(armor.map((a) => sys(a, "quality"))).size).toBeGreaterThanOrEqual(4);
  });
});

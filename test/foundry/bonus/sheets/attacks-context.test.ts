import { describe, expect, it } from "vitest";
import { planAttack } from "../../../../module/engine/rulesets/bonus/procedures/attack.ts";
import { guardBonuses, toBonusActor } from "../../../../module/foundry/rulesets/bonus/derive.ts";
import { attacksContext } from "../../../../module/foundry/rulesets/bonus/sheets/attacks-context.ts";
import { hitBand, percentText } from "../../../../module/foundry/applications/parts/hit-chance.ts";
import type { BonusSheetItem, BonusSheetTarget } from "../../../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import { FIGHTER, GOBLIN, IMG, KIT, makeActor, NO_BONUS_DICE, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();
/** The doc's worked example target: Guard 15, nothing else (docs/rules/bonus.md, "Odds helpers"). */
const PLAIN: BonusSheetTarget = { ...GOBLIN, name: "Dummy", armor: [] };

describe("bonus sheet: attacks list and the Attack button's hit chance", () => {
  it("one row per equipped weapon; the unequipped dagger has none", () => {
    const ctx = attacksContext(i18n, makeActor(), GOBLIN);
    expect(ctx.rows.map((r) => r.name)).toEqual(["Longsword", "Shortbow"]);
  });

  it("the chance on the button is planAttack's exact hit chance against the current target", () => {
    const actor = makeActor();
    const ctx = attacksContext(i18n, actor, GOBLIN);
    const plan = planAttack({
      attacker: toBonusActor(actor.system, actor.statuses),
      target: toBonusActor(GOBLIN.system, GOBLIN.statuses),
      style: "weapon",
      ranged: false,
      guardBonuses: guardBonuses(GOBLIN.system, GOBLIN.armor),
    });
    if (!plan.ok) throw new Error("plan refused");
    const longsword = ctx.rows[0];
    expect(longsword?.button.chanceText).toBe(`${percentText(plan.hitChance)}%`);
    expect(longsword?.guardText).toBe(`vs Guard ${plan.guard.total}`);
    expect(plan.guard.total).toBe(16);
  });

  it('"2 Agility dice against Guard 15 hit 79.2 % of the time (Wounded 72.5 %)"', () => {
    const fresh = attacksContext(i18n, makeActor(), PLAIN).rows[0]?.button;
    expect(fresh?.chanceText).toBe("79%");
    expect(fresh?.band).toBe("likely");
    expect(fresh?.bandText).toBe("Likely");
    expect(fresh?.ariaLabel).toBe("Attack 79% Likely: Dummy with Longsword, against Guard 15");
    const wounded = makeActor({ ...FIGHTER, durability: { value: 0, max: 20 } });
    expect(attacksContext(i18n, wounded, PLAIN).rows[0]?.button.chanceText).toBe("73%"); // 72.5 % rounds half up
  });

  it("a skill marked for weapon attacks adds its die to the chance; one for spells does not (seed: 'Bonus dice can be added from having Skill bonuses, Talents')", () => {
    const skill = (id: string, rolls: Partial<typeof NO_BONUS_DICE.rolls>): BonusSheetItem => ({
      id,
      name: id,
      img: IMG,
      kind: "ability",
      system: {
        kind: "skill",
        actions: 0,
        vigor: 0,
        mana: 0,
        createsOpening: false,
        description: "",
        bonusDice: { count: 1, rolls: { ...NO_BONUS_DICE.rolls, ...rolls } },
      },
    });
    const chance = (items: readonly BonusSheetItem[]) =>
      attacksContext(i18n, makeActor(FIGHTER, items), PLAIN).rows[0]?.button.chanceText;
    // 2 Agility dice + 1 Blades die against Guard 15.
    const withBlades = planAttack({
      attacker: toBonusActor(FIGHTER, []),
      target: toBonusActor(PLAIN.system, []),
      style: "weapon",
      ranged: false,
      guardBonuses: guardBonuses(PLAIN.system, []),
      extraDice: [{ source: "Blades", count: 1 }],
    });
    if (!withBlades.ok) throw new Error("plan refused");
    expect(chance([...KIT, skill("Blades", { weapon: true })])).toBe(`${percentText(withBlades.hitChance)}%`);
    expect(chance([...KIT, skill("Blades", { weapon: true })])).not.toBe("79%");
    expect(chance([...KIT, skill("Arcana", { spell: true })])).toBe("79%");
  });

  it('a larger attacker raises a smaller target\'s Guard: "increases by 5 for every size category"', () => {
    const small = { ...PLAIN, system: { ...PLAIN.system, size: "small" as const } };
    expect(attacksContext(i18n, makeActor(), small).rows[0]?.guardText).toBe("vs Guard 20");
  });

  it("without a target: no number, the words 'No target' and a label that says so", () => {
    const ctx = attacksContext(i18n, makeActor(), null);
    const button = ctx.rows[0]?.button;
    expect(ctx.hasTarget).toBe(false);
    expect(ctx.targetText).toMatch(/^No target/);
    expect(button).toMatchObject({ chanceText: "", band: "none", bandText: "No target", text: "Attack" });
    expect(button?.ariaLabel).toBe("Attack, no target: Longsword");
    expect(ctx.rows[0]?.guardText).toBe("");
  });

  it("damage reads Damage Value × quality die plus the delivery's ability dice at the current bonus die", () => {
    const rows = attacksContext(i18n, makeActor(), null).rows;
    expect(rows[0]?.damageText).toBe("2d8 + 1d10 Strength");
    expect(rows[0]?.qualityText).toBe("Ordinary (d8)");
    expect(rows[0]?.detailText).toBe("Kinetic, reach 6 ft");
    expect(rows[1]?.detailText).toBe("Kinetic, range 120 ft");
    const wounded = makeActor({ ...FIGHTER, durability: { value: 0, max: 20 } });
    expect(attacksContext(i18n, wounded, null).rows[0]?.damageText).toBe("2d8 + 1d8 Strength");
  });

  it("no equipped weapon: an empty list with its message", () => {
    const ctx = attacksContext(i18n, makeActor(FIGHTER, []), GOBLIN);
    expect(ctx.rows).toEqual([]);
    expect(ctx.emptyText).toBe("No equipped weapons.");
  });
});

describe("hit chance wording", () => {
  it("bands at thirds", () => {
    expect([0.9, 2 / 3, 0.5, 1 / 3, 0.1].map(hitBand)).toEqual(["likely", "likely", "even", "unlikely", "unlikely"]);
  });

  it("never rounds a possible miss up to 100 % or a possible hit down to 0 %", () => {
    expect(percentText(0.996)).toBe("99");
    expect(percentText(0.004)).toBe("1");
    expect(percentText(1)).toBe("100");
    expect(percentText(0)).toBe("0");
    expect(percentText(0.792)).toBe("79");
  });
});

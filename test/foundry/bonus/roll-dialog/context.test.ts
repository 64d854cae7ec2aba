import { describe, expect, it } from "vitest";
import { exactPercent, rollDialogContext } from "../../../../module/foundry/applications/roll-dialog/context.ts";
import { RollDialogState } from "../../../../module/foundry/applications/roll-dialog/state.ts";
import type { TargetPlan } from "../../../../module/foundry/applications/roll-dialog/choices.ts";
import type { RollChoices } from "../../../../module/foundry/combat-room.ts";
import { guardBonuses, toBonusActor } from "../../../../module/foundry/rulesets/bonus/derive.ts";
import { planWithChoices } from "../../../../module/foundry/rulesets/bonus/situation/plan.ts";
import { BONUS_MODIFIERS, MODIFIER_KEYS } from "../../../../module/foundry/rulesets/bonus/situation/catalog.ts";
import { ROLL_DIALOG_KEYS } from "../../../../module/foundry/applications/roll-dialog/context.ts";
import { FIGHTER, GOBLIN, recordingLocalizer } from "../sheets/fixtures.ts";

const WOUNDED = { ...FIGHTER, durability: { value: 0, max: 20 } };

/** Plans a shortbow shot at each named goblin, the way the bonus room plans it. */
function planner(targets: { name: string; statuses: string[] }[], attacker = FIGHTER) {
  return (choices: RollChoices): TargetPlan[] =>
    targets.map((t) => {
      const { plan, modifiers } = planWithChoices(
        {
          attacker: toBonusActor(attacker, []),
          target: toBonusActor(GOBLIN.system, t.statuses),
          style: "weapon",
          ranged: true,
          guardBonuses: guardBonuses(GOBLIN.system, GOBLIN.armor),
        },
        choices,
        t.name,
      );
      if (!plan.ok) return { name: t.name, plan: { refused: `FRAY.Bonus.Refusal.${plan.reason}` } };
      return {
        name: t.name,
        plan: { request: plan.request, against: plan.guard.total, hitChance: plan.hitChance, modifiers },
      };
    });
}

const header = { attackerName: "Aldra Venn", itemName: "Shortbow" };

describe("the roll dialog's context", () => {
  it("names every modifier's source and effect in English, and the exact chance per target", () => {
    const i18n = recordingLocalizer();
    const state = new RollDialogState({ ...header, plan: planner([{ name: "Marsh Goblin", statuses: [] }]) });
    const context = state.context(i18n);
    expect(context.heading).toBe("Aldra Venn attacks with Shortbow");
    const cover = context.groups.find((g) => g.group === "cover");
    expect(cover?.options.find((t) => t.id === "coverLight")).toEqual({
      id: "coverLight",
      kind: "cover",
      label: "Target in light cover",
      effect: "Guard +10",
      checked: false,
    });
    const visibility = context.groups.find((g) => g.group === "visibility");
    expect(visibility?.options.find((t) => t.id === "visibilityZero")?.effect).toBe("+15 VS");
    expect(context.toggles.find((t) => t.id === "offHand")?.effect).toBe(
      "−2 bonus die ranks to hit and damage, 8 Vigor",
    );
    expect(context.locked).toEqual([]);
    expect(context.targets).toHaveLength(1);
    expect(context.targets[0]?.chanceText).toMatch(/^\d+\.\d%$/);
    expect(context.targets[0]?.againstText).toBe("vs 16");
    expect(context.rollLabel).toBe("Roll");
  });

  it("a toggle re-plans: the shown chance is the new plan's, to one decimal", () => {
    const plan = planner([{ name: "Marsh Goblin", statuses: [] }]);
    const state = new RollDialogState({ ...header, plan });
    state.toggle("coverLight", true);
    expect(state.choices).toMatchObject({ coverLight: true, coverPartial: false, coverFull: false });
    const [expected] = plan({ coverLight: true });
    const chance = expected && "hitChance" in expected.plan ? expected.plan.hitChance : -1;
    const context = state.context(recordingLocalizer());
    expect(context.targets[0]?.chanceText).toBe(`${exactPercent(chance)}%`);
    const cover = context.groups.find((g) => g.group === "cover");
    expect(cover?.options.find((t) => t.id === "coverLight")?.checked).toBe(true);
    expect(cover?.noneChecked).toBe(false);
    expect(context.targets[0]?.againstText).toBe("vs 26");
  });

  it("exclusive groups are radio groups: a legend, one radio per row and 'none', apart from the checkboxes", () => {
    const state = new RollDialogState({ ...header, plan: planner([{ name: "Marsh Goblin", statuses: [] }]) });
    const context = state.context(recordingLocalizer());
    expect(context.groups.map((g) => [g.name, g.legend, g.noneLabel, g.noneChecked])).toEqual([
      ["group:cover", "Cover", "No cover", true],
      ["group:visibility", "Visibility", "Clear visibility", true],
    ]);
    expect(context.groups[0]?.options.map((o) => o.id)).toEqual(["coverLight", "coverPartial", "coverFull"]);
    // No grouped row is also a checkbox.
    expect(context.toggles.some((t) => t.id.startsWith("cover") || t.id.startsWith("visibility"))).toBe(false);
    expect(context.toggles.map((t) => t.id)).toContain("offHand");
  });

  it("a radio picks one row of its group; 'none' switches the whole group off; other groups are untouched", () => {
    const plan = planner([{ name: "Marsh Goblin", statuses: [] }]);
    const state = new RollDialogState({ ...header, plan });
    state.choose("cover", "coverFull");
    state.choose("visibility", "visibilityLow");
    expect(state.choices).toMatchObject({
      coverLight: false,
      coverPartial: false,
      coverFull: true,
      visibilityLow: true,
    });
    state.choose("cover", "coverPartial");
    expect(state.choices).toMatchObject({ coverPartial: true, coverFull: false });
    state.choose("cover", null);
    expect(state.choices).toMatchObject({
      coverLight: false,
      coverPartial: false,
      coverFull: false,
      visibilityLow: true,
    });
    expect(state.context(recordingLocalizer()).groups[0]?.noneChecked).toBe(true);
    // A row of another group, or one no group has, changes nothing.
    state.choose("cover", "visibilityZero");
    state.choose("cover", "offHand");
    expect(state.choices).toMatchObject({ visibilityZero: false, visibilityLow: true });
    expect(state.choices.offHand).toBeUndefined();
  });

  it("the roll mode starts at the user's chat setting and takes only core's four visibilities", () => {
    const state = new RollDialogState({
      ...header,
      mode: "gm",
      plan: planner([{ name: "Marsh Goblin", statuses: [] }]),
    });
    const modeOf = () => state.context(recordingLocalizer()).rollMode;
    expect(modeOf().label).toBe("Who sees the roll");
    expect(modeOf().options.map((o) => [o.value, o.label, o.selected])).toEqual([
      ["public", "Public Roll", false],
      ["gm", "Private GM Roll", true],
      ["blind", "Blind GM Roll", false],
      ["self", "Self Roll", false],
    ]);
    state.setMode("blind");
    expect(state.answer?.mode).toBe("blind");
    state.setMode("roll");
    expect(state.answer).toEqual({ choices: {}, extra: null, mode: "blind" });
  });

  it("locked rows of several targets are listed once each, and cannot be toggled", () => {
    const plan = planner(
      [
        { name: "Marsh Goblin", statuses: ["prone"] },
        { name: "Hill Goblin", statuses: [] },
      ],
      WOUNDED,
    );
    const state = new RollDialogState({ ...header, plan });
    state.toggle("wounded", false);
    expect(state.choices).toEqual({});
    const context = state.context(recordingLocalizer());
    expect(context.locked.map((l) => l.label)).toEqual(["You are Wounded", "Marsh Goblin is knocked down (prone)"]);
    expect(context.locked.map((l) => l.effect)).toEqual(["−1 bonus die rank", "−1 bonus die rank"]);
    expect(context.targets.map((t) => t.name)).toEqual(["Marsh Goblin", "Hill Goblin"]);
  });

  it("a refused plan shows its reason instead of odds", () => {
    const context = rollDialogContext(recordingLocalizer(), header, [
      { name: "Far Goblin", plan: { refused: "FRAY.Bonus.Refusal.beyondVisibility" } },
    ]);
    expect(context.targets[0]).toMatchObject({
      band: "refused",
      chanceText: "The target is beyond what you can see to shoot at.",
    });
    expect(context.toggles).toEqual([]);
    expect(context.groups).toEqual([]);
    expect(context.noneText).toBe("No situational modifiers for this attack.");
  });

  it("never rounds a possible miss to 100 % or a possible hit to 0 %", () => {
    expect(exactPercent(0)).toBe("0");
    expect(exactPercent(1)).toBe("100");
    expect(exactPercent(0.9999)).toBe("99.9");
    expect(exactPercent(0.0001)).toBe("0.1");
    expect(exactPercent(0.79234)).toBe("79.2");
  });

  it("every key the modifiers and the dialog can ask for is in lang/en", () => {
    const i18n = recordingLocalizer();
    const effects = ["rankUp", "rankDown", "ranksDown", "offHand", "halveGuard", "guard", "vs", "pointBlank"];
    const locked = ["wounded", "targetProne", "targetSmaller", "untargetedSmaller"];
    const dialog = ["title", "heading", "modifiers", "applied", "none", "odds", "chance", "against", "roll", "cancel"];
    const keys = [
      ...BONUS_MODIFIERS.map((m) => `${MODIFIER_KEYS}.${m.id}`),
      ...effects.map((k) => `${MODIFIER_KEYS}.effect.${k}`),
      ...locked.map((k) => `${MODIFIER_KEYS}.${k}`),
      ...dialog.map((k) => `${ROLL_DIALOG_KEYS}.${k}`),
      ...["likely", "even", "unlikely"].map((b) => `${ROLL_DIALOG_KEYS}.band.${b}`),
    ];
    for (const key of keys) expect(() => i18n.localize(key), key).not.toThrow();
  });
});

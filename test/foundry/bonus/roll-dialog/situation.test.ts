import { describe, expect, it } from "vitest";
import { planAttack, type AttackSituation } from "../../../../module/engine/rulesets/bonus/procedures/attack.ts";
import { toggleChoice } from "../../../../module/foundry/applications/roll-dialog/choices.ts";
import { guardBonuses, toBonusActor } from "../../../../module/foundry/rulesets/bonus/derive.ts";
import { availableModifiers } from "../../../../module/foundry/rulesets/bonus/situation/catalog.ts";
import { situationOverrides } from "../../../../module/foundry/rulesets/bonus/situation/overrides.ts";
import { planWithChoices, type DocumentSituation } from "../../../../module/foundry/rulesets/bonus/situation/plan.ts";
import type { RollChoices } from "../../../../module/foundry/combat-room.ts";
import { FIGHTER, GOBLIN } from "../sheets/fixtures.ts";

const WOUNDED = { ...FIGHTER, durability: { value: 0, max: 20 } };

function base(ranged: boolean, over: Partial<DocumentSituation> = {}): DocumentSituation {
  return {
    attacker: toBonusActor(FIGHTER, []),
    target: toBonusActor(GOBLIN.system, GOBLIN.statuses),
    style: "weapon",
    ranged,
    guardBonuses: guardBonuses(GOBLIN.system, GOBLIN.armor),
    ...over,
  };
}

function chance(situation: AttackSituation): number {
  const plan = planAttack(situation);
  if (!plan.ok) throw new Error(plan.reason);
  return plan.hitChance;
}

function chosen(b: DocumentSituation, choices: RollChoices): number {
  const { plan } = planWithChoices(b, choices, GOBLIN.name);
  if (!plan.ok) throw new Error(plan.reason);
  return plan.hitChance;
}

describe("the bonus roll dialog's modifiers", () => {
  it("offers cover, visibility, a distant target and point blank only to ranged attacks", () => {
    const melee = availableModifiers(false).map((m) => m.id);
    const ranged = availableModifiers(true).map((m) => m.id);
    expect(melee).toEqual(["chargeSituation", "chargeAbility", "challengeSituation", "offHand", "behindUnaware"]);
    expect(ranged).toEqual(expect.arrayContaining(["coverLight", "visibilityZero", "challengeDistant", "pointBlank"]));
    expect(ranged).toHaveLength(13);
  });

  it("every toggle is off by default, so no choices plan exactly what the documents say", () => {
    expect(planWithChoices(base(true), {}, "").modifiers.every((m) => !m.on && !m.locked)).toBe(true);
    expect(chosen(base(true), {})).toBe(chance(base(true)));
    expect(situationOverrides({}, true)).toEqual({ charges: [], challenges: [], behindUnaware: false, offHand: false });
  });

  it('light cover on a ranged attack lowers the chance exactly as planAttack says ("+10 bonus to Guard")', () => {
    const covered = chosen(base(true), { coverLight: true });
    expect(covered).toBe(chance({ ...base(true), cover: "light" }));
    expect(covered).toBeLessThan(chance(base(true)));
    const { plan } = planWithChoices(base(true), { coverLight: true }, "");
    expect(plan.ok && plan.guard.parts.find((p) => p.kind === "cover")?.value).toBe(10);
  });

  it("cover is not offered to melee, and a forged cover choice changes nothing there", () => {
    expect(chosen(base(false), { coverFull: true })).toBe(chance(base(false)));
  });

  it('"Charges will counter challenges on a 1 to 1 basis": a charge cancels a challenge', () => {
    const both = planWithChoices(base(false), { chargeSituation: true, challengeSituation: true }, "").plan;
    expect(both.ok && both.hitChance).toBe(chance(base(false)));
    expect(both.ok && both.request.audit?.some((a) => a.type === "cancel")).toBe(true);
    expect(chosen(base(false), { chargeSituation: true })).toBeGreaterThan(chance(base(false)));
    expect(chosen(base(false), { challengeSituation: true })).toBeLessThan(chance(base(false)));
  });

  it("visibility adds its VS penalty to what the attack must exceed; point blank lifts Zero visibility's", () => {
    const guard = 15 + 1;
    const zero = planWithChoices(base(true), { visibilityZero: true }, "").plan;
    expect(zero.ok && zero.request.target?.value).toBe(guard + 15);
    const close = planWithChoices(base(true), { visibilityZero: true, pointBlank: true }, "").plan;
    expect(close.ok && close.request.target?.value).toBe(guard);
    const low = planWithChoices(base(true), { visibilityLow: true }, "").plan;
    expect(low.ok && low.request.target?.value).toBe(guard + 10);
  });

  it("behind-and-unaware and off-hand match the engine's own options", () => {
    expect(chosen(base(false), { behindUnaware: true })).toBe(chance({ ...base(false), behindUnaware: true }));
    expect(chosen(base(false), { offHand: true })).toBe(chance({ ...base(false), offHand: true }));
  });

  it("Wounded and a prone target are locked rows: shown, applied once, never toggled", () => {
    const b = base(true, {
      attacker: toBonusActor(WOUNDED, []),
      target: toBonusActor(GOBLIN.system, ["prone"]),
    });
    const { modifiers } = planWithChoices(b, {}, "Marsh Goblin");
    const locked = modifiers.filter((m) => m.locked);
    expect(locked.map((m) => m.id)).toEqual(["wounded", "targetProne"]);
    expect(locked.every((m) => m.on)).toBe(true);
    expect(locked[1]?.label.data).toEqual({ name: "Marsh Goblin" });

    expect(toggleChoice({}, modifiers, "wounded", false)).toEqual({});
    expect(toggleChoice({}, modifiers, "unknown", true)).toEqual({});
    // A forged "off" for a locked row neither removes nor doubles the rule.
    expect(chosen(b, { wounded: false, targetProne: false })).toBe(chance(b));
  });

  it("a melee attack shows no prone row (the Challenge is for ranged attacks only)", () => {
    const b = base(false, { target: toBonusActor(GOBLIN.system, ["prone"]) });
    expect(planWithChoices(b, {}, "").modifiers.some((m) => m.locked)).toBe(false);
  });

  it("a smaller target's size bonus is a locked row with the engine's number", () => {
    const b = base(false, { attacker: toBonusActor({ ...FIGHTER, size: "large" }, []) });
    const size = planWithChoices(b, {}, "Marsh Goblin").modifiers.find((m) => m.id === "size");
    expect(size).toMatchObject({ locked: true, effect: { data: { value: 5 } } });
  });

  it("one cover level and one visibility level at a time", () => {
    const { modifiers } = planWithChoices(base(true), {}, "");
    let choices = toggleChoice({}, modifiers, "coverLight", true);
    choices = toggleChoice(choices, modifiers, "visibilityLow", true);
    choices = toggleChoice(choices, modifiers, "coverFull", true);
    expect(choices).toMatchObject({ coverLight: false, coverPartial: false, coverFull: true, visibilityLow: true });
    expect(choices).toMatchObject({ visibilityReduced: false, visibilityZero: false });
    expect(chosen(base(true), choices)).toBe(
      chance({ ...base(true), cover: "full", visibility: "low", distanceFt: 10 }),
    );
  });
});

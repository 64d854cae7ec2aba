import { describe, expect, it } from "vitest";
import { BONUS_CONDITIONS } from "../../../module/engine/rulesets/bonus/conditions.ts";
import { ENERGY_CONDITIONS } from "../../../module/engine/rulesets/energy/conditions.ts";
import { decideEffectChange } from "../../../module/foundry/effects/decide.ts";
import type { EffectFacts } from "../../../module/foundry/effects/effect-state.ts";
import { rootStatuses } from "../../../module/foundry/effects/effect-state.ts";

/** An effect as toggling a status creates it: the status and every condition it implies. */
const status = (id: string, statuses: readonly string[], disabled = false): EffectFacts => ({
  id: `e-${id}`,
  statuses: [id, ...statuses],
  disabled,
});
const DAZED = status("dazed", ["exposed"]);
const PRONE = status("prone", ["exposed"]);
const EXPOSED = status("exposed", []);
const UNGUARDED = status("unguarded", ["exposed"]);
const UNCONSCIOUS = status("unconscious", ["unguarded", "exposed"]);
const SURPRISED = status("surprised", ["unguarded", "exposed"]);

const remove = (effects: readonly EffectFacts[], effect: EffectFacts) =>
  decideEffectChange(ENERGY_CONDITIONS, effects, { effectId: effect.id, after: [] });

describe('energy: "If one condition is imposing another condition (such as when you are Dazed, you are also Exposed) you cannot remove the "daughter" condition without removing the "parent.""', () => {
  it("an effect's roots are its statuses no other status of it implies (Dazed's effect applies Dazed)", () => {
    expect(rootStatuses(ENERGY_CONDITIONS, DAZED.statuses)).toEqual(["dazed"]);
    expect(rootStatuses(ENERGY_CONDITIONS, UNCONSCIOUS.statuses)).toEqual(["unconscious"]);
    expect(rootStatuses(ENERGY_CONDITIONS, ["exposed", "burning"])).toEqual(["exposed"]);
  });

  it('"So if you are Dazed, taking the Defend action would not end your Exposure": removing Exposed is refused', () => {
    expect(remove([DAZED, EXPOSED], EXPOSED)).toEqual({ allowed: false, condition: "exposed", parents: ["dazed"] });
  });

  it("disabling the daughter's effect is refused the same way", () => {
    const decision = decideEffectChange(ENERGY_CONDITIONS, [EXPOSED, PRONE], { effectId: EXPOSED.id, after: [] });
    expect(decision).toMatchObject({ allowed: false, parents: ["prone"] });
  });

  it('"if you ended the Daze condition, the Exposed condition would also be removed"', () => {
    expect(remove([DAZED], DAZED)).toEqual({ allowed: true, removed: ["dazed", "exposed"], kept: [] });
  });

  it("ending a parent keeps a daughter another parent still imposes (Dazed ends, Prone keeps Exposed)", () => {
    expect(remove([DAZED, PRONE], DAZED)).toEqual({ allowed: true, removed: ["dazed"], kept: ["exposed"] });
  });

  it("ending a parent keeps a daughter applied in its own right (Exposed by a critical fail, then Dazed ends)", () => {
    expect(remove([DAZED, EXPOSED], DAZED)).toEqual({ allowed: true, removed: ["dazed"], kept: ["exposed"] });
  });

  it("a daughter with no parent standing may be removed", () => {
    expect(remove([EXPOSED], EXPOSED)).toEqual({ allowed: true, removed: ["exposed"], kept: [] });
  });

  it("a grand-daughter names the parent that imposes it directly (Unconscious → Unguarded → Exposed)", () => {
    expect(remove([UNCONSCIOUS, EXPOSED], EXPOSED)).toEqual({
      allowed: false,
      condition: "exposed",
      parents: ["unguarded"],
    });
  });

  it('"Taking the Defense action while surprised does not remove the Unguarded condition"', () => {
    expect(remove([SURPRISED, UNGUARDED], UNGUARDED)).toMatchObject({ allowed: false, parents: ["surprised"] });
  });

  it("ending Unconscious ends Unguarded and Exposed with it, every generation", () => {
    expect(remove([UNCONSCIOUS], UNCONSCIOUS)).toEqual({
      allowed: true,
      removed: ["unconscious", "unguarded", "exposed"],
      kept: [],
    });
  });

  it("a daughter imposed by two parents names both", () => {
    expect(remove([DAZED, PRONE, EXPOSED], EXPOSED)).toMatchObject({ allowed: false, parents: ["dazed", "prone"] });
  });

  it("a disabled parent imposes nothing", () => {
    expect(remove([status("dazed", ["exposed"], true), EXPOSED], EXPOSED)).toMatchObject({ allowed: true });
  });

  it("editing a parent's effect so it no longer applies the parent is removing the parent", () => {
    const decision = decideEffectChange(ENERGY_CONDITIONS, [DAZED], { effectId: DAZED.id, after: ["exposed"] });
    expect(decision).toEqual({ allowed: true, removed: ["dazed"], kept: ["exposed"] });
  });

  it("effects without conditions (or unknown ids) are never refused", () => {
    const burning: EffectFacts = { id: "e-burning", statuses: ["burning"], disabled: false };
    expect(remove([DAZED, burning], burning)).toEqual({ allowed: true, removed: [], kept: [] });
  });
});

describe("bonus: implied conditions follow the same rule", () => {
  const SHOCK: EffectFacts = { id: "e-shock", statuses: ["shock", "unconscious", "incapacitated"], disabled: false };
  const BOUND: EffectFacts = { id: "e-bound", statuses: ["bound", "incapacitated"], disabled: false };
  const UNCON: EffectFacts = { id: "e-uncon", statuses: ["unconscious", "incapacitated"], disabled: false };
  const bonusRemove = (effects: readonly EffectFacts[], effect: EffectFacts) =>
    decideEffectChange(BONUS_CONDITIONS, effects, { effectId: effect.id, after: [] });

  it('"When your Health is reduced to 0, you lose consciousness": Unconscious stays while Shock stands', () => {
    expect(bonusRemove([SHOCK, UNCON], UNCON)).toMatchObject({ allowed: false, parents: ["shock"] });
  });

  it('"incapacitated can mean unconscious, bound or tided": untying a bound, unconscious creature leaves it incapacitated', () => {
    expect(bonusRemove([BOUND, UNCON], BOUND)).toEqual({ allowed: true, removed: ["bound"], kept: ["incapacitated"] });
  });

  it("ending Shock ends the unconsciousness and incapacitation it imposed", () => {
    expect(bonusRemove([SHOCK], SHOCK)).toEqual({
      allowed: true,
      removed: ["shock", "unconscious", "incapacitated"],
      kept: [],
    });
  });
});

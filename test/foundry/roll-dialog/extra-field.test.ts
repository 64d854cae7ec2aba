/**
 * The roll dialog's free-form bonus field, for any room (issue 23): shown only when the room's attack roll takes a
 * bonus, validated as typed, the odds planned again with a bonus that reads, Roll waiting while one does not.
 */
import { describe, expect, it } from "vitest";
import { RollDialogState, type RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { exactPercent } from "../../../module/foundry/applications/roll-dialog/context.ts";
import type { TargetPlan } from "../../../module/foundry/applications/roll-dialog/choices.ts";
import { withRollExtra, type RollExtra } from "../../../module/foundry/dice/roll-extra.ts";
import type { DiceRequest } from "../../../module/engine/core/dice/request.ts";
import { successProbability } from "../../../module/engine/core/odds/request.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";

/** A d20 that must exceed 12: any room whose odds are its roll's own. */
const D20: DiceRequest = {
  label: "Attack",
  groups: [{ id: "d20", source: "d20", count: 1, faces: 20 }],
  modifiers: [],
  target: { kind: "exceed", value: 12 },
};

const planned: (RollExtra | null)[] = [];
function setup(over: Partial<RollDialogSetup> = {}): RollDialogSetup {
  planned.length = 0;
  return {
    attackerName: "Vera",
    itemName: "Sword",
    extraKind: "dice",
    plan: (_choices, bonus): TargetPlan[] => {
      planned.push(bonus);
      const request = withRollExtra(D20, bonus);
      return [{ name: "Ogre", plan: { request, against: 12, hitChance: successProbability(request) } }];
    },
    ...over,
  };
}

const i18n = englishLocalizer();

describe("the roll dialog's bonus field", () => {
  it("is absent when the room's roll takes no bonus, and typing then changes nothing", () => {
    const state = new RollDialogState(setup({ extraKind: undefined }));
    state.setExtra("+5");
    expect(state.context(i18n).extra).toBeUndefined();
    expect(state.answer).toEqual({ choices: {}, extra: null, mode: "public" });
    expect(planned).toEqual([null]);
  });

  it("starts empty with a hint on what it takes and ids unique to the dialog window", () => {
    const context = new RollDialogState(setup()).context(i18n, "roll-dialog-7");
    expect(context.extra).toEqual({
      inputId: "roll-dialog-7-extra",
      hintId: "roll-dialog-7-extra-hint",
      errorId: "roll-dialog-7-extra-error",
      label: "Extra modifier",
      value: "",
      hint: "A number or dice to add, such as +2, -1 or +1d6; empty for none.",
      error: "",
    });
    expect(context.canRoll).toBe(true);
    expect(new RollDialogState(setup({ extraKind: "flat" })).context(i18n).extra?.hint).toBe(
      "A number to add, such as +2 or -1; empty for none.",
    );
  });

  it("a bonus that reads plans every target again: the odds move and Roll answers it", () => {
    const state = new RollDialogState(setup());
    const before = state.context(i18n).targets[0]?.chanceText;
    state.setExtra("+1d6 +2");
    const after = state.context(i18n).targets[0]?.chanceText;
    expect(planned[1]?.text).toBe("+1d6 +2");
    expect(after).toBe(`${exactPercent(successProbability(withRollExtra(D20, planned[1] ?? null)))}%`);
    expect(after).not.toBe(before);
    expect(state.answer?.extra?.text).toBe("+1d6 +2");
  });

  it("a refused bonus says why, keeps what was typed and the last odds, and Roll waits", () => {
    const state = new RollDialogState(setup());
    state.setExtra("+3");
    const before = state.context(i18n).targets[0]?.chanceText;
    state.setExtra("+3 lots");
    const context = state.context(i18n);
    expect(context.extra).toMatchObject({
      value: "+3 lots",
      error: "Not a modifier: write a signed number or dice, such as +2 or +1d6.",
    });
    expect(context.canRoll).toBe(false);
    expect(context.targets[0]?.chanceText).toBe(before);
    expect(state.answer).toBeNull();
    state.setExtra("");
    expect(state.context(i18n).canRoll).toBe(true);
    expect(state.answer?.extra).toBeNull();
  });

  it("dice where the room takes a number only are refused in words", () => {
    const state = new RollDialogState(setup({ extraKind: "flat" }));
    state.setExtra("+1d4");
    expect(state.context(i18n).extra?.error).toBe("This roll takes a number only, not dice.");
    state.setExtra("+100");
    expect(state.context(i18n).extra?.error).toBe(
      "Too large: at most 4 terms, 10 dice of up to 100 faces each, numbers up to 50.",
    );
  });
});

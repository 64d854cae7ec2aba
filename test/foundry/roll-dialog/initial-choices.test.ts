/**
 * A roll dialog opened with choices already made (a sheet button for one attack action, `AttackOptions.choices`):
 * the first plans use them, Roll answers them unless the user changes them, and without any the dialog starts empty.
 */
import { describe, expect, it } from "vitest";
import { RollDialogState, type RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import type { RollChoices } from "../../../module/foundry/combat-room.ts";

const seen: RollChoices[] = [];
function setup(choices?: RollChoices): RollDialogSetup {
  seen.length = 0;
  return {
    attackerName: "Vera",
    itemName: "Sword",
    ...(choices ? { choices } : {}),
    plan: (c) => {
      seen.push(c);
      const chance = c["quick"] ? 0.4 : 0.6;
      const row = {
        id: "quick",
        kind: "variant",
        label: { key: "Quick" },
        effect: { key: "−1" },
        on: c["quick"] ?? false,
        locked: false,
      };
      return [
        {
          name: "Ogre",
          plan: { request: { label: "", groups: [], modifiers: [] }, against: 10, hitChance: chance, modifiers: [row] },
        },
      ];
    },
  };
}

describe("the roll dialog's starting choices", () => {
  it("plans first with the choices it opens with, and answers them", () => {
    const state = new RollDialogState(setup({ quick: true }));
    expect(seen[0]).toEqual({ quick: true });
    expect(state.answer?.choices).toEqual({ quick: true });
  });

  it("the user may still take the choice back", () => {
    const state = new RollDialogState(setup({ quick: true }));
    state.toggle("quick", false);
    expect(state.answer?.choices["quick"]).toBeFalsy();
  });

  it("without starting choices the dialog starts with none", () => {
    expect(new RollDialogState(setup()).answer?.choices).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { rollDialogContext } from "../../../../module/foundry/applications/roll-dialog/context.ts";
import { energyToggleRows } from "../../../../module/foundry/rulesets/energy/situation/catalog.ts";
import { recordingLocalizer } from "../../bonus/sheets/fixtures.ts";

/** The dialog's context for a ranged energy attack whose plan offers these rows. */
function context(choices: Record<string, boolean>, ranged = true) {
  const plan = { request: { label: "", groups: [], modifiers: [] }, against: 12, hitChance: 0.5 };
  const modifiers = energyToggleRows(choices, ranged);
  return rollDialogContext(recordingLocalizer(), { attackerName: "Vera", itemName: "Shortbow" }, [
    { name: "Ogre", plan: { ...plan, modifiers } },
  ]);
}

describe("energy's exclusive rows in the roll dialog: the range trio and the target's movement", () => {
  it("each a radio group named by the room, 'none' being the seed's ordinary case", () => {
    const groups = context({}).groups;
    expect(groups.map((g) => [g.legend, g.noneLabel, g.options.map((o) => o.id)])).toEqual([
      ["Range", "Between the two ranges", ["rangeClose", "rangeFar"]],
      ["Target movement", "Typical combat movement", ["targetStill", "targetEvasive"]],
    ]);
    expect(context({}).toggles.map((t) => t.id)).toEqual(["fromBehind"]);
  });

  it("the canvas' or the dialog's choice is the checked radio", () => {
    const range = context({ rangeFar: true }).groups[0];
    expect(range?.noneChecked).toBe(false);
    expect(range?.options.find((o) => o.checked)?.id).toBe("rangeFar");
  });

  it("a melee attack has no range or movement group", () => {
    expect(context({}, false).groups).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { conditionsContext } from "../../../module/foundry/applications/sheets/conditions-context.ts";
import type { RoomText } from "../../../module/foundry/applications/sheets/attacks-frame.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";

const i18n = englishLocalizer();
/** A room's sheet text, as each room's labels.ts words it. */
const text: RoomText = (l, key) => l.localize(`FRAY.Wounds.Sheet.${key}`);

describe("the shared conditions list: each condition in force by its ruleset's catalog keys", () => {
  it("names and hints from FRAY.Condition.<ruleset>.<id>, in the order given; the room's heading", () => {
    const context = conditionsContext(i18n, "wounds", text, ["prone", "defending"]);
    expect(context.heading).toBe("Conditions");
    expect(context.items.map((c) => [c.id, c.label])).toEqual([
      ["prone", "Prone"],
      ["defending", "Defending"],
    ]);
    expect(context.items[0]?.hint).toBe("Melee attacks against you +3, ranged −3. You cannot stand up directly.");
  });

  it("another ruleset's id reads that ruleset's keys; none in force shows the room's empty line", () => {
    expect(conditionsContext(i18n, "momentum", text, ["prone"]).items[0]?.label).toBe(
      i18n.localize("FRAY.Condition.momentum.prone.name"),
    );
    expect(conditionsContext(i18n, "wounds", text, [])).toMatchObject({ items: [], emptyText: "No conditions." });
  });
});

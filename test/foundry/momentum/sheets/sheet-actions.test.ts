/**
 * The `momentum` sheet's Actions buttons take the shared sheet-action flow into the room's combat economy: the row a
 * sheet shows is worked out from the combatant as the spend reads it, and a click spends exactly what the row says.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { takeSheetAction } from "../../../../module/foundry/combat/sheet-action.ts";
import { actionsContext } from "../../../../module/foundry/rulesets/momentum/sheets/actions-context.ts";
import { sheetCombat } from "../../../../module/foundry/rulesets/momentum/sheets/from-documents.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import type { FakeCombat } from "../../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../../combat/fixture.ts";
import { momentumWorld, type MomentumWorld } from "../world-fixture.ts";

type AdapterActor = Parameters<typeof takeSheetAction>[0];
const i18n = englishLocalizer();

let w: MomentumWorld;
let combat: FakeCombat;
/** Vera and the Brute tie at Initiative 20: Vera, who joined first, acts first. */
beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
});

/** The row Vera's sheet shows now, and a click on it (its id and label, as actions.hbs carries them). */
function rowOf(actor: FakeActor, id: string) {
  const adapter = actor as unknown as AdapterActor;
  const row = actionsContext(i18n, actor.id, sheetCombat(adapter)).rows.find((r) => r.id === id);
  if (!row) throw new Error(`no ${id} row`);
  return { row, click: () => takeSheetAction(adapter, { action: row.id, label: row.label, options: {} }) };
}

describe("momentum Actions buttons spend through the combat economy room", () => {
  it("Defend (2 AP) on Vera's turn: open on the sheet, paid from her combatant, one chat line", async () => {
    w.as(w.alice);
    const defend = rowOf(w.vera, "defend");
    expect(defend.row).toMatchObject({ disabled: false, label: "Defend — 2 AP" });
    expect(await defend.click()).toBe(true);
    expect(systemOf(combatantOf(combat, w.vera)).ap).toBe(1);
    expect(w.vera.statuses.has("defending")).toBe(true);
    expect([...w.messages.values()].at(-1)?.content).toContain("Vera: Defend — 2 AP");
  });

  it("the shortfall the row names is the one the spend refuses with; nothing is paid", async () => {
    w.as(w.alice);
    await rowOf(w.vera, "defend").click();
    const sprint = rowOf(w.vera, "sprint");
    expect(sprint.row).toMatchObject({ disabled: true, reason: "Not enough AP: needs 3, has 1 (2 short)." });
    expect(await sprint.click()).toBe(false);
    expect(w.warnings.at(-1)).toBe(sprint.row.reason);
    expect(systemOf(combatantOf(combat, w.vera)).ap).toBe(1);
  });

  it("off his turn the Brute's sheet says so once, as the spend does", async () => {
    w.as(w.bob);
    const context = actionsContext(i18n, w.brute.id, sheetCombat(w.brute as unknown as AdapterActor));
    expect(context.notice).toBe("Actions are taken on your own turn.");
    expect(await rowOf(w.brute, "move").click()).toBe(false);
    expect(w.warnings.at(-1)).toBe(context.notice);
  });
});

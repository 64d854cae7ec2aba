/**
 * A readied action taken from the sheet off its turn (combat/readied.ts, engine economy/readied.ts; rules page
 * decisions 39, 182), through the `fray.spend` relay on the strict fake. Seed 004, Ready an Action: "You prepare to
 * take a specified action as soon as the opportunity presents itself. Choose an action. Until you take an action or
 * reaction, you can take the chosen action as a reaction in response to any event." Alice's Vera (initiative 12) has
 * readied on her turn (7 − 2 AP, +7 at its end: 12), then drops to 3; Bob's Ogre (8) acts.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { actionsContext } from "../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { onTurn } from "./sheets/fixtures.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

async function alice(action: string) {
  w.as(w.alice);
  const reply = await requestSpend(w.vera as never, { action });
  w.as(w.gm);
  return reply;
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  await combat.startCombat();
  expect((await alice("ready")).ok).toBe(true);
  await combat.nextTurn();
  await combat.combatants.find((c) => c.actorId === w.vera.id)?.update({ initiative: 3 });
  return () => {
    vi.restoreAllMocks();
  };
});

describe('"you can take the chosen action as a reaction in response to any event"', () => {
  it("on the Ogre's turn, with a lower initiative, Vera takes her readied Defend: 2 AP, no −2, Defending, Readied used up", async () => {
    expect([w.vera.statuses.has("readied"), stored(vera).ap, vera.initiative]).toEqual([true, 12, 3]);
    expect((await alice("readied:defend")).ok).toBe(true);
    expect([stored(vera).ap, vera.initiative]).toEqual([10, 3]);
    expect([w.vera.statuses.has("defending"), w.vera.statuses.has("readied")]).toEqual([true, false]);
  });

  it('"Until you take an action or reaction": a second readied action is refused, nothing paid again', async () => {
    await alice("readied:defend");
    expect(await alice("readied:dash")).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.notReadied" });
    expect(stored(vera).ap).toBe(10);
  });

  it("forged: an attack, Ready itself or an unknown action as the readied one is refused", async () => {
    for (const action of ["readied:standardAttack", "readied:ready", "readied:fly"]) {
      expect(await alice(action)).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.unknownAction" });
    }
    expect([stored(vera).ap, w.vera.statuses.has("readied")]).toEqual([12, true]);
  });

  it("without the readied action, the same Defend off her turn is an interrupt Vera's lower initiative refuses", async () => {
    expect(await alice("defend")).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.initiativeTooLow" });
  });
});

describe("the sheet's Readied buttons", () => {
  const i18n = englishLocalizer();
  it("off its turn while Readied, the actions that can be readied are offered as the readied reaction at their AP", () => {
    const offTurn = onTurn(5, { turn: { kind: "offTurn", scores: { vera: 3, ogre: 8 }, active: "ogre" } }, ["readied"]);
    const rows = actionsContext(i18n, "vera", offTurn, DEFAULT_WOUNDS_OPTIONS).rows;
    expect(rows.find((r) => r.id === "readied:defend")).toMatchObject({
      text: "Readied: Defend",
      costText: "2 AP",
      disabled: false,
    });
    expect(rows.find((r) => r.id === "readied:treatWound")?.reason).toBe(
      "Not enough Action Points: needs 8, has 5 (3 short).",
    );
    expect(rows.some((r) => r.id === "defend")).toBe(false);
  });
});

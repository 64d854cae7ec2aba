/**
 * The `wounds` sheets read documents into plain data: the odds on every attack-kind button are the forecast's, call
 * for call; the Actions rows are worked out from the combatant as the spend reads it, and a click spends what the
 * row says; an attack-kind button's choice reaches the card the attack flow posts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { takeSheetAction } from "../../../../module/foundry/combat/sheet-action.ts";
import { rollAttack } from "../../../../module/foundry/flows/attack.ts";
import { woundsForecastOf } from "../../../../module/foundry/rulesets/wounds/attack/plan.ts";
import { actionsContext } from "../../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import {
  attackOdds,
  sheetActor,
  sheetCombat,
} from "../../../../module/foundry/rulesets/wounds/sheets/from-documents.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../../module/engine/rulesets/wounds/options.ts";
import { isRefusal } from "../../../../module/foundry/combat-room.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { LONGSWORD, fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "../world-fixture.ts";

type AdapterActor = Parameters<typeof takeSheetAction>[0];
const i18n = englishLocalizer();
const sword = (w: WoundsWorld) => (w.vera as unknown as AdapterActor).items.get(LONGSWORD) as never;

let w: WoundsWorld;
beforeEach(async () => {
  w = await woundsWorld();
});

describe("wounds sheets read documents into plain data", () => {
  it("the actor with the engine's derived values; its weapon tagged by kind", () => {
    const vera = sheetActor(w.vera as never);
    expect(vera?.items.map((i) => [i.kind, i.name])).toEqual([["weapon", "Longsword"]]);
    expect(sheetActor(w.ogre as never)?.system.derived.defenses.melee.total).toBe(10);
  });

  it("each attack kind's odds are the forecast's with that choice, call for call", () => {
    const odds = attackOdds(w.vera as never, w.ogre as never)[LONGSWORD];
    for (const [kind, choices] of [
      ["standard", {}],
      ["quick", { quick: true }],
      ["strong", { strong: true }],
      ["nonlethal", { nonlethal: true }],
    ] as const) {
      const forecast = woundsForecastOf(w.vera as never, sword(w), w.ogre as never, choices);
      if (isRefusal(forecast)) throw new Error("refused");
      expect(odds?.[kind]).toEqual({ ...forecast.odds, against: forecast.plan.defense.total });
    }
    // d20 − 5 against melee Defense 10: 15 or more, 30%.
    expect(odds?.standard && "hit" in odds.standard ? odds.standard.hit : 0).toBeCloseTo(0.3, 6);
  });

  it("an attack-kind button's choice goes with the attack: the card's row is planned as a Quick Attack, 3 AP paid", async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 12 },
      { actor: w.ogre, initiative: 5 },
    ]);
    await combat.startCombat();
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: w.ogre });
    await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true, choices: { quick: true } });
    const card = [...w.messages.values()].at(-1);
    const row = (card?.system as { targets?: { situation?: { choices: Record<string, boolean> } }[] }).targets?.[0];
    expect(row?.situation?.choices).toEqual({ quick: true });
    expect(stored(fighter(combat, w.vera))).toMatchObject({ ap: 7 - 3 });
  });

  it("Defend (2 AP) from the Actions section on Vera's turn: paid from her combatant, Defending given", async () => {
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 12 },
      { actor: w.ogre, initiative: 5 },
    ]);
    await combat.startCombat();
    w.as(w.alice);
    const adapter = w.vera as unknown as AdapterActor;
    const row = actionsContext(i18n, w.vera.id, sheetCombat(adapter), DEFAULT_WOUNDS_OPTIONS).rows.find(
      (r) => r.id === "defend",
    );
    expect(row).toMatchObject({ disabled: false, label: "Defend — 2 AP" });
    expect(await takeSheetAction(adapter, { action: "defend", label: row?.label ?? "", options: {} })).toBe(true);
    expect(stored(fighter(combat, w.vera))).toMatchObject({ ap: 7 - 2 });
    expect(w.vera.statuses.has("defending")).toBe(true);
  });

  it("out of combat there is no combatant for the Actions section", () => {
    expect(sheetCombat(w.vera as never)).toBeNull();
  });
});

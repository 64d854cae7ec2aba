import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollChoices } from "../../../../module/foundry/combat-room.ts";
import {
  attackWithExtra,
  firstRowViewedBy,
  forgeStoredExtra,
  storedFirstRow,
  typedExtra,
  type ChooseRollMock,
} from "../../../support/roll-extra-fixtures.ts";
import { bruteTakesTheHit, loopWorld, type LoopWorld } from "../../chat/world-fixture.ts";

// The dialog itself needs Foundry's ApplicationV2; here its answer is scripted, and the flow around it is real.
const choose: ChooseRollMock = vi.fn();
vi.mock("../../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../../module/foundry/flows/attack.ts");
const { BONUS_COMBAT_ROOM } = await import("../../../../module/foundry/rulesets/bonus/combat-room.ts");

let w: LoopWorld;

function hitChanceOnCard(): number | undefined {
  const card = [...w.messages.values()].at(-1);
  return (card?.system as { targets: { hitChance: number }[] } | undefined)?.targets[0]?.hitChance;
}

function roomChance(choices?: RollChoices): number {
  const sword = w.aldo.items.get(w.swordId);
  const plan = BONUS_COMBAT_ROOM.planAttack(w.aldo as never, sword as never, w.brute as never, choices);
  if ("refused" in plan) throw new Error(plan.refused);
  return plan.hitChance;
}

beforeEach(async () => {
  choose.mockReset();
  w = await loopWorld();
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
});

describe("rollAttack with the roll dialog", () => {
  it("Cancel rolls nothing and posts nothing", async () => {
    choose.mockResolvedValue(null);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: false });
    expect(choose).toHaveBeenCalledOnce();
    expect(w.messages.size).toBe(0);
  });

  it("rolls with the chosen modifiers: the card's odds are the room's plan with them", async () => {
    choose.mockResolvedValue({ choices: { chargeSituation: true }, extra: null, mode: "public" });
    w.dice(15, 5, 5);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: false });
    expect(hitChanceOnCard()).toBe(roomChance({ chargeSituation: true }));
    expect(roomChance({ chargeSituation: true })).toBeGreaterThan(roomChance());
  });

  it("the dialog is given the attack's names and a planner over every target", async () => {
    choose.mockResolvedValue(null);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: false });
    const setup = choose.mock.calls[0]?.[0];
    // The roll mode starts at the user's chat setting (the fake's `core.rollMode` default: public).
    expect(setup).toMatchObject({ attackerName: "Aldo", itemName: "Sword", mode: "public" });
    const [row] = setup?.plan({}, null) ?? [];
    expect(row?.name).toBe("Brute");
    expect(row && "modifiers" in row.plan && row.plan.modifiers?.some((m) => m.id === "chargeSituation")).toBe(true);
  });

  it("the roll mode chosen in the dialog decides who sees the card: a Private GM Roll is whispered to the GMs", async () => {
    choose.mockResolvedValue({ choices: {}, extra: null, mode: "gm" });
    w.dice(15, 5, 5);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: false });
    const card = [...w.messages.values()].at(-1);
    expect(card?.whisper).toEqual([w.gm.id]);
    expect(card?.blind).toBe(false);
  });

  it("Shift-click skips the dialog and rolls with the defaults (the room's plan without choices)", async () => {
    w.dice(15, 5, 5);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });
    expect(choose).not.toHaveBeenCalled();
    expect(hitChanceOnCard()).toBe(roomChance());
    expect(roomChance({})).toBe(roomChance());
  });
});

const bonus = (text: string) => typedExtra(text, "dice");

const attackWith = (text: string, faces: readonly number[]) =>
  attackWithExtra(w, choose, text, { attacker: w.aldo, itemId: w.swordId, kind: "dice", faces });

describe("the dialog's extra modifier on the card (issue 23): rolled, named, stored and planned again by the GM", () => {
  it("the dialog is told the room takes dice, and its planner plans every target with the bonus", async () => {
    choose.mockResolvedValue(null);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: false });
    const setup = choose.mock.calls[0]?.[0];
    expect(setup?.extraKind).toBe("dice");
    const [plain] = setup?.plan({}, null) ?? [];
    const [helped] = setup?.plan({}, bonus("+5")) ?? [];
    if (!plain || !helped || "refused" in plain.plan || "refused" in helped.plan) throw new Error("refused");
    expect(helped.plan.hitChance).toBeGreaterThan(plain.plan.hitChance);
    expect(helped.plan.against).toBe(plain.plan.against);
  });

  it("is rolled with the attack, stored on the row, and named on the breakdown in the viewer's words", async () => {
    // 15 + Agility 5 + 5 + bonus die 4 + 2 flat.
    const card = await attackWith("+1d6 +2", [15, 5, 5, 4]);
    const row = storedFirstRow(card);
    expect(row?.situation.extra).toBe("+1d6 +2");
    expect(row?.attack?.roll.formula).toContain("1d6");
    const [attack] = firstRowViewedBy(w, card, w.alice).breakdowns;
    expect(attack?.groups.map((g) => g.title)).toContain("Extra modifier: 1d6");
    expect(attack?.modifiers).toContain("Extra modifier: +2");
    expect(attack?.total).toBe("Total 31");
  });

  it("the GM plans the row again with its bonus: the honest card is trusted and the Brute may take the hit", async () => {
    const card = await attackWith("-1d4 +3", [15, 5, 5, 2]);
    await expect(bruteTakesTheHit(w, card)).resolves.toBeUndefined();
  });

  it("a card whose stored bonus no longer matches its roll is refused by the GM", async () => {
    const card = await attackWith("+2", [15, 5, 5]);
    const forged = await forgeStoredExtra(w, card, "+9", w.alice);
    await expect(bruteTakesTheHit(w, forged)).rejects.toThrow("unverifiedCard");
  });
});

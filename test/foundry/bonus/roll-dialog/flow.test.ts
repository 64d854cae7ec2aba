import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollChoices } from "../../../../module/foundry/combat-room.ts";
import type { RollDialogAnswer, RollDialogSetup } from "../../../../module/foundry/applications/roll-dialog/state.ts";
import { loopWorld, type LoopWorld } from "../../chat/world-fixture.ts";

// The dialog itself needs Foundry's ApplicationV2; here its answer is scripted, and the flow around it is real.
const choose = vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>();
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
    choose.mockResolvedValue({ choices: { chargeSituation: true }, mode: "public" });
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
    const [row] = setup?.plan({}) ?? [];
    expect(row?.name).toBe("Brute");
    expect(row && "modifiers" in row.plan && row.plan.modifiers?.some((m) => m.id === "chargeSituation")).toBe(true);
  });

  it("the roll mode chosen in the dialog decides who sees the card: a Private GM Roll is whispered to the GMs", async () => {
    choose.mockResolvedValue({ choices: {}, mode: "gm" });
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

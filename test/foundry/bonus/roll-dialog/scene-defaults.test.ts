import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollChoices, SceneSituation } from "../../../../module/foundry/combat-room.ts";
import type { RollDialogAnswer, RollDialogSetup } from "../../../../module/foundry/applications/roll-dialog/state.ts";
import { RollDialogState } from "../../../../module/foundry/applications/roll-dialog/state.ts";
import { FakeScene, SQUARE_5FT } from "../../../support/fake-foundry/world/scene.ts";
import { loopWorld, type LoopWorld } from "../../chat/world-fixture.ts";
import { recordingLocalizer } from "../sheets/fixtures.ts";

// The dialog needs Foundry's ApplicationV2; its answer is scripted, and the flow and canvas around it are real.
const choose = vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>();
vi.mock("../../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../../module/foundry/flows/attack.ts");
const { BONUS_COMBAT_ROOM } = await import("../../../../module/foundry/rulesets/bonus/combat-room.ts");

let w: LoopWorld;
let sceneCount = 0;

const COVER: SceneSituation = {
  defaults: { coverPartial: true },
  reasons: { coverPartial: { key: "FRAY.Canvas.Reason.cover", data: { percent: 60, walls: 2, tokens: 0 } } },
  distance: 30,
};

function plan(choices: RollChoices = {}, scene?: SceneSituation) {
  const sword = w.aldo.items.get(w.swordId);
  return BONUS_COMBAT_ROOM.planAttack(w.aldo as never, sword as never, w.brute as never, choices, scene);
}

beforeEach(async () => {
  choose.mockReset();
  w = await loopWorld();
  w.as(w.alice);
  w.alice.targets.clear();
});

describe("bonus: the scene's situation as the roll dialog's defaults", () => {
  it("a scene default is on, with its reason, and a dialog choice overrides it", () => {
    const sword = w.aldo.items.get(w.swordId);
    if (sword) Object.assign(sword.system as object, { ranged: true, range: 100 });
    const withCover = plan({}, COVER);
    const without = plan();
    if ("refused" in withCover || "refused" in without) throw new Error("refused");
    const row = withCover.modifiers?.find((m) => m.id === "coverPartial");
    expect(row).toMatchObject({ on: true, reason: COVER.reasons.coverPartial });
    // "Partial cover … Guard +15"-style bonus: the plan is harder than without cover.
    expect(withCover.against).toBeGreaterThan(without.against);
    const overridden = plan({ coverPartial: false }, COVER);
    if ("refused" in overridden) throw new Error("refused");
    expect(overridden.against).toBe(without.against);
  });

  it("the reason reaches the dialog's rows in words", () => {
    const sword = w.aldo.items.get(w.swordId);
    if (sword) Object.assign(sword.system as object, { ranged: true, range: 100 });
    const state = new RollDialogState({
      attackerName: "Aldo",
      itemName: "Sword",
      plan: (choices) => [{ name: "Brute", plan: plan(choices, COVER) }],
    });
    const cover = state.context(recordingLocalizer()).groups.find((g) => g.group === "cover");
    const row = cover?.options.find((t) => t.id === "coverPartial");
    expect(row).toMatchObject({
      checked: true,
      reason: "60% of the sight lines blocked (walls: 2, creatures: 0)",
    });
  });

  it("a scene refusal refuses the attack", () => {
    const refusal = { refused: "FRAY.Canvas.Refusal.noLineOfSight", data: { name: "Brute" } };
    expect(plan({}, { ...COVER, refusal })).toEqual(refusal);
  });

  it("rollAttack reads the targeted token's scene: a brute two squares away is out of the sword's reach", async () => {
    const scene = new FakeScene(`flow${++sceneCount}`, SQUARE_5FT);
    scene.addToken({ id: "aldoToken", x: 0, y: 0, actorId: w.aldo.id });
    const bruteToken = scene.addToken({ id: "bruteToken", x: 200, y: 0, actorId: w.brute.id });
    w.alice.targets.add({ actor: w.brute, document: bruteToken } as never);
    choose.mockResolvedValue(null);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: false });
    const [row] = choose.mock.calls[0]?.[0].plan({}, null) ?? [];
    expect(row?.plan).toEqual({
      refused: "FRAY.Canvas.Refusal.outOfReach",
      data: { name: "Brute", distance: 10, unit: "ft", reach: 6 },
    });
    // Adjacent, the same attack is planned.
    bruteToken.x = 100;
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: false });
    const [near] = choose.mock.calls[1]?.[0].plan({}, null) ?? [];
    expect(near?.plan).toHaveProperty("hitChance");
  });
});

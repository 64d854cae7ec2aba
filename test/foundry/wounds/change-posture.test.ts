/**
 * Change Posture takes the posture it names (issue 21, rules page decisions 164, 165; combat/posture.ts), on the
 * strict fake. Seed 004: "Action: Change Posture. You change your position between standing, crouching, or prone. If
 * you are prone, you cannot change directly to standing." (2 AP). Alice's Vera (initiative 12, 7 AP) acts first.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { WOUNDS_COMBAT_ECONOMY } from "../../../module/foundry/rulesets/wounds/combat/room.ts";
import { actionsContext } from "../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { onTurn } from "./sheets/fixtures.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const ap = () => stored(vera).ap;
const postures = () => ["prone", "crouching"].filter((s) => w.vera.statuses.has(s));
/** Alice asks for Vera's Change Posture from her client (the `fray.spend` relay to the GM). */
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
  return () => {
    vi.restoreAllMocks();
  };
});

describe('"You change your position between standing, crouching, or prone"', () => {
  it("Alice drops Vera prone (2 AP), then crouches (2 AP), then stands (2 AP): one posture at a time", async () => {
    expect((await alice("changePosture:prone")).ok).toBe(true);
    expect([postures(), ap()]).toEqual([["prone"], 5]);
    expect((await alice("changePosture:crouching")).ok).toBe(true);
    expect([postures(), ap()]).toEqual([["crouching"], 3]);
    expect((await alice("changePosture:standing")).ok).toBe(true);
    expect([postures(), ap()]).toEqual([[], 1]);
  });

  it('"If you are prone, you cannot change directly to standing": refused, nothing paid', async () => {
    await alice("changePosture:prone");
    const reply = await alice("changePosture:standing");
    expect(reply).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.badPosture" });
    expect([postures(), ap()]).toEqual([["prone"], 5]);
    expect(w.warnings.at(-1)).toBe("From prone you cannot stand up directly.");
  });

  it("the posture held is no change: a repeated request is refused and pays nothing a second time", async () => {
    await alice("changePosture:prone");
    expect(await alice("changePosture:prone")).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.samePosture" });
    expect([postures(), ap()]).toEqual([["prone"], 5]);
  });

  it("a Change Posture without a posture is refused: the action is its change", async () => {
    expect(await alice("changePosture")).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.unknownAction" });
    expect(ap()).toBe(7);
  });

  it("paid now or refused with the shortfall (not declared over turns); the GM's override takes it with the AP there is", async () => {
    await vera.update({ system: { ap: 1 } });
    expect(await alice("changePosture:crouching")).toMatchObject({
      ok: false,
      data: { pool: "Action Points", need: 2, have: 1 },
    });
    expect([postures(), ap(), stored(vera).pending]).toMatchObject([[], 1, { action: "" }]);
    const overridden = await WOUNDS_COMBAT_ECONOMY.spend(vera as never, {
      action: "changePosture:crouching",
      override: true,
    });
    expect(overridden).toBeUndefined();
    expect([postures(), ap()]).toEqual([["crouching"], 0]);
  });
});

describe("the sheet's Change Posture buttons", () => {
  const i18n = englishLocalizer();
  const rows = (statuses: string[], apLeft = 7) =>
    actionsContext(i18n, "vera", onTurn(apLeft, {}, statuses), DEFAULT_WOUNDS_OPTIONS).rows.filter((r) =>
      r.id.startsWith("changePosture"),
    );

  it("one per posture not held, each at 2 AP; standing from prone says why not", () => {
    expect(rows([]).map((r) => [r.id, r.text, r.costText, r.disabled])).toEqual([
      ["changePosture:crouching", "Change Posture: crouch", "2 AP", false],
      ["changePosture:prone", "Change Posture: drop prone", "2 AP", false],
    ]);
    expect(rows(["prone"]).map((r) => [r.id, r.disabled, r.reason])).toEqual([
      ["changePosture:standing", true, "From prone you cannot stand up directly."],
      ["changePosture:crouching", false, ""],
    ]);
  });

  it("with 1 AP the buttons name the shortfall (paid now, not over turns)", () => {
    expect(rows([], 1).map((r) => r.reason)).toEqual([
      "Not enough Action Points: needs 2, has 1 (1 short).",
      "Not enough Action Points: needs 2, has 1 (1 short).",
    ]);
  });
});

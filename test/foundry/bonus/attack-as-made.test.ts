/**
 * What a `bonus` attack was made with reaches its damage (issue 22):
 * - cover: partial "you gain a +5 Armor Rank bonus against attacks"; full "Assuming your cover is sturdy, you gain a
 *   +10 bonus to your Armor Rank from ranged attacks" — in the damage step, shown in its breakdown;
 * - "When you add bonus dice to an effect roll such as damage, these bonus dice will only benefit from the effects of
 *   a charge, and only suffer from a challenge if explicitly stated so": the dialog's charges reach the damage roll,
 *   its other challenges do not;
 * - the Off-hand attack: "you may consume 8 Vigor to make an Off-Hand attack as part of the same action. The Off-Hand
 *   attack suffers a 2 Challenge penalty to your Bonus Dice to hit and damage."
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollChoices } from "../../../module/foundry/combat-room.ts";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf } from "../combat/fixture.ts";
import { fightBrute, firstRow, riaWorld, strikeAndApply } from "./play-fixture.ts";

// The dialog itself needs Foundry's ApplicationV2; here its answer is scripted, and the flow around it is real.
const choose = vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const BOW = "bow0000000000000";
const SWORD = "sword00000000000";

interface Row {
  attack: { request: { audit?: { type: string; source: string }[] } };
  damage: {
    status: string;
    roll: { request: { audit?: { type: string; source: string }[] } } | null;
    breakdown: { steps: { source: string; before: number; after: number }[] } | null;
  };
}
const rowOf = (card: FakeChatMessage): Row => firstRow(card) as Row;
const sources = (request: { audit?: { type: string; source: string }[] } | undefined, type: string) =>
  (request?.audit ?? []).filter((a) => a.type === type).map((a) => a.source);

let w: LoopWorld;
/** Alice's archer: Aldo's abilities, a sword and a bow. */
let ria: FakeActor;

beforeEach(async () => {
  choose.mockReset();
  ({ w, ria } = await riaWorld(
    [
      { _id: SWORD, name: "Sword", type: "bonus-weapon", system: { damageValue: 2 } },
      {
        _id: BOW,
        name: "Bow",
        type: "bonus-weapon",
        system: { damageValue: 2, ranged: true, delivery: "pull-bow", range: 300 },
      },
    ],
    { speed: 1 },
  ));
});

/** Ria attacks the Brute with `weapon` and the dialog's `choices` (every die high), the Brute takes the hit, Alice applies. */
function attackAndApply(weapon: string, choices: RollChoices): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices, extra: null, mode: "public" });
  return strikeAndApply(w, ria, { weapon, dialog: true });
}

const coverSteps = (card: FakeChatMessage) =>
  (rowOf(card).damage.breakdown?.steps ?? []).filter((s) => s.source.includes("cover"));

describe("cover's Armor Rank in the damage step", () => {
  it("partial cover: '+5 Armor Rank bonus against attacks', in the damage breakdown", async () => {
    const card = await attackAndApply(BOW, { coverPartial: true });
    const [step] = coverSteps(card);
    if (!step) throw new Error("no cover step in the damage breakdown");
    expect(step.source).toBe("partial cover (Armor Rank +5)");
    expect(step.before - step.after).toBe(Math.min(5, step.before));
  });

  it("full cover: '+10 bonus to your Armor Rank from ranged attacks'", async () => {
    const card = await attackAndApply(BOW, { coverFull: true });
    expect(coverSteps(card).map((s) => s.source)).toEqual(["full cover (Armor Rank +10)"]);
  });

  it("no cover chosen, or a melee attack: no cover step ('Cover comes into play when an attacker at range')", async () => {
    expect(coverSteps(await attackAndApply(BOW, {}))).toEqual([]);
    expect(coverSteps(await attackAndApply(SWORD, { coverFull: true }))).toEqual([]);
  });
});

describe("the dialog's charges and challenges in the damage roll", () => {
  it("a charge reaches the damage roll; a hindering situation's challenge does not", async () => {
    const card = await attackAndApply(SWORD, { chargeSituation: true, challengeSituation: true });
    expect(sources(rowOf(card).damage.roll?.request, "step")).toContain("Charge: favourable situation");
    expect(JSON.stringify(rowOf(card).damage.roll?.request.audit ?? [])).not.toContain("hindering situation");
  });
});

describe("the Off-hand attack", () => {
  it("its 2 Challenges reach the hit and the damage roll", async () => {
    const card = await attackAndApply(SWORD, { offHand: true });
    const attackAudit = JSON.stringify(rowOf(card).attack.request.audit ?? []);
    const damageAudit = JSON.stringify(rowOf(card).damage.roll?.request.audit ?? []);
    expect(attackAudit.match(/Off-hand attack/g)?.length).toBeGreaterThanOrEqual(2);
    expect(damageAudit.match(/Off-hand attack/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("in combat it consumes 8 Vigor and no second action ('as part of the same action')", async () => {
    w.as(w.gm);
    const combat = await fightBrute(w, ria);
    await ria.update({ system: { vigor: { value: 20 } } });
    const vigor = () => (ria.system as unknown as { vigor: { value: number } }).vigor.value;
    const actions = () => (combatantOf(combat, ria).system as unknown as { actions: number }).actions;
    const before = actions();
    await attackAndApply(SWORD, {});
    expect(vigor()).toBe(20);
    expect(actions()).toBe(before - 1);
    await attackAndApply(SWORD, { offHand: true });
    expect(vigor()).toBe(12);
    expect(actions()).toBe(before - 1);
  });
});

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
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import { bruteTakesTheHit, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { createCombat, combatantOf } from "../combat/fixture.ts";

// The dialog itself needs Foundry's ApplicationV2; here its answer is scripted, and the flow around it is real.
const choose = vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

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
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const sources = (request: { audit?: { type: string; source: string }[] } | undefined, type: string) =>
  (request?.audit ?? []).filter((a) => a.type === type).map((a) => a.source);

let w: LoopWorld;
/** Alice's archer: Aldo's abilities, a sword and a bow. */
let ria: LoopWorld["aldo"];

beforeEach(async () => {
  choose.mockReset();
  w = await loopWorld();
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  ria = w.createActor({
    name: "Ria",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { agility: 2, strength: 1, speed: 1 } },
    items: [
      { _id: SWORD, name: "Sword", type: "bonus-weapon", system: { damageValue: 2 } },
      {
        _id: BOW,
        name: "Bow",
        type: "bonus-weapon",
        system: { damageValue: 2, ranged: true, delivery: "pull-bow", range: 300 },
      },
    ],
  });
});

/** Ria attacks the Brute with `weapon` and the dialog's `choices` (every die high), the Brute takes the hit, Alice applies. */
async function attackAndApply(weapon: string, choices: RollChoices): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices, extra: null, mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(19, 5, 5);
  await rollAttack(ria as never, weapon, { skipDialog: false });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  await bruteTakesTheHit(w, card);
  w.dice(...Array<number>(8).fill(5));
  expect(await askStep("damage", ria as never, card.id, "t0")).toEqual({ ok: true });
  // The damage dice the roll did not use would be the next attack's.
  faceSource.clear();
  return card;
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
    const combat = await createCombat("bonus", [ria, w.brute]);
    await combatantOf(combat, ria).update({ initiative: 15 });
    await combatantOf(combat, w.brute).update({ initiative: 7 });
    await combat.startCombat();
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

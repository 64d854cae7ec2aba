/**
 * Cover on a resisted Ability's Defense Roll from the card (rules page decision 120): "Half cover … increases all of
 * your DR by 1 against all effects that come from that same direction", and Taking Cover: "Your Evasion increases by
 * 2 and your DR by 1, as long as you are in half cover until your next turn." The row's half cover (the canvas'
 * default or the dialog's toggle) reaches the target's DR, named on its breakdown; on the strict fake, through the
 * GM's relay.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { firstRowViewedBy, storedFirstRow } from "../../support/roll-extra-fixtures.ts";
import { HEX, momentumWorld, type MomentumWorld } from "./world-fixture.ts";

const { MOMENTUM_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/momentum/combat-room.ts");

let w: MomentumWorld;
beforeEach(async () => {
  w = await momentumWorld();
}, 30_000);

/** Vera's Hex (a Will DR against her DR Power 14) on the Brute (Will DR + 0), the row made with `choices`. */
async function hex(choices: Record<string, boolean>): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, HEX, { skipDialog: true, choices });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

/** Bob rolls the Brute's DR on the card with the d20 showing `face`. */
function bobDefends(card: FakeChatMessage, face: number) {
  w.as(w.bob);
  w.dice(face);
  return askStep("defenseRoll", w.brute as never, card.id, "t0", "defend");
}

describe("cover on the card's Defense Roll", () => {
  it('"increases all of your DR by 1": in half cover a 13 reaches the Power 14, and the odds say so', async () => {
    const card = await hex({ halfCover: true });
    // The DR succeeds on 13 or more (8 faces): the Hex lands with 12/20.
    expect(storedFirstRow(card)?.hitChance).toBeCloseTo(12 / 20, 10);
    expect(await bobDefends(card, 13)).toEqual({ ok: true });
    expect(storedFirstRow(card)?.outcome).toBe("miss");
    const [, dr] = firstRowViewedBy(w, card, w.bob).breakdowns;
    expect(dr?.modifiers).toContain("Half cover: +1");
  });

  it("without cover the same 13 falls short of 14", async () => {
    const card = await hex({});
    expect(await bobDefends(card, 13)).toEqual({ ok: true });
    expect(storedFirstRow(card)?.outcome).toBe("hit");
  });

  it('Taking Cover "your DR by 1, as long as you are in half cover": +2 in all, a 12 resists', async () => {
    await w.brute.toggleStatusEffect("takingCover", { active: true });
    const card = await hex({ halfCover: true });
    expect(await bobDefends(card, 12)).toEqual({ ok: true });
    expect(storedFirstRow(card)?.outcome).toBe("miss");
    const [, dr] = firstRowViewedBy(w, card, w.bob).breakdowns;
    expect(dr?.modifiers).toEqual(expect.arrayContaining(["Half cover: +1", "Taking Cover: +1"]));
  });

  it("Taking Cover out of half cover adds nothing: the 12 falls short", async () => {
    await w.brute.toggleStatusEffect("takingCover", { active: true });
    const card = await hex({});
    await bobDefends(card, 12);
    expect(storedFirstRow(card)?.outcome).toBe("hit");
  });

  it("the dialog offers the cover row on a ranged resisted Ability, worded for the DR", () => {
    const plan = MOMENTUM_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(HEX) as never, w.brute as never, {});
    if (isRefusal(plan)) throw new Error(plan.refused);
    expect(plan.modifiers?.map((m) => [m.id, m.effect.key])).toEqual([
      ["halfCover", "FRAY.Momentum.Modifier.effect.halfCoverDR"],
    ]);
  });
});

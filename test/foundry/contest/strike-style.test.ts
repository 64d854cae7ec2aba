/**
 * Choosing the Strike's Fighting Style in the roll dialog (rules page decisions 44 and 154; attack/strike.ts,
 * attack/modifiers.ts). Seed 003: "A character can potentially learn multiple fighting styles, tracking their
 * progression and gear list separately"; "Using a weapon with which you are untrained in imposes a -2 penalty to all
 * Fighting Style tests." Kara (Strength 2) knows the Classical Knight at rank 2 (longsword in its gear) and the Forest
 * Bandit at rank 3 (no longsword): the Knight scores best, +4; the Bandit, chosen, is 2 + 3 − 2 = +3.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { isRefusal, type RollChoices } from "../../../module/foundry/combat-room.ts";
import { CONTEST_COMBAT_ROOM } from "../../../module/foundry/rulesets/contest/combat-room.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { bruteDefends, contestWorld, karaRolls, karaStrikes, LONGSWORD, type ContestWorld } from "./world-fixture.ts";

let w: ContestWorld;

const KNIGHT = { name: "Classical Knight", rank: 2, gear: ["longsword", "flame brand", "shield", "full armor"] };
const BANDIT = { name: "Forest Bandit", rank: 3, gear: ["dagger", "shortbow", "partial armor"] };

beforeEach(async () => {
  w = await contestWorld();
  await w.kara.update({ system: { styles: [KNIGHT, BANDIT] } });
});

/** Kara's longsword Strike at the Brute as the roll dialog plans it with `choices`. */
function planned(choices: RollChoices) {
  const plan = CONTEST_COMBAT_ROOM.planAttack(
    w.kara as never,
    w.kara.items.get(LONGSWORD) as never,
    w.brute as never,
    choices,
  );
  if (isRefusal(plan)) throw new Error(plan.refused);
  return plan;
}
const total = (choices: RollChoices) => planned(choices).request.modifiers.reduce((sum, m) => sum + m.value, 0);

const outcome = (card: FakeChatMessage) =>
  (card.system.toObject() as { targets: { outcome: string }[] }).targets[0]?.outcome;

describe('"A character can potentially learn multiple fighting styles": the dialog offers each', () => {
  it("one row per style, in the sheet's order, in one group whose default is the style that scores best", () => {
    const rows = (planned({}).modifiers ?? []).filter((m) => m.kind === "style");
    expect(rows.map((m) => [m.id, m.label.data?.["name"], m.group, m.on])).toEqual([
      ["style0", "Classical Knight", "style", false],
      ["style1", "Forest Bandit", "style", false],
    ]);
    expect(rows[0]?.groupNone).toEqual({ key: "FRAY.Contest.Modifier.style.none" });
  });

  it('none chosen: the Classical Knight, +4; the Forest Bandit chosen: "imposes a -2 penalty", 2 + 3 − 2 = +3', () => {
    expect(total({})).toBe(4);
    expect(planned({ style1: true }).request.modifiers).toEqual(
      expect.arrayContaining([
        { source: "Forest Bandit", value: 3 },
        { source: expect.any(String) as string, value: -2 },
      ]),
    );
    expect(total({ style1: true })).toBe(3);
  });

  it("a style Kara does not have (style7) is no choice: the best style plans it", () => {
    expect(total({ style7: true })).toBe(4);
  });

  it("with one style there is nothing to choose: no style rows", async () => {
    await w.kara.update({ system: { styles: [KNIGHT] } });
    expect((planned({}).modifiers ?? []).filter((m) => m.kind === "style")).toEqual([]);
  });
});

describe("the card plans the Strike with the style declared, on the GM's side as on the attacker's", () => {
  it("declared with the Forest Bandit, Kara's d20 of 7 is 7 + 3 = 10, short of 11: she misses the undefended Brute", async () => {
    const card = await karaStrikes(w, LONGSWORD, { style1: true });
    await bruteDefends(w, card, "none");
    expect(await karaRolls(w, card, 7)).toEqual({ ok: true });
    expect(outcome(card)).toBe("miss");
  });

  it("declared with the default, the same 7 is 7 + 4 = 11: it hits", async () => {
    const card = await karaStrikes(w, LONGSWORD, {});
    await bruteDefends(w, card, "none");
    expect(await karaRolls(w, card, 7)).toEqual({ ok: true });
    expect(outcome(card)).toBe("hit");
  });
});

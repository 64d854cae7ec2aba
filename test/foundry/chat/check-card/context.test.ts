/**
 * The check card's view model (issue 23: "Checks from the sheet: ability, skill and resistance checks with odds,
 * posted as cards"; "Every roll explained … the number it had to beat"): who rolled what, the total, the number to
 * beat and the margin, the outcome in words and an icon, a critical the room named, the odds before the roll, and the
 * roll's breakdown — per viewer (odds setting, hide NPC data). Ruleset-free: a hand-made engine request.
 */
import { describe, expect, it } from "vitest";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import type { DiceRequest } from "../../../../module/engine/core/dice/request.ts";
import { checkCardContext, type CheckViewer } from "../../../../module/foundry/chat/check-card/context.ts";
import type { CheckCardData, CheckCritical } from "../../../../module/foundry/chat/check-card/data.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { scriptedRng } from "../../../engine/dice/fixtures.ts";

const i18n = englishLocalizer();

/** 1d20 and a d6 bonus die that bursts on 6, +2 Strength, against "had to beat 15". */
const ATHLETICS: DiceRequest = {
  label: "Athletics",
  groups: [
    { id: "action", source: "Action die", count: 1, faces: 20 },
    { id: "bonus", source: "Athletics", count: 1, faces: 6, explode: { on: 6, cap: 5 } },
  ],
  modifiers: [{ source: "Strength", value: 2 }],
  target: { kind: "exceed", value: 15, source: "VS 15" },
};

const card = (critical: CheckCritical = "none", effects: readonly string[] = []): CheckCardData => ({
  actorUuid: "Actor.aria",
  name: "Aria",
  check: "Athletics check",
  request: ATHLETICS,
  critical,
  chance: 0.55,
  effects,
});
const SEES_ALL: CheckViewer = { showOdds: true, hidesActor: false };
const read = (faces: readonly number[], request: DiceRequest = ATHLETICS) => ({
  request,
  result: rollRequest(request, scriptedRng(faces)),
});

describe("the check card: who rolled what, the total, the number to beat, the margin and the outcome", () => {
  it("a success: 12 + (6 → burst 3) + 2 = 23 beats 15 by 8, with a check icon and the odds it had", () => {
    const shown = checkCardContext(card(), read([12, 6, 3]), SEES_ALL, i18n);
    expect(shown).toMatchObject({
      title: "Aria — Athletics check",
      hiddenSpeaker: "",
      outcome: "success",
      outcomeText: "Success",
      outcomeIcon: "fa-solid fa-check",
      totalText: "Total 23",
      targetText: "Had to beat 15 (VS 15)",
      marginText: "Made it by 8",
      critical: null,
      unread: "",
    });
    // The chance the poster worked out before the roll (post.ts), as stored on the card.
    expect(shown.oddsText).toBe("Chance before the roll: 55%");
    expect(shown.breakdown).toMatchObject({
      kind: "check",
      summary: "Check roll details",
      groups: [
        { title: "Action die: 1d20", dice: [{ text: "12", dropped: false }] },
        { title: "Athletics: 1d6, bursting on 6", dice: [{ text: "6 → burst 3 = 9", dropped: false }] },
      ],
      modifiers: ["Strength: +2"],
      total: "Total 23",
    });
  });

  it("a failure: 10 + 1 + 2 = 13 is 3 short of beating 15 (a total of 15 would still be a point short)", () => {
    const shown = checkCardContext(card(), read([10, 1]), SEES_ALL, i18n);
    expect(shown).toMatchObject({
      outcome: "failure",
      outcomeText: "Failure",
      outcomeIcon: "fa-solid fa-xmark",
      totalText: "Total 13",
      marginText: "Short by 3",
    });
  });

  it("a critical the room named is shown in words and an icon beside the outcome, never instead of it", () => {
    const success = checkCardContext(card("success"), read([20, 1]), SEES_ALL, i18n);
    expect(success.critical).toEqual({ text: "Critical success", icon: "fa-solid fa-burst" });
    const fumble = checkCardContext(card("failure"), read([1, 6, 6, 6, 6, 6, 1]), SEES_ALL, i18n);
    expect(fumble).toMatchObject({ outcomeText: "Success", critical: { text: "Critical failure" } });
  });

  it("what the check did is listed under it", () => {
    const shown = checkCardContext(card("none", ["Brute: +7 Durability (12/20)"]), read([12, 6, 3]), SEES_ALL, i18n);
    expect(shown.effects).toEqual(["Brute: +7 Durability (12/20)"]);
  });

  it("a roll with nothing to beat reads 'Rolled' and shows no odds", () => {
    const open: DiceRequest = { label: "Athletics", groups: ATHLETICS.groups, modifiers: [] };
    const shown = checkCardContext({ ...card(), request: open, chance: null }, read([12, 2], open), SEES_ALL, i18n);
    expect(shown).toMatchObject({ outcome: "rolled", outcomeText: "Rolled", targetText: "", oddsText: "" });
  });
});

describe("what one viewer sees", () => {
  it("a user the world shows no odds to gets no chance line, the rest unchanged", () => {
    const shown = checkCardContext(card(), read([12, 6, 3]), { showOdds: false, hidesActor: false }, i18n);
    expect(shown.oddsText).toBe("");
    expect(shown.outcomeText).toBe("Success");
  });

  it("an NPC hidden from players ('hide NPC data'): no name, no dice, no odds; the outcome still shown", () => {
    const shown = checkCardContext(card(), read([12, 6, 3]), { showOdds: true, hidesActor: true }, i18n);
    expect(shown).toMatchObject({
      title: "Unknown creature — Athletics check",
      hiddenSpeaker: "Unknown creature",
      outcomeText: "Success",
      oddsText: "",
      breakdown: null,
    });
    expect(JSON.stringify(shown)).not.toContain("Aria");
  });

  it("a roll that does not read back against its request shows that, and no number", () => {
    const shown = checkCardContext(card(), undefined, SEES_ALL, i18n);
    expect(shown.unread).toContain("could not be read");
    expect(shown).toMatchObject({ outcomeText: "", totalText: "", breakdown: null });
  });
});

/**
 * The Rest section of the `wounds` character sheet (sheets/rest-context.ts): each button says, beside it, the same
 * reason the rest itself would give (rest/rests.ts, the engine's own refusal).
 */
import { describe, expect, it } from "vitest";
import { restContext } from "../../../../module/foundry/rulesets/wounds/sheets/rest-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { SWORDSMAN, makeActor } from "./fixtures.ts";

const i18n = englishLocalizer();
const reasons = (ctx: ReturnType<typeof restContext>) => Object.fromEntries(ctx.buttons.map((b) => [b.kind, b.reason]));

describe("the Rest section", () => {
  it("a fresh character may take a short or a long rest; New day has nothing to reset", () => {
    const ctx = restContext(i18n, makeActor(), false, null);
    expect(ctx.heading).toBe("Rest");
    expect(ctx.statusText).toBe("Long rests today: 0 of 2 · recovery checks +0");
    expect(reasons(ctx)).toEqual({
      short: "",
      long: "",
      longTended: "Target the character who tends you (not yourself).",
      newDay: "No long rest taken today.",
    });
    expect(ctx.buttons.map((b) => b.text)).toEqual([
      "Short rest (15 minutes)",
      "Long rest (8 hours, after a night's sleep)",
      "Long rest, tended (target who tends you)",
      "New day",
    ]);
    expect(ctx.interrupted).toEqual({
      text: "Long rest interrupted…",
      reason: "",
      reasonId: `${makeActor().id}-rest-interrupted-reason`,
    });
  });

  it('"Most characters require 8 hours of sleep minus half an hour for each point of Vitality" (decision 248)', () => {
    expect(restContext(i18n, makeActor(), false, null).sleepText).toBe(
      "Sleep needed: 7.5 hours (8 − ½ per point of Vitality 1)",
    );
    const frail = { ...SWORDSMAN, attributes: { ...SWORDSMAN.attributes, vitality: -2 } };
    expect(restContext(i18n, makeActor(frail), false, null).sleepText).toBe(
      "Sleep needed: 9 hours (8 − ½ per point of Vitality -2)",
    );
  });

  it('"If a short rest is interrupted, you gain no benefits and must start over" is said beside the rests', () => {
    expect(restContext(i18n, makeActor(), false, null).shortInterruptedText).toBe(
      "An interrupted short rest gives nothing: rest the full 15 minutes again.",
    );
  });

  it('"you can only gain the benefits of a long rest twice per day": the third is refused until New day', () => {
    const ctx = restContext(i18n, makeActor({ ...SWORDSMAN, longRestsToday: 2, recoveryBonus: 1 }), false, "Mira");
    expect(ctx.statusText).toBe("Long rests today: 2 of 2 · recovery checks +1");
    const third = "Two long rests a day already taken.";
    expect(reasons(ctx)).toEqual({ short: "", long: third, longTended: third, newDay: "" });
    expect(ctx.buttons.find((b) => b.kind === "longTended")?.text).toBe("Long rest, tended by Mira");
  });

  it('"You cannot take a long rest if you are fatally wounded"; no rest while fighting', () => {
    const fatal = { ...SWORDSMAN, wounds: { ...SWORDSMAN.wounds, fatal: 1 } };
    expect(reasons(restContext(i18n, makeActor(fatal), false, null))["long"]).toBe(
      "No long rest while fatally wounded.",
    );
    const fighting = reasons(restContext(i18n, makeActor(), true, null));
    expect(fighting["short"]).toBe("Not while fighting in a started combat.");
    expect(fighting["long"]).toBe("Not while fighting in a started combat.");
    // The interrupted long rest's benefits are short rests': refused as one (decision 249).
    expect(restContext(i18n, makeActor(), true, null).interrupted.reason).toBe(
      "Not while fighting in a started combat.",
    );
  });
});

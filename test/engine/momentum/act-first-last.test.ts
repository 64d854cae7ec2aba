import { describe, expect, it } from "vitest";
import { initiativeFacts, momentumOrder } from "../../../module/engine/rulesets/momentum/turns/initiative.ts";
import { unionFacts } from "../../../module/engine/rulesets/momentum/turns/unions.ts";
import { actor, withConditions } from "./fixtures.ts";

/** The fixture fighter's Initiative: Instinct 12 × 2 + Athletics 2 = 26. */
const fighter = (...conditions: string[]) => withConditions(actor(), conditions);

describe("Acting First and Acting Last (seed 002, rules page decision 143)", () => {
  it('"Any effect that allows a creature to act first in a round": the Acting First marker, above a higher Initiative', () => {
    const quick = initiativeFacts("quick", fighter("actingFirst"));
    expect(quick).toMatchObject({ actFirst: true, score: 26 });
    const strong = { id: "strong", score: 40 };
    expect(momentumOrder([strong, quick], 2)).toEqual(["quick", "strong"]);
  });

  it('"an effect that forces them to act last in a round": Acting Last, below a lower Initiative; it beats Acting First', () => {
    const slow = initiativeFacts("slow", fighter("actingLast"));
    const both = initiativeFacts("both", fighter("actingFirst", "actingLast"));
    expect(momentumOrder([slow, both, { id: "weak", score: 1 }], 2)).toEqual(["weak", "slow", "both"]);
    // Without a marker the facts carry neither.
    expect(initiativeFacts("plain", fighter())).toEqual({ id: "plain", score: 26, surprised: false });
  });

  it('"ignored unless all creatures in a union have such an effect"; "If any creature in a union suffers … the entire union is forced to act last"', () => {
    const union = { id: "u", members: ["a", "b"] };
    const first = initiativeFacts("a", fighter("actingFirst"));
    expect(unionFacts(union, [first, initiativeFacts("b", fighter())]).actFirst).toBe(false);
    expect(unionFacts(union, [first, initiativeFacts("b", fighter("actingFirst"))]).actFirst).toBe(true);
    expect(unionFacts(union, [first, initiativeFacts("b", fighter("actingLast"))]).actLast).toBe(true);
  });
});

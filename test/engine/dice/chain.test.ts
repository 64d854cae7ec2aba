/**
 * Chained requests (core/dice/chain.ts), the general form of the `energy` seed's "Advantage and Disadvantage applies
 * every time you would normally roll the die once": every roll of the die — the first and each burst ("if you roll the
 * highest number on the die, reroll it and add the result") — is one link, and a link follows only when the one
 * before it kept the die's maximum.
 */
import { describe, expect, it } from "vitest";
import { grownChain, isCompleteChain, readChain, readLinks } from "../../../module/engine/core/dice/chain.ts";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { MAX_EXPLODE_CAP, type DiceRequest, type DieGroup } from "../../../module/engine/core/dice/request.ts";
import { validateRequest } from "../../../module/engine/core/dice/validate.ts";
import { totalMass } from "../../../module/engine/core/odds/distribution.ts";
import { requestDistribution } from "../../../module/engine/core/odds/request.ts";

const link: DieGroup = { id: "link", source: "Evasion roll", count: 2, faces: 10, keep: { mode: "highest", count: 1 } };
const chain = (links: number): DiceRequest => ({
  label: "Evasion roll",
  groups: Array.from({ length: links }, () => link),
  modifiers: [{ source: "Evasion", value: 8 }],
  chain: { on: 10 },
});

describe("readLinks: kept faces in order, the chain going on while a link keeps the maximum", () => {
  it.each([
    [[], { total: 0, counted: 0, another: true }],
    [[4], { total: 4, counted: 1, another: false }],
    [[10], { total: 10, counted: 1, another: true }],
    [[10, 10, 3], { total: 23, counted: 3, another: false }],
    // A face after the link that stopped the chain does not count.
    [[4, 9], { total: 4, counted: 1, another: false }],
  ])("kept %j reads %o", (kept, reading) => {
    expect(readLinks(10, kept)).toEqual(reading);
  });

  it("stops at the explode cap, as the core's bursting dice do", () => {
    const kept = Array.from({ length: MAX_EXPLODE_CAP + 1 }, () => 10);
    expect(readLinks(10, kept)).toMatchObject({ counted: MAX_EXPLODE_CAP + 1, another: false });
  });
});

describe("a chained request, link by link", () => {
  it("one link keeping 10 of 3 and 10 calls for another; the grown request adds an identical link", () => {
    const first = interpretFaces(chain(1), [[3, 10]]);
    expect(readChain(chain(1), first)).toEqual({ valid: true, another: true });
    expect(isCompleteChain(chain(1), first)).toBe(false);
    expect(grownChain(chain(1), first)).toEqual(chain(2));
  });

  it("a second link keeping 4 of 2 and 4 ends it: 10 + 4 + 8 = 22", () => {
    const done = interpretFaces(chain(2), [
      [3, 10],
      [2, 4],
    ]);
    expect(done.total).toBe(22);
    expect(isCompleteChain(chain(2), done)).toBe(true);
    expect(grownChain(chain(2), done)).toBeUndefined();
  });

  it("a link after one that kept less than the maximum was never due: not a valid chain", () => {
    const forged = interpretFaces(chain(2), [
      [3, 7],
      [2, 4],
    ]);
    expect(readChain(chain(2), forged)).toEqual({ valid: false, another: false });
    expect(isCompleteChain(chain(2), forged)).toBe(false);
  });

  it("a request without a chain never grows", () => {
    const { chain: _none, ...plain } = chain(1);
    expect(grownChain(plain, interpretFaces(plain, [[10, 10]]))).toBeUndefined();
  });
});

describe("validateRequest: a chain's links are rolled alike", () => {
  it("accepts identical links and refuses a chain with no link, a different link or a threshold off the die", () => {
    expect(() => {
      validateRequest(chain(3));
    }).not.toThrow();
    expect(() => {
      validateRequest({ ...chain(1), groups: [] });
    }).toThrow(RangeError);
    expect(() => {
      validateRequest({ ...chain(1), groups: [link, { ...link, count: 3 }] });
    }).toThrow(RangeError);
    expect(() => {
      validateRequest({ ...chain(1), chain: { on: 11 } });
    }).toThrow(RangeError);
  });

  it("refuses a link that bursts on its own or is subtracted: each link is one roll of the die, added", () => {
    expect(() => {
      validateRequest({ ...chain(1), groups: [{ ...link, explode: { on: 10, cap: 5 } }] });
    }).toThrow(RangeError);
    expect(() => {
      validateRequest({ ...chain(1), groups: [{ ...link, negative: true }] });
    }).toThrow(RangeError);
  });
});

describe("requestDistribution of a chained request: the odds of the whole chain", () => {
  /** P(the better of two d10 is v) = (v² − (v−1)²) / 100. */
  const kept = (v: number): number => (v * v - (v - 1) * (v - 1)) / 100;
  const at = (request: DiceRequest, total: number): number => {
    const dist = requestDistribution(request);
    return dist.p[total - dist.min] ?? 0;
  };

  it('"applies every time you would normally roll the die once": a total below the maximum is one link, 10 and more are bursts', () => {
    // Evasion 8 plus the chain: 8 + 5 needs the first link to keep 5; 8 + 10 + 3 needs 10, then 3.
    expect(at(chain(1), 13)).toBeCloseTo(kept(5), 12);
    expect(at(chain(1), 21)).toBeCloseTo(kept(10) * kept(3), 12);
    expect(at(chain(1), 18)).toBe(0);
  });

  it("the links already on the request do not change the odds of the chain", () => {
    const one = requestDistribution(chain(1));
    const three = requestDistribution(chain(3));
    expect(three.min).toBe(one.min);
    expect([...three.p]).toEqual([...one.p]);
  });

  it("every outcome is counted: the mass and the dropped tail sum to 1", () => {
    const dist = requestDistribution(chain(1));
    expect(totalMass(dist) + dist.truncated).toBeCloseTo(1, 12);
    expect(dist.truncated).toBeLessThan(1e-8);
  });
});

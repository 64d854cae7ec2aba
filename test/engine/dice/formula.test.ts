import { describe, expect, it } from "vitest";
import { flavorOf, toFoundryFormula } from "../../../module/engine/core/dice/formula.ts";
import { burst, d, request } from "./fixtures.ts";

const action = d("action", 1, 20, { source: "Action" });

describe("toFoundryFormula: real Foundry die terms", () => {
  it.each([
    [
      "bonus attack: action die + bursting bonus dice",
      request([action, d("bonus", 2, 10, { source: "Agility", explode: burst(10) })]),
      "1d20[Action] + 2d10x[Agility]",
    ],
    [
      "negative group and flat modifiers",
      request([action, d("pen", 1, 6, { negative: true, source: "Penalty" })], {
        modifiers: [
          { source: "Guard", value: 3 },
          { source: "Range", value: -2 },
          { source: "Nothing", value: 0 },
        ],
      }),
      "1d20[Action] - 1d6[Penalty] + 3[Guard] - 2[Range]",
    ],
    [
      "advantage on an exploding d10: one pool per die",
      request([d("ev", 1, 10, { source: "Evasion", explode: burst(10), edge: "advantage" })]),
      "{1d10x[Evasion],1d10x[Evasion]}kh",
    ],
    [
      "disadvantage on two exploding d4",
      request([d("ev", 2, 4, { source: "Ranged Evasion", explode: burst(4), edge: "disadvantage" })]),
      "{1d4x[Ranged Evasion],1d4x[Ranged Evasion]}kl + {1d4x[Ranged Evasion],1d4x[Ranged Evasion]}kl",
    ],
    ["edge 'normal' is a plain roll", request([d("a", 1, 20, { edge: "normal" })]), "1d20[a]"],
    [
      "keep without bursts uses the Die term's kh",
      request([d("k", 4, 6, { keep: { mode: "highest", count: 3 } })]),
      "4d6kh3[k]",
    ],
    ["keep lowest 1", request([d("k", 2, 20, { keep: { mode: "lowest", count: 1 } })]), "2d20kl[k]"],
    [
      "keep across exploding dice uses a pool",
      request([d("k", 3, 10, { explode: burst(10), keep: { mode: "highest", count: 2 } })]),
      "{1d10x[k],1d10x[k],1d10x[k]}kh2",
    ],
    ["keeping every die is a plain roll", request([d("k", 2, 6, { keep: { mode: "highest", count: 5 } })]), "2d6[k]"],
    [
      "edge and keep nest pools",
      request([d("k", 2, 6, { explode: burst(6), edge: "advantage", keep: { mode: "highest", count: 1 } })]),
      "{{1d6x[k],1d6x[k]}kh,{1d6x[k],1d6x[k]}kh}kh",
    ],
    ["cap 1 is Foundry's explode-once", request([d("o", 3, 4, { explode: burst(4, 1) })]), "3d4xo[o]"],
    ["explode below the maximum", request([d("o", 2, 10, { explode: { on: 8, cap: 100 } })]), "2d10x>=8[o]"],
    ["explode once below the maximum", request([d("o", 1, 10, { explode: { on: 9, cap: 1 } })]), "1d10xo>=9[o]"],
    [
      "a cap between 1 and 100 splits into single-die terms with Foundry's max",
      request([d("c", 2, 6, { explode: burst(6, 5) })]),
      "1d6x5>=6[c] + 1d6x5>=6[c]",
    ],
    ["cap 0 never explodes", request([d("c", 2, 6, { explode: burst(6, 0) })]), "2d6[c]"],
    ["a leading negative group", request([d("n", 1, 6, { negative: true })]), "0 - 1d6[n]"],
    ["zero dice are left out", request([d("z", 0, 10), action]), "1d20[Action]"],
    ["nothing at all", request([]), "0"],
    ["modifiers only", request([], { modifiers: [{ source: "Flat", value: 4 }] }), "4[Flat]"],
  ])("%s", (_title, req, formula) => {
    expect(toFoundryFormula(req).formula).toBe(formula);
  });

  it("plans one term per Foundry die term, in formula order", () => {
    const req = request([
      action,
      d("ev", 2, 10, { source: "Evasion", explode: burst(10), edge: "advantage" }),
      d("pen", 3, 6, { negative: true }),
    ]);
    const { terms } = toFoundryFormula(req);
    expect(terms.map((t) => [t.group, t.groupId, t.firstDie, t.count, t.chain, t.expression])).toEqual([
      [0, "action", 0, 1, 0, "1d20[Action]"],
      [1, "ev", 0, 1, 0, "1d10x[Evasion]"],
      [1, "ev", 0, 1, 1, "1d10x[Evasion]"],
      [1, "ev", 1, 1, 0, "1d10x[Evasion]"],
      [1, "ev", 1, 1, 1, "1d10x[Evasion]"],
      [2, "pen", 0, 3, 0, "3d6[pen]"],
    ]);
    expect(terms[1]?.explode).toEqual({ on: 10, cap: 100, hostLimit: { mode: "unbounded" } });
    expect(terms[0]?.explode).toBeNull();
  });

  it("records the Foundry explode limit each term gets", () => {
    const once = toFoundryFormula(request([d("o", 2, 4, { explode: burst(4, 1) })])).terms[0];
    const max = toFoundryFormula(request([d("m", 2, 4, { explode: burst(4, 7) })])).terms[1];
    expect(once?.explode?.hostLimit).toEqual({ mode: "once" });
    expect(max?.explode?.hostLimit).toEqual({ mode: "max", max: 7 });
    expect(max?.firstDie).toBe(1);
  });

  it("makes labels safe inside [flavor] and pools", () => {
    expect(flavorOf("Charge: [flanking], {x} @attr")).toBe("[Charge: flanking x attr]");
    expect(flavorOf("Épée")).toBe("[Épée]");
    expect(flavorOf("[]")).toBe("");
  });

  it("refuses malformed requests", () => {
    expect(() => toFoundryFormula(request([d("x", -1, 6)]))).toThrow(RangeError);
    expect(() => toFoundryFormula(request([d("x", 1, 6, { explode: { on: 1, cap: 5 } })]))).toThrow(RangeError);
    expect(() => toFoundryFormula(request([d("x", 1, 6, { explode: { on: 6, cap: 101 } })]))).toThrow(RangeError);
    expect(() => toFoundryFormula(request([d("x", 1, 6, { keep: { mode: "highest", count: 0 } })]))).toThrow(
      RangeError,
    );
  });
});

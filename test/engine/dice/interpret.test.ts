import { describe, expect, it } from "vitest";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { burst, d, request } from "./fixtures.ts";

const action = d("action", 1, 20, { source: "Action" });

describe("interpretFaces: Foundry faces → result", () => {
  it("attributes bursts in Foundry's order: 2d10x showing 10, 10, 3, 5 is (10+3) and (10+5)", () => {
    const req = request([d("bonus", 2, 10, { explode: burst(10), source: "Agility" })]);
    const result = interpretFaces(req, [[10, 10, 3, 5]]);
    const [first, second] = result.groups[0]?.dice ?? [];
    expect(first?.chains[0]?.faces).toEqual([10, 3]);
    expect(second?.chains[0]?.faces).toEqual([10, 5]);
    expect(result.total).toBe(28);
    expect(result.audit.filter((e) => e.type === "burst")).toEqual([
      { type: "burst", source: "Agility", group: 0, groupId: "bonus", die: 0, chain: 0, face: 10, roll: 0 },
      { type: "burst", source: "Agility", group: 0, groupId: "bonus", die: 1, chain: 0, face: 10, roll: 0 },
    ]);
  });

  it("follows a chain that bursts twice: 2d10x showing 10, 4, 10, 10, 1", () => {
    // die0: 10 → its reroll is result 2 (10) → its reroll is result 3 (10) → result 4 (1).
    const req = request([d("bonus", 2, 10, { explode: burst(10) })]);
    const result = interpretFaces(req, [[10, 4, 10, 10, 1]]);
    expect(result.groups[0]?.dice.map((die) => die.chains[0]?.faces)).toEqual([[10, 10, 10, 1], [4]]);
    expect(result.groups[0]?.dice[0]?.chains[0]?.bursts).toBe(3);
    expect(result.total).toBe(35);
  });

  it("explode once (xo): each initial die rerolls at most once", () => {
    const req = request([d("o", 2, 4, { explode: burst(4, 1) })]);
    const result = interpretFaces(req, [[4, 4, 4, 2]]);
    expect(result.groups[0]?.dice.map((die) => die.chains[0]?.faces)).toEqual([
      [4, 4],
      [4, 2],
    ]);
    const capped = result.audit.filter((e) => e.type === "cap");
    expect(capped).toHaveLength(1);
    expect(capped[0]).toMatchObject({ die: 0, cap: 1, ignored: 0 });
  });

  it("counts at most cap extra rolls even when Foundry rolled more (plain x)", () => {
    const req = request([d("b", 1, 4, { explode: burst(4, 100) })]);
    const faces = [...new Array<number>(103).fill(4), 1];
    const result = interpretFaces(req, [faces]);
    const chain = result.groups[0]?.dice[0]?.chains[0];
    expect(chain?.counted).toBe(101);
    expect(chain?.total).toBe(404);
    expect(chain?.capped).toBe(true);
    expect(result.audit.find((e) => e.type === "cap")).toMatchObject({ cap: 100, ignored: 3 });
  });

  it("advantage keeps the better chain, disadvantage the worse, ties the first", () => {
    const adv = request([d("e", 1, 10, { explode: burst(10), edge: "advantage" })]);
    const dis = request([d("e", 1, 10, { explode: burst(10), edge: "disadvantage" })]);
    expect(interpretFaces(adv, [[10, 2], [7]]).total).toBe(12);
    expect(interpretFaces(dis, [[10, 2], [7]]).total).toBe(7);
    const tie = interpretFaces(adv, [[5], [5]]);
    expect(tie.groups[0]?.dice[0]?.chosen).toBe(0);
    expect(interpretFaces(dis, [[10, 2], [7]]).audit).toContainEqual({
      type: "edge",
      source: "e",
      group: 0,
      groupId: "e",
      die: 0,
      mode: "disadvantage",
      totals: [12, 7],
      chosen: 1,
    });
  });

  it("keep highest compares whole burst chains", () => {
    const req = request([d("k", 3, 10, { explode: burst(10), keep: { mode: "highest", count: 2 } })]);
    const result = interpretFaces(req, [[9], [10, 1], [3]]);
    expect(result.total).toBe(20);
    expect(result.groups[0]?.dice.map((die) => die.kept)).toEqual([true, true, false]);
    expect(result.audit).toContainEqual({
      type: "keep",
      source: "k",
      group: 0,
      groupId: "k",
      mode: "highest",
      count: 2,
      kept: [0, 1],
      dropped: [2],
    });
  });

  it("keep lowest on a single Die term reads one face per die", () => {
    const req = request([d("k", 4, 6, { keep: { mode: "lowest", count: 2 } })]);
    expect(interpretFaces(req, [[6, 2, 5, 1]]).total).toBe(3);
  });

  it("negative groups subtract, modifiers add, the target decides", () => {
    const req = request([action, d("pen", 1, 6, { negative: true })], {
      modifiers: [{ source: "Bonus", value: 2 }],
      target: { kind: "exceed", value: 15, source: "Guard" },
    });
    const result = interpretFaces(req, [[15], [2]]);
    expect(result.total).toBe(15);
    expect(result.groups[1]?.signed).toBe(-2);
    expect(result.success).toBe(false);
    expect(result.margin).toBe(0);
    expect(result.audit.at(-1)).toEqual({
      type: "target",
      source: "Guard",
      kind: "exceed",
      value: 15,
      total: 15,
      success: false,
      margin: 0,
    });
    const meet = interpretFaces({ ...req, target: { kind: "meet", value: 15 } }, [[15], [2]]);
    expect(meet.success).toBe(true);
  });

  it("opens the audit trail with the request's own entries, then modifiers", () => {
    const req = request([action], {
      audit: [{ type: "step", source: "Wounded", steps: -1, from: 10, to: 8, clamped: null }],
      modifiers: [{ source: "Flat", value: 1 }],
    });
    const result = interpretFaces(req, [[3]]);
    expect(result.audit.map((e) => e.type)).toEqual(["step", "modifier"]);
  });

  it("refuses faces that do not fit the plan", () => {
    const req = request([d("b", 1, 10, { explode: burst(10) })]);
    expect(() => interpretFaces(req, [])).toThrow(RangeError);
    expect(() => interpretFaces(req, [[10]])).toThrow(/missing/);
    expect(() => interpretFaces(req, [[3, 4]])).toThrow(/unexpected/);
    expect(() => interpretFaces(req, [[11]])).toThrow(/not on a d10/);
  });
});

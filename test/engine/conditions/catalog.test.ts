import { describe, expect, it } from "vitest";
import {
  impliedClosure,
  validateCatalog,
  type ConditionCatalog,
} from "../../../module/engine/core/conditions/catalog.ts";
import { ENERGY_LIKE } from "./fixtures.ts";

describe("condition catalogs", () => {
  it("a well-formed catalog has no problems", () => {
    expect(validateCatalog(ENERGY_LIKE)).toEqual([]);
  });

  it("finds unknown daughters, key mismatches and cycles", () => {
    const bad: ConditionCatalog = {
      a: { id: "a", label: "A", implies: ["b"], effects: {} },
      b: { id: "b", label: "B", implies: ["a", "ghost"], effects: {} },
      c: { id: "x", label: "C", implies: [], effects: {} },
    };
    const problems = validateCatalog(bad);
    expect(problems).toContain('"b" implies unknown "ghost"');
    expect(problems).toContain('key "c" holds condition "x"');
    expect(problems.some((p) => p.startsWith("cycle"))).toBe(true);
  });

  it("the closure follows daughters of daughters (Unconscious → Unguarded → Exposed)", () => {
    expect([...impliedClosure(ENERGY_LIKE, "unconscious")].sort()).toEqual(["exposed", "unguarded"]);
    expect(impliedClosure(ENERGY_LIKE, "exposed")).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { criticalChances, tnChances } from "../../../module/engine/rulesets/wounds/dice/odds.ts";
import { WOUNDS_ACTIONS } from "../../../module/engine/rulesets/wounds/economy/actions.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";

/** docs/rules/wounds.md says numbers the engine computes: these tests recompute every one. */
const page = readFileSync(fileURLToPath(new URL("../../../docs/rules/wounds.md", import.meta.url)), "utf8");

function rows(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.trim().startsWith("|") && !/^\s*\|\s*-/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => cell.trim()),
    );
}

function block(name: string): string[][] {
  const match = new RegExp(`<!-- odds:${name} -->([\\s\\S]*?)<!-- /odds:${name} -->`).exec(page);
  if (!match?.[1]) throw new Error(`no odds:${name} block`);
  return rows(match[1]);
}

const num = (cell: string): number => Number(cell.replace("−", "-").replace("%", ""));

describe("the documented odds of the check (docs/rules/wounds.md, The check)", () => {
  it("every cell of the TN table equals the exact odds from core/odds", () => {
    const [header, ...body] = block("checks");
    const tns = (header ?? []).slice(1).map(num);
    expect(body).toHaveLength(4);
    for (const [label = "", ...cells] of body) {
      const [mechanic, kind] = label.split(", ") as ["d20" | "2d10", string];
      const odds = tnChances(mechanic, kind === "wild", 0, tns);
      cells.forEach((cell, i) => {
        expect(num(cell)).toBeCloseTo((odds[i] ?? 0) * 100, 1);
      });
    }
  });
  it("every cell of the attack table equals the exact odds of a wild roll against that Defense", () => {
    const [header, ...body] = block("attacks");
    const defenses = (header ?? []).slice(1).map(num);
    expect(body).toHaveLength(8);
    for (const [label = "", ...cells] of body) {
      const [mechanic, modifier] = label.split(", ") as ["d20" | "2d10", string];
      const odds = tnChances(mechanic, true, num(modifier), defenses);
      cells.forEach((cell, i) => {
        expect(num(cell)).toBeCloseTo((odds[i] ?? 0) * 100, 1);
      });
    }
  });
  it("the documented critical chances", () => {
    expect(criticalChances("d20").success).toBeCloseTo(0.05, 12);
    expect(criticalChances("2d10").failure).toBeCloseTo(0.01, 12);
    expect(page).toContain("`d20` 5.0% success and 5.0% failure per wild roll; `2d10` 1.0% each");
  });
});

describe("the documented AP costs and settings", () => {
  it("the AP table on the rules page is the action table, and lists every cost Fray chose", () => {
    const section = /33\. \*\*AP costs\.\*\*([\s\S]*?)\n34\./.exec(page)?.[1] ?? "";
    const documented = new Map<string, number>();
    for (const [label = "", ap = ""] of rows(section).slice(1)) {
      for (const name of label.replace(/\s*\(.*\)/, "").split(", ")) documented.set(name, Number(ap));
    }
    for (const action of WOUNDS_ACTIONS.filter((a) => !a.seedCost && a.id !== "readied")) {
      expect([action.label, documented.get(action.label)]).toEqual([action.label, action.cost["ap"]]);
    }
  });
  it("every world setting is in the settings table", () => {
    for (const key of Object.keys(DEFAULT_WOUNDS_OPTIONS)) expect(page).toContain(`| \`${key}\``);
  });
});

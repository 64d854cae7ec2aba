import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { FlatModifier } from "../../../module/engine/core/dice/request.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { attackRequest, resolveAttack } from "../../../module/engine/rulesets/momentum/dice/attack.ts";
import { d20Request } from "../../../module/engine/rulesets/momentum/dice/d20.ts";
import type { EdgeSource } from "../../../module/engine/rulesets/momentum/dice/edge.ts";
import {
  checkCriticalProbability,
  checkProbability,
  contestProbability,
  cooperativeProbability,
  criticalProbability,
  defenseRollProbability,
  hitProbability,
} from "../../../module/engine/rulesets/momentum/dice/odds.ts";

const ADV: readonly EdgeSource[] = [{ source: "advantage", edge: "advantage" }];
const DIS: readonly EdgeSource[] = [{ source: "disadvantage", edge: "disadvantage" }];
const bonus = (value: number): FlatModifier[] => [{ source: "bonus", value }];
const attack = (b: number, evasion: number, edges: readonly EdgeSource[] = []) =>
  attackRequest({ hitBonus: bonus(b), evasion, edges });
const roll = (b: number, against?: number, edges: readonly EdgeSource[] = []) =>
  d20Request({
    label: "check",
    modifiers: bonus(b),
    edges,
    target: against === undefined ? undefined : { kind: "meet", value: against },
  });
const participant = (b: number, dc: number) => ({
  success: checkProbability(roll(b, dc, ADV)),
  critical: checkCriticalProbability(roll(b, dc, ADV)),
});

/** Every number in the odds table of docs/rules/momentum.md, computed by core/odds through the ruleset. */
const COMPUTED: Readonly<Record<string, number>> = {
  "attack+4v16": hitProbability(attack(4, 16)),
  "attack+4v16-adv": hitProbability(attack(4, 16, ADV)),
  "attack+4v16-dis": hitProbability(attack(4, 16, DIS)),
  critical: criticalProbability(attack(4, 16)),
  "critical-adv": criticalProbability(attack(4, 16, ADV)),
  "attack+10v12": hitProbability(attack(10, 12)),
  "attack+0v25": hitProbability(attack(0, 25)),
  "dr+3v14": defenseRollProbability(roll(3, 14)),
  "dr+3v14-defend": defenseRollProbability(roll(3, 14, ADV)),
  "check+2v8": checkProbability(roll(2, 8)),
  "check+5v11": checkProbability(roll(5, 11)),
  "check+4v18": checkProbability(roll(4, 18)),
  "check+0v25": checkProbability(roll(0, 25)),
  "contest+5v+5": contestProbability(roll(5), roll(5)),
  "contest+5v+3": contestProbability(roll(5), roll(3)),
  "contest+5adv-v+5": contestProbability(roll(5, undefined, ADV), roll(5)),
  "contest+5-v+5adv": contestProbability(roll(5), roll(5, undefined, ADV)),
  "cinematic+3v15": checkProbability(roll(3, 15)),
  coop1: cooperativeProbability([participant(3, 15)]),
  coop2: cooperativeProbability([participant(3, 15), participant(3, 15)]),
  coop3: cooperativeProbability([participant(3, 15), participant(3, 15), participant(3, 15)]),
};

function documentedOdds(): ReadonlyMap<string, number> {
  const text = readFileSync(new URL("../../../docs/rules/momentum.md", import.meta.url), "utf8");
  const start = text.indexOf("<!-- odds:start -->");
  const end = text.indexOf("<!-- odds:end -->");
  const rows = new Map<string, number>();
  for (const line of text.slice(start, end).split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const id = /^`(.+)`$/.exec(cells[1] ?? "")?.[1];
    const p = Number(cells[3]);
    if (id !== undefined && Number.isFinite(p)) rows.set(id, p);
  }
  return rows;
}

describe("momentum odds (docs/rules/momentum.md)", () => {
  const documented = documentedOdds();

  it("the rules page documents every computed case, and nothing else", () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(COMPUTED).sort());
  });

  it.each(Object.entries(COMPUTED))("%s is documented as computed (to 4 places)", (id, p) => {
    expect(documented.get(id)).toBeCloseTo(p, 4);
  });

  it('"An attacker with a hit bonus of 4 would need to roll at least a 12" against Evasion 16: 9 faces in 20', () => {
    expect(COMPUTED["attack+4v16"]).toBeCloseTo(9 / 20, 12);
    expect(COMPUTED["attack+4v16-adv"]).toBeCloseTo(1 - (11 / 20) ** 2, 12);
    expect(COMPUTED["attack+4v16-dis"]).toBeCloseTo((9 / 20) ** 2, 12);
  });

  it('"A critical miss always fails … no matter how high your hit bonus is": at most 19 in 20 ever hit', () => {
    expect(hitProbability(attack(50, 5))).toBeCloseTo(19 / 20, 12);
  });

  it("the exact odds agree with seeded rolling (20,000 attacks with advantage)", () => {
    const request = attack(4, 16, ADV);
    const rng = createRng(2024);
    let hits = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) if (resolveAttack(rollRequest(request, rng)).hit) hits++;
    expect(hits / n).toBeCloseTo(hitProbability(request), 1);
    expect(Math.abs(hits / n - hitProbability(request))).toBeLessThan(0.015);
  });
});

import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { getRuleset } from "../../../../module/engine/registry.ts";
import type { ContestFighter } from "../../../../module/engine/rulesets/contest/sim/fighter.ts";
import { contestSkirmish } from "../../../../module/engine/rulesets/contest/sim/skirmish.ts";
import { CONTEST_SIM } from "../../../../module/engine/rulesets/contest/sim/index.ts";
import { contestGear, contestGroup, contestParty } from "../../../../scripts/balance/contest.ts";
import { readPackSources } from "../../../../scripts/balance/sources.ts";
import { fighter } from "./fixtures.ts";

const skeleton = () => {
  const doc = readPackSources("contest-monsters").find((f) => f.doc.name === "Skeleton Warrior")?.doc;
  if (!doc) throw new Error("no Skeleton Warrior");
  return doc;
};

describe("a contest skirmish (the engine's simulation)", () => {
  it("is the descriptor's sim, and the same fighters and seed always give the same fight", () => {
    expect(getRuleset("contest").sim).toBe(CONTEST_SIM);
    const party = contestParty(contestGear());
    const foes = contestGroup(skeleton());
    for (const seed of [1, 2, 3]) {
      expect(contestSkirmish(party, foes, createRng(seed))).toEqual(contestSkirmish(party, foes, createRng(seed)));
    }
  });

  it("spends AP only on attacks and Defends: never below 0, at most two attacks a round, 3 AP each round", () => {
    const party = contestParty(contestGear());
    const foes = contestGroup(skeleton());
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      contestSkirmish(party, foes, createRng(seed), {
        afterAction: (f: ContestFighter, all) => {
          for (const x of all) {
            const ap = x.combatant.economy.pools["ap"] ?? 0;
            expect(ap).toBeGreaterThanOrEqual(0);
            expect(ap).toBeLessThanOrEqual(3);
            expect(x.combatant.economy.uses["attack"] ?? 0).toBeLessThanOrEqual(2);
          }
          expect(f.combatant.economy.uses["attack"]).toBeGreaterThanOrEqual(1);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("a surprised side loses its round-1 turn and cannot defend in it", () => {
    const attacks: string[] = [];
    const party = [fighter("hero", { attack: 6, health: 30 })];
    const foes = [fighter("brute", { attack: 6, health: 30, conditions: ["surprised"] })];
    contestSkirmish(party, foes, createRng(7), {
      maxRounds: 1,
      afterAction: (f) => attacks.push(f.spec.id),
    });
    expect(attacks).toEqual(["hero", "hero"]);
  });

  it("reports who took each party member down, and a draw at the round cap", () => {
    const strong = [fighter("ogre", { attack: 30, health: 200 })];
    const result = contestSkirmish([fighter("hero", { health: 4 })], strong, createRng(3));
    expect(result).toMatchObject({ winner: "foes", downedBy: ["ogre"] });
    const stalemate = contestSkirmish([fighter("a", { armor: 20 })], [fighter("b", { armor: 20 })], createRng(3), {
      maxRounds: 4,
    });
    expect(stalemate).toEqual({ winner: "draw", rounds: 4, downedBy: [null] });
  });
});

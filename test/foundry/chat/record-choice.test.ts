import { describe, expect, it } from "vitest";
import type { AttackCardData, TargetRow } from "../../../module/foundry/chat/attack-card/data.ts";
import { recordChoice } from "../../../module/foundry/chat/attack-card/transitions.ts";

const stored = { request: {}, roll: {} };
const row = (damage: TargetRow["damage"]): TargetRow => ({
  key: "t0",
  actorUuid: "Actor.t",
  name: "Brute",
  against: 12,
  hitChance: 0.7,
  attack: stored,
  defense: { status: "none", roll: null },
  outcome: "hit",
  damage,
});
const card = (damage: TargetRow["damage"]): AttackCardData => ({
  ruleset: "bonus",
  attacker: { actorUuid: "Actor.a", itemId: "i", name: "Vera", itemName: "Ax" },
  targets: [row(damage)],
  processed: [],
});
const none = { status: "none", roll: null, before: null, summary: "" } as const;
const taken = { stepId: "chooseMiss", choice: "miss" };

describe("recordChoice: a choice that decides the row", () => {
  it("turns a hit into a miss and drops the damage rolled ahead for it", () => {
    const next = recordChoice(card({ ...none, status: "rolled", roll: stored }), "t0", "r1", taken, {
      outcome: "miss",
    });
    expect(next.ok).toBe(true);
    expect(next.state.targets[0]).toMatchObject({
      outcome: "miss",
      damage: none,
      taken: [{ ...taken, requestId: "r1" }],
    });
  });

  it("is refused once damage was applied, and changes nothing", () => {
    const applied = card({ ...none, status: "applied", roll: stored, before: {}, summary: "3 damage" });
    const next = recordChoice(applied, "t0", "r1", taken, { outcome: "miss" });
    expect(next).toEqual({ ok: false, state: applied, reason: "damageSettled" });
  });

  it("without an outcome the row's outcome and damage stay as they are", () => {
    const rolled = { ...none, status: "rolled" as const, roll: stored };
    const next = recordChoice(card(rolled), "t0", "r1", { stepId: "armorType", choice: "heat" });
    expect(next.state.targets[0]).toMatchObject({ outcome: "hit", damage: rolled });
  });
});

describe('recordChoice: a choice\'s odds (StepChoice: "The chance the attack hits once this choice is taken")', () => {
  const declared = (): AttackCardData => ({
    ...card(none),
    targets: [{ ...row(none), attack: null, outcome: "pending" }],
  });
  const defend = { stepId: "defend", choice: "power" };

  it("made before the attack is rolled, they become the row's odds: the roll is made at them", () => {
    const next = recordChoice(declared(), "t0", "r1", defend, { hitChance: 0.2 });
    expect(next.state.targets[0]).toMatchObject({ hitChance: 0.2, outcome: "pending" });
  });

  it("after the roll the row keeps the odds it was rolled at", () => {
    const next = recordChoice(card(none), "t0", "r1", taken, { outcome: "miss", hitChance: 0 });
    expect(next.state.targets[0]).toMatchObject({ hitChance: 0.7, outcome: "miss" });
  });
});

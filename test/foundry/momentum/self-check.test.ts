/**
 * The `momentum` self-check's own steps (MOMENTUM_SELF_CHECK) run on the strict fake's momentum world: they pass on
 * the real card loop and economy, and fail when what they check did not happen. The shared steps around them
 * (set-up from the compendium, attack, apply, undo) are the ones every room's self-check runs.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { MOMENTUM_SELF_CHECK } from "../../../module/foundry/rulesets/momentum/self-check.ts";
import type { Skirmish, SkirmishStep } from "../../../module/foundry/self-check/skirmish.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { createCombat } from "../combat/fixture.ts";
import { HEX, momentumWorld, veraAttacks, type MomentumWorld } from "./world-fixture.ts";

let w: MomentumWorld;
let combat: FakeCombat;
let skirmish: Skirmish;

function step(id: string): SkirmishStep {
  const steps = [...MOMENTUM_SELF_CHECK.encounter, ...MOMENTUM_SELF_CHECK.afterRound];
  const found = steps.find((s) => s.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
}

/** Runs a step as the runner does: a throw, synchronous or not, is its failure. */
const run = (id: string): Promise<void> => Promise.resolve().then(() => step(id).run(skirmish));

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  skirmish = {
    ruleset: "momentum",
    // The step's dice rule (its acting side's d20 high, the other's low) as the fake's queued faces cannot be.
    dice: {
      set: (rule?: (faces: number) => number) => {
        if (rule) w.dice(rule(20), rule(20));
      },
    },
    notes: new Map(),
    actors: { attacker: w.vera, target: w.brute },
    combat,
  } as unknown as Skirmish;
});

describe("the momentum self-check steps", () => {
  it("the encounter: Initiative scores, the Attack action's AP spent, a second attack refused for its shortfall", async () => {
    await run("initiativeScores");
    await expect(run("apSpent")).rejects.toThrow("the attacker's AP after the Attack action");
    await veraAttacks(w, 20);
    w.as(w.gm);
    await run("apSpent");
    await run("secondAttackRefused");
  });

  it("an Ability's WP: refused 1 WP short, paid with its AP, given back by Undo; no such Ability fails the step", async () => {
    await veraAttacks(w, 20);
    w.as(w.gm);
    await expect(run("abilityWp")).rejects.toThrow("an Ability of at most 1 AP with a WP cost");
    await w.vera.items.get(HEX)?.update({ system: { ap: 1, wp: 3 } });
    await w.vera.update({ system: { wp: { value: 5, max: 5 } } });
    await run("abilityWp");
    expect((w.vera.system as unknown as { wp: { value: number } }).wp.value).toBe(3);
  });

  it("after the round: the scores written again, RP for both, AP for the one acting", async () => {
    await veraAttacks(w, 20);
    w.as(w.gm);
    await expect(run("roundRefilled")).rejects.toThrow("the attacker's AP at the new round");
    await combat.nextRound();
    await run("initiativeAgain");
    await run("roundRefilled");
  });

  it("after the round: the one acting trips the other through the contest; a refused Trip fails the step", async () => {
    w.as(w.gm);
    await combat.nextRound();
    const acting = combat.combatant?.actorId === w.vera.id ? w.vera : w.brute;
    const other = acting === w.vera ? w.brute : w.vera;
    // Stunned keeps the acting creature from using AP: the room refuses the Trip, and the step says so.
    await acting.toggleStatusEffect("stunned", { active: true });
    await expect(run("contestTrip")).rejects.toThrow("the Trip's refusal");
    await acting.toggleStatusEffect("stunned", { active: false });
    await run("contestTrip");
    expect(other.statuses.has("prone")).toBe(true);
  });

  it("after the Trip: a Move held for a trigger, fired once by the GM on the other's turn; Stunned fails the step", async () => {
    w.as(w.gm);
    await combat.nextRound();
    const acting = combat.combatant?.actorId === w.vera.id ? w.vera : w.brute;
    await acting.toggleStatusEffect("stunned", { active: true });
    await expect(run("heldMove")).rejects.toThrow("the hold's refusal");
    await acting.toggleStatusEffect("stunned", { active: false });
    await run("heldMove");
    expect([...w.messages.values()].at(-1)?.content).toContain(`${acting.name} takes the held Move.`);
  });

  it("on the other's turn: the holder, marked Bleeding, is stabilized (3 AP); Stunned fails the step", async () => {
    w.as(w.gm);
    await combat.nextRound();
    const acting = combat.combatant?.actorId === w.vera.id ? w.vera : w.brute;
    const other = acting === w.vera ? w.brute : w.vera;
    await acting.toggleStatusEffect("stunned", { active: true });
    await expect(run("stabilize")).rejects.toThrow("the Stabilize's refusal");
    expect(other.statuses.has("bleeding")).toBe(true);
    await acting.toggleStatusEffect("stunned", { active: false });
    await run("stabilize");
    expect(other.statuses.has("bleeding")).toBe(false);
  });

  it("then, given 2 AP and Grabbed, it breaks free of the other, its AP spent to 0", async () => {
    w.as(w.gm);
    await combat.nextRound();
    const acting = combat.combatant?.actorId === w.vera.id ? w.vera : w.brute;
    // With its 3 AP unspent, the GM's 2 more stay within the pool's 3: 1 AP is left, and the step says so.
    await expect(run("breakFree")).rejects.toThrow("AP after Break Free");
    await combat.combatant?.update({ system: { ap: 0 } });
    await run("breakFree");
    expect(acting.statuses.has("grabbed")).toBe(false);
  });

  it('then, given its 3 AP and a Stimulant, "Use Item": the item used up, a second use refused; Stunned fails the step', async () => {
    w.as(w.gm);
    await combat.nextRound();
    const acting = combat.combatant?.actorId === w.vera.id ? w.vera : w.brute;
    await acting.toggleStatusEffect("stunned", { active: true });
    await expect(run("useItem")).rejects.toThrow("the Use Item's refusal");
    await acting.toggleStatusEffect("stunned", { active: false });
    await run("useItem");
    // The refused run's Stimulant is left unused; the passing run's own was used up.
    expect(acting.items.contents.filter((i) => i.name === "Stimulant")).toHaveLength(1);
  });

  it("a score changed by hand is caught until the next round writes it again", async () => {
    w.as(w.gm);
    const vera = combat.combatants.find((c) => c.actorId === w.vera.id);
    await vera?.update({ initiative: 3 });
    await expect(run("initiativeScores")).rejects.toThrow("the attacker's Initiative");
    await combat.nextRound();
    await run("initiativeAgain");
  });
});

describe("the momentum self-check's Cinematic and act-first steps (decisions 142, 143)", () => {
  it("a Cinematic Action's check rolled by the GM, performed and once; Stunned fails the step", async () => {
    w.as(w.gm);
    const acting = w.vera;
    await acting.toggleStatusEffect("stunned", { active: true });
    await expect(run("cinematicCheck")).rejects.toThrow("the Cinematic Action paid");
    await acting.toggleStatusEffect("stunned", { active: false });
    await run("cinematicCheck");
  });

  it("Acting First marks the other into the act-first band for the next round, and is taken away after", async () => {
    w.as(w.gm);
    await run("actFirst");
    expect(w.brute.statuses.has("actingFirst")).toBe(false);
  });

  it("a Trip held for a trigger, fired by the GM on the other's turn: Prone, once (decision 144); Stunned fails the step", async () => {
    w.as(w.gm);
    await w.vera.toggleStatusEffect("stunned", { active: true });
    await expect(run("heldTrip")).rejects.toThrow("the hold's refusal");
    await w.vera.toggleStatusEffect("stunned", { active: false });
    await run("heldTrip");
    expect(w.brute.statuses.has("prone")).toBe(true);
  });

  it("an Ability held for a trigger, fired by the GM on the other's turn: its card, its WP then, once (decision 155); Stunned fails the step", async () => {
    w.as(w.gm);
    await w.vera.toggleStatusEffect("stunned", { active: true });
    await expect(run("heldAbility")).rejects.toThrow("the hold's refusal");
    expect(w.vera.items.some((i) => i.name === "Self-check Ability")).toBe(false);
    await w.vera.toggleStatusEffect("stunned", { active: false });
    const cards = w.messages.size;
    await run("heldAbility");
    expect(w.messages.size).toBeGreaterThan(cards);
    expect(w.vera.items.some((i) => i.name === "Self-check Ability")).toBe(false);
  });
});

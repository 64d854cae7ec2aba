import { beforeAll, describe, expect, it } from "vitest";
import { ENERGY_CONDITIONS } from "../../../module/engine/rulesets/energy/conditions.ts";
import { energyAdjustment } from "../../../module/engine/rulesets/energy/economy/pools.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../module/engine/rulesets/energy/options.ts";
import {
  conditionsInForce,
  disadvantageFrom,
  conditionWith,
} from "../../../module/engine/rulesets/energy/economy/status.ts";
import { planAttack } from "../../../module/engine/rulesets/bonus/procedures/attack.ts";
import { buildStatusEffects } from "../../../module/foundry/effects/build.ts";
import { conditionStateOfEffects, type EffectFacts } from "../../../module/foundry/effects/effect-state.ts";
import { toBonusActor, type BonusCreatureSource } from "../../../module/foundry/rulesets/bonus/derive.ts";
import { ENERGY_STATUS_ROOM } from "../../../module/foundry/rulesets/energy/effects/status-room.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { creature } from "../../engine/energy/fixtures.ts";
import { startedWorld } from "./fixture.ts";

let world: FakeWorld;
beforeAll(async () => {
  world = await startedWorld("bonus");
});

interface BonusSystem {
  derived: { movePerAction: number; bonusDie: number };
}
const systemOf = (actor: FakeActor) => actor.system as unknown as BonusSystem & BonusCreatureSource;
const newActor = (name: string) =>
  world.createActor({
    name,
    type: "bonus-character",
    ownership: { default: 3 },
    system: { speed: 30, abilities: { agility: 2 } },
  });

/** A ranged attack by `attacker` on `target`, planned by the engine from the documents' statuses. */
function rangedAttack(attacker: FakeActor, target: FakeActor, ranged = true) {
  const plan = planAttack({
    attacker: toBonusActor(systemOf(attacker), attacker.statuses),
    target: toBonusActor(systemOf(target), target.statuses),
    style: "weapon",
    ranged,
    guardBonuses: [],
  });
  if (!plan.ok) throw new Error(plan.reason);
  return plan.request;
}
const bonusFaces = (request: ReturnType<typeof rangedAttack>) => request.groups.find((g) => g.id === "bonus")?.faces;

describe("bonus: toggled statuses reach the engine", () => {
  it('Prone: "your Speed is reduced to 1/4 for calculating your movement"', async () => {
    const target = newActor("Target");
    expect(systemOf(target).derived.movePerAction).toBe(30);
    await target.toggleStatusEffect("prone");
    expect(systemOf(target).derived.movePerAction).toBe(7);
    await target.toggleStatusEffect("prone");
    expect(systemOf(target).derived.movePerAction).toBe(30);
  });

  it('Prone: "ranged attacks against you are made with a Challenge" (and melee attacks are not)', async () => {
    const archer = newActor("Archer");
    const target = newActor("Target");
    expect(bonusFaces(rangedAttack(archer, target))).toBe(10);
    await target.toggleStatusEffect("prone");
    const request = rangedAttack(archer, target);
    expect(bonusFaces(request)).toBe(8);
    expect(JSON.stringify(request.audit)).toMatch(/Target is prone/);
    expect(bonusFaces(rangedAttack(archer, target, false))).toBe(10);
  });

  it('Wounded: "your Bonus Dice move down one step (heroic d10 become ordinary d8)"', async () => {
    const fighter = newActor("Fighter");
    const target = newActor("Target");
    await fighter.toggleStatusEffect("wounded");
    expect(systemOf(fighter).derived.bonusDie).toBe(8);
    expect(bonusFaces(rangedAttack(fighter, target, false))).toBe(8);
  });
});

describe("energy: the status effects' statuses drive the engine's conditions", () => {
  const entries = buildStatusEffects("energy", ENERGY_CONDITIONS, ENERGY_STATUS_ROOM);
  /** The effect Foundry creates when the status is toggled on: its id plus the entry's `statuses`. */
  const toggled = (...ids: string[]): EffectFacts[] =>
    ids.map((id) => ({
      id: `e-${id}`,
      statuses: [id, ...(entries.find((e) => e.id === id)?.statuses ?? [])],
      disabled: false,
    }));
  const actorWith = (...ids: string[]) => ({
    creature: creature(),
    conditions: conditionStateOfEffects(ENERGY_CONDITIONS, toggled(...ids)),
    suppressed: [],
  });

  it('"You are Exposed while Dazed", with "Disadvantage on all your Defense rolls, Attack rolls, and Skill Checks"', () => {
    const actor = actorWith("dazed");
    expect([...conditionsInForce(actor)].sort()).toEqual(["dazed", "exposed"]);
    expect(disadvantageFrom(actor, "attack")).toEqual(["dazed"]);
    expect(disadvantageFrom(actor, "evasion")).toEqual(["dazed"]);
  });

  it('Unconscious ⇒ Unguarded ⇒ Exposed: "Creatures may make Swift Attacks against you"', () => {
    const actor = actorWith("unconscious");
    expect([...conditionsInForce(actor)].sort()).toEqual(["exposed", "unconscious", "unguarded"]);
    expect(conditionWith(actor, "swiftAttackable")).toBe("unguarded");
  });

  it('Exhausted: "you gain 2 less Energy at the beginning of each Round" and "may not spend Stamina"', () => {
    expect(energyAdjustment(actorWith())).toBe(0);
    const actor = actorWith("exhausted");
    expect(energyAdjustment(actor, { ...DEFAULT_ENERGY_OPTIONS, exhaustedEnergy: "twoFewer" })).toBe(-2);
    expect(conditionWith(actor, "noStamina")).toBe("exhausted");
  });
});

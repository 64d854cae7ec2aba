/**
 * Standing up from Prone at the table (module/foundry/rulesets/momentum/combat/stand-up.ts; rules page decisions 27,
 * 58 and 105). Seed 002: Trip — "You can try to knock a target within 1 m of you Prone"; Fray: Prone lasts until the
 * creature stands up, which costs half its Basic Movement (rounded up). Vera (Basic Movement 3) acts first.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
const prone = (x: FakeActor) => (x as unknown as { statuses: Set<string> }).statuses.has("prone");

let w: MomentumWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  vera = combatantOf(combat, w.vera);
  w.as(w.gm);
  await w.vera.toggleStatusEffect("prone", { active: true });
}, 30_000);

describe('"knock a target … Prone": standing up costs half the Basic Movement', () => {
  it("on her turn Vera stands up: 2 of her 3 m spent, Prone gone, no AP", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "standUp" })).toBe(true);
    expect(prone(w.vera)).toBe(false);
    expect(systemOf(vera)).toMatchObject({ movement: 1, ap: 3 });
  });

  it("with 1 m left the metres are named; standing while not Prone is refused", async () => {
    await vera.update({ system: { movement: 1 } });
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "standUp" })).toBe(false);
    expect(prone(w.vera)).toBe(true);
    w.as(w.gm);
    await vera.update({ system: { movement: 3 } });
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "standUp" })).toBe(true);
    expect(await spendInCombat(a(w.vera), { action: "standUp" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Only a prone creature stands up.");
  });

  it("the Brute stands up on its own turn only; a GM's override does not pay metres", async () => {
    await w.brute.toggleStatusEffect("prone", { active: true });
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "standUp" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
    w.as(w.gm);
    await vera.update({ system: { movement: 0 } });
    expect(await spendInCombat(a(w.vera), { action: "standUp", override: true })).toBe(false);
    expect(prone(w.vera)).toBe(true);
  });
});

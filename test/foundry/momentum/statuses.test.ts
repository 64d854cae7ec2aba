/**
 * The `momentum` conditions as status effects on the strict fake: their mechanical effects on the card and the
 * economy, and their ends at the seed's boundaries. Each test names the seed sentence (or rules page decision) it
 * checks.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { statusEffectEntries } from "../../../module/foundry/version/status-effects.ts";
import { MOMENTUM_STATUS_ROOM } from "../../../module/foundry/rulesets/momentum/effects/status-room.ts";
import { CORE_ICONS } from "../../support/foundry-core-icons.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { momentumWorld, veraAttacks, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;

let w: MomentumWorld;
let combat: FakeCombat;
let brute: FakeCombatant;

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
});

async function start(): Promise<void> {
  await combat.startCombat();
  brute = combatantOf(combat, w.brute);
}

const hitChance = (message: { system: unknown }) =>
  (message.system as { targets: { hitChance: number }[] }).targets[0]?.hitChance;
const vitality = (actor: FakeActor) => (actor.system as unknown as { vitality: { value: number } }).vitality.value;

describe("the conditions are the world's status effects", () => {
  it("every condition of the catalog, Dead as the defeated status, Blinded as core's BLIND", () => {
    const ids = statusEffectEntries().map((s) => s.id);
    expect(ids).toEqual(Object.keys(MOMENTUM_STATUS_ROOM.icons));
    expect(fake().CONFIG.specialStatusEffects).toMatchObject({ DEFEATED: "dead", BLIND: "blinded" });
    expect(Object.values(MOMENTUM_STATUS_ROOM.icons).filter((img) => !CORE_ICONS.has(img))).toEqual([]);
    // Dead stands for the creature's stored flag: the HUD toggle writes it.
    expect(MOMENTUM_STATUS_ROOM.stored?.dead?.write(w.brute as never, true)).toEqual({ system: { dead: true } });
  });
});

describe("effects on the economy", () => {
  it('"If you cannot use 3AP or 2RP for some reason, like when you are Restrained or Stunned"', async () => {
    await w.vera.toggleStatusEffect("restrained", { active: true });
    await start();
    w.as(w.gm);
    // Not a shortfall: the GM's override does not pass it either.
    expect(await spendInCombat(a(w.vera), { action: "defend", override: true })).toBe(false);
    expect(w.warnings.at(-1)).toBe("A condition keeps this creature from using AP.");
  });

  it("Shocked: 1 RP fewer each round; Chilled: half Basic Movement (rules page decision 27)", async () => {
    await w.brute.toggleStatusEffect("shocked", { active: true });
    await w.brute.toggleStatusEffect("chilled", { active: true });
    w.dice(1, 1, 1, 1);
    await start();
    expect(systemOf(brute)).toMatchObject({ rp: 1 });
    await combat.nextTurn();
    expect(systemOf(brute)).toMatchObject({ ap: 3, movement: 1 });
  });
});

describe("effects on the card", () => {
  it('Defending: "Attack rolls against you have disadvantage" — the card\'s odds fall from 0.70 to 0.49', async () => {
    await start();
    const plain = await veraAttacks(w, 15);
    await w.brute.toggleStatusEffect("defending", { active: true });
    w.as(w.gm);
    await combat.nextTurn();
    await combat.nextTurn();
    const defended = await veraAttacks(w, 15);
    expect(hitChance(plain)).toBeCloseTo(0.7, 10);
    expect(hitChance(defended)).toBeCloseTo(0.49, 10);
  });
});

describe("ends and ticks at the seed's boundaries", () => {
  it('Defend lasts "until your next turn": set by the action, gone when the holder\'s next turn starts', async () => {
    await start();
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: "defend" });
    expect(w.vera.statuses.has("defending")).toBe(true);
    w.as(w.gm);
    await combat.nextTurn();
    expect(w.vera.statuses.has("defending")).toBe(true);
    await combat.nextTurn();
    expect([combat.round, w.vera.statuses.has("defending")]).toEqual([2, false]);
  });

  it("Bleeding loses 1d4 Vitality at the start of each of its turns, with no mitigation (decision 23)", async () => {
    await w.brute.toggleStatusEffect("bleeding", { active: true });
    await start();
    w.dice(3);
    await combat.nextTurn();
    expect(vitality(w.brute)).toBe(17);
    const summary = [...w.messages.values()].at(-1);
    expect(summary?.content).toContain("Bleeding: 3 rolled, 3 lost");
  });

  it("Burning deals 1d4 Heat through Armor and resistance (decision 27): 4 − Armor 2, halved = 1", async () => {
    await w.brute.toggleStatusEffect("burning", { active: true });
    await start();
    w.dice(4);
    await combat.nextTurn();
    expect(vitality(w.brute)).toBe(19);
  });
});

/**
 * `energy` seed, Surprise at combat start, from the tracker: "the surprised party is Surprised until the end of the
 * first Round of combat. This applies to the entire party of creatures being attacked" — the GM's control on one
 * row marks that row's whole side (player-owned or not) with the engine's `surprise`, on the strict fake.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

let w: EnergyWorld;
let combat: FakeCombat;
let wolves: FakeActor[];

type AdapterCombatant = Parameters<typeof actFor>[0];
const surpriseVia = (actor: FakeActor) => actFor(combatantOf(combat, actor) as unknown as AdapterCombatant, "surprise");

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  // Two creatures of the GM's (no player owns them) against Alice's Vera.
  wolves = ["Wolf", "Second Wolf"].map((name) =>
    w.createActor({ name, type: "energy-npc", ownership: { default: 0 }, system: { aura: { value: 20, max: 20 } } }),
  );
  w.as(w.gm);
  combat = await createCombat("energy", [w.vera, ...wolves]);
  await combat.startCombat();
});

describe('"the surprised party is Surprised until the end of the first Round of combat"', () => {
  it('"the entire party of creatures being attacked": both wolves from one row, not Vera', async () => {
    await surpriseVia(wolves[0] as FakeActor);
    expect(wolves.map((wolf) => wolf.statuses.has("surprised"))).toEqual([true, true]);
    expect(w.vera.statuses.has("surprised")).toBe(false);
  });

  it('"While Surprised, you are Unguarded": the wolves are open to a Swift Attack', async () => {
    await surpriseVia(wolves[1] as FakeActor);
    expect(wolves.map((wolf) => wolf.statuses.has("unguarded"))).toEqual([true, true]);
  });

  it("it ends with the first Round", async () => {
    await surpriseVia(wolves[0] as FakeActor);
    await combat.nextRound();
    expect(wolves.map((wolf) => wolf.statuses.has("surprised"))).toEqual([false, false]);
  });

  it("not after the first Round", async () => {
    await combat.nextRound();
    await surpriseVia(wolves[0] as FakeActor);
    expect(wolves[0]?.statuses.has("surprised")).toBe(false);
  });

  it("the GM's control: a player cannot surprise a party", async () => {
    w.as(w.alice);
    await surpriseVia(w.vera);
    expect(w.vera.statuses.has("surprised")).toBe(false);
  });
});

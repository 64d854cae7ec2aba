/**
 * `energy` seed, Swift Attacks and the single strike, at the table: the roll dialog's Strike group sets the attack's
 * Energy, the target decides whether it may be made, and the Round's one Swift Attack is recorded on the combatant
 * (the tracker's count) — on the strict fake, through the attack flow and the spend relay.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

let w: EnergyWorld;
let combat: FakeCombat;

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
});

/** Vera attacks the Ogre with her longsword and these dialog choices; resolves to the number of cards posted. */
async function attackWith(choices: Record<string, boolean>): Promise<number> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  w.dice(10);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, w.swordId, { skipDialog: true, choices });
  return w.messages.size;
}

const vera = () => systemOf(combatantOf(combat, w.vera)) as { energy: number; uses: { swiftAttack: number } };
const plan = (choices: Record<string, boolean>) =>
  ENERGY_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(w.swordId) as never, w.ogre as never, choices);

describe('"You may make Swift Attacks against creatures who are Unguarded …"', () => {
  it("the roll dialog offers a full attack, a Swift Attack and a single strike for a melee weapon", () => {
    const planned = plan({});
    if ("refused" in planned) throw new Error(planned.refused);
    expect(planned.modifiers?.filter((m) => m.kind === "strike").map((m) => [m.id, m.group])).toEqual([
      ["swift", "strike"],
      ["singleStrike", "strike"],
    ]);
  });

  it("refused against a guarded target: no card, no Energy", async () => {
    expect(plan({ swift: true })).toEqual({ refused: "FRAY.Energy.Refusal.swiftAttackNotAllowed" });
    expect(await attackWith({ swift: true })).toBe(0);
    expect(vera()).toMatchObject({ energy: 5, uses: { swiftAttack: 0 } });
  });

  it('"it only takes 1 Energy", and the Round\'s Swift Attack is recorded for the tracker', async () => {
    w.ogre.statuses.add("unguarded");
    expect(await attackWith({ swift: true })).toBe(1);
    expect(vera()).toMatchObject({ energy: 4, uses: { swiftAttack: 1 } });
  });

  it("a Surprised target is Unguarded, so it opens a Swift Attack", async () => {
    w.ogre.statuses.add("surprised");
    expect(await attackWith({ swift: true })).toBe(1);
  });

  it('"unable to obstruct or avoid your attack": an unconscious target opens it too', async () => {
    await w.ogre.update({ system: { state: { unconscious: "stamina" } } });
    w.ogre.statuses.add("unconscious");
    expect(await attackWith({ swift: true })).toBe(1);
  });

  it('"You may only make one Swift Attack per Round": the second is refused, the next Round allows one again', async () => {
    w.ogre.statuses.add("unguarded");
    await attackWith({ swift: true });
    expect(await attackWith({ swift: true })).toBe(1);
    expect(vera()).toMatchObject({ energy: 4, uses: { swiftAttack: 1 } });
    w.as(w.gm);
    await combat.nextRound();
    w.ogre.statuses.add("unguarded");
    expect(await attackWith({ swift: true })).toBe(2);
    expect(vera()).toMatchObject({ energy: 4, uses: { swiftAttack: 1 } });
  });
});

describe('"A single strike against something that cannot defend … 1 Energy may be all that is needed"', () => {
  it("refused against a target that can defend, even an Unguarded one", async () => {
    w.ogre.statuses.add("unguarded");
    expect(plan({ singleStrike: true })).toEqual({ refused: "FRAY.Energy.Refusal.singleStrikeNotAllowed" });
    expect(await attackWith({ singleStrike: true })).toBe(0);
  });

  it('1 Energy against one that cannot, and "does not have to" count as the Swift Attack', async () => {
    await w.ogre.update({ system: { state: { unconscious: "stamina" } } });
    w.ogre.statuses.add("unconscious");
    expect(await attackWith({ singleStrike: true })).toBe(1);
    expect(vera()).toMatchObject({ energy: 4, uses: { swiftAttack: 0 } });
  });
});

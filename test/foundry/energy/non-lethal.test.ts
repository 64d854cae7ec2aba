/**
 * `energy` seed, Non-Lethal Damage, at the table: the roll dialog's choice (with its −3 AV steps), the Chance roll
 * against the table's thresholds rolled when the damage reaches a creature at 0 Aura, and the 0-Aura consequences
 * through the world setting `nonLethalAtZeroAura` — all on the strict fake, through the attack flow and the GM.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import type { RollModifier } from "../../../module/foundry/combat-room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { addArcher, BOW_ID } from "./ranged-fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

interface StoredState {
  aura: { value: number };
  stamina: { value: number };
  state: { unconscious: string | null; bleedingOut: boolean; dead: boolean };
}
interface Row {
  against: number;
  damage: { status: string; summary: string; follows: string[]; followUps: { stepId: string; summary: string }[] };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const ogre = (w: EnergyWorld) => w.ogre.system as unknown as StoredState;
const setVariant = (key: string, value: string) => fake().game.settings.set("fray", key, value);

let w: EnergyWorld;

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  // World settings outlive a test's world: every test starts from the seed's default.
  await setVariant("energy-nonLethalAtZeroAura", "both");
});

/** Vera attacks the Ogre with her longsword and these dialog choices, the Combat roll showing `face`. */
async function attackWith(choices: Record<string, boolean>, face: number): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  w.dice(face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, w.swordId, { skipDialog: true, choices });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

/** A Critical Hit (no Evasion to wait for), applied by Alice with a 6; then the GM's follow-ups, one die each. */
async function criticalHit(choices: Record<string, boolean>, ...followUps: number[]): Promise<FakeChatMessage> {
  const card = await attackWith(choices, 20);
  w.dice(6);
  expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
  w.as(w.gm);
  for (const face of followUps) {
    w.dice(face);
    await followUpCard(card as never);
  }
  return card;
}

const nonLethalRows = (modifiers: readonly RollModifier[] | undefined) =>
  (modifiers ?? [])
    .filter((m) => m.kind === "nonLethal")
    .map((m) => [m.id, englishLocalizer().format(m.effect.key, { ...m.effect.data })]);

describe('"you may attempt to deal Non-Lethal damage": a choice in the roll dialog', () => {
  it('offers the table\'s threshold for "Other melee weapon >=10" and the "-3 AV" steps, each 5 lower', () => {
    const plan = ENERGY_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(w.swordId) as never, w.ogre as never);
    expect("refused" in plan).toBe(false);
    if ("refused" in plan) return;
    expect(nonLethalRows(plan.modifiers)).toEqual([
      ["nonLethal", "Non-Lethal on a Chance roll of 10 or more"],
      ["nonLethalStep1", "AV −3; Non-Lethal on a Chance roll of 5 or more"],
      ["nonLethalStep2", "AV −6; Non-Lethal on a Chance roll of 1 or more"],
      ["nonLethalStep3", "AV −9; Non-Lethal on a Chance roll of 1 or more"],
    ]);
    const group = plan.modifiers?.find((m) => m.id === "nonLethal");
    expect(group).toMatchObject({ group: "nonLethal", on: false, locked: false });
  });

  it('"Blunt melee weapon >=5"', async () => {
    await w.vera.items.get(w.swordId)?.update({ system: { blunt: true } });
    const plan = ENERGY_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(w.swordId) as never, w.ogre as never);
    if ("refused" in plan) throw new Error(plan.refused);
    expect(nonLethalRows(plan.modifiers)[0]).toEqual(["nonLethal", "Non-Lethal on a Chance roll of 5 or more"]);
  });

  it('"Ranged/thrown weapon >=15", its steps as "+3 Miss Chance", which the row\'s Miss Chance carries', () => {
    const rhea = addArcher(w);
    const bow = rhea.items.get(BOW_ID) as never;
    const plain = ENERGY_COMBAT_ROOM.planAttack(rhea as never, bow, w.ogre as never);
    const stepped = ENERGY_COMBAT_ROOM.planAttack(rhea as never, bow, w.ogre as never, { nonLethalStep2: true });
    if ("refused" in plain || "refused" in stepped) throw new Error("refused");
    expect(nonLethalRows(plain.modifiers).slice(0, 2)).toEqual([
      ["nonLethal", "Non-Lethal on a Chance roll of 15 or more"],
      ["nonLethalStep1", "Miss Chance +3; Non-Lethal on a Chance roll of 10 or more"],
    ]);
    // "you could take a -6 Miss Chance on a ranged attack and deal Non-Lethal damage on a Chance roll of 5 or greater"
    expect(stepped.against).toBe(plain.against + 6);
    expect(stepped.modifiers?.find((m) => m.id === "nonLethalStep2")?.on).toBe(true);
  });

  it('"You may take -3 AV … penalty on your attack": the card\'s AV is 17 − 3', async () => {
    expect(rowOf(await attackWith({}, 10)).against).toBe(17);
    expect(rowOf(await attackWith({ nonLethalStep1: true }, 10)).against).toBe(14);
  });
});

describe('"Non-Lethal damage reduces Aura Strength just like lethal (normal) damage"', () => {
  it("above 0 Aura: the same Aura lost, no Chance roll", async () => {
    const card = await criticalHit({ nonLethal: true });
    // 1d8 (6) + MASDB 1, armor ignored by the Critical Hit.
    expect(ogre(w).aura.value).toBe(13);
    expect(rowOf(card).damage.follows).toEqual([]);
  });
});

describe('"if your target\'s Aura is 0, then it will not kill the target": the Chance roll', () => {
  beforeEach(async () => {
    await w.ogre.update({ system: { aura: { value: 0 }, stamina: { value: 8 } } });
  });

  it('a Chance roll of 10 or more: "they don\'t make a Death roll, but instead … Shaken … and lose 5 Stamina", and Exhausted', async () => {
    const card = await criticalHit({ nonLethal: true }, 12);
    expect(rowOf(card).damage.follows).toEqual(["nonLethalChance"]);
    expect(rowOf(card).damage.followUps).toEqual([
      expect.objectContaining({
        stepId: "nonLethalChance",
        summary:
          "Chance roll 12 (needed 10): Non-Lethal, no Death roll; Exhausted until the end of the next Round; " +
          "Shaken until the next Short Rest, 5 Stamina lost",
      }),
    ]);
    expect(ogre(w)).toMatchObject({ stamina: { value: 3 }, state: { bleedingOut: false, dead: false } });
    expect(w.ogre.statuses.has("exhausted")).toBe(true);
    expect(w.ogre.statuses.has("shaken")).toBe(true);
  });

  it("a Chance roll below the threshold: the damage is lethal and the Death roll follows", async () => {
    const card = await criticalHit({ nonLethal: true }, 9, 7);
    expect(rowOf(card).damage.follows).toEqual(["nonLethalChance", "deathRoll"]);
    expect(rowOf(card).damage.followUps.map((f) => f.stepId)).toEqual(["nonLethalChance", "deathRoll"]);
    expect(rowOf(card).damage.followUps[0]?.summary).toBe(
      "Chance roll 9 (needed 10): the damage is lethal, a Death roll follows",
    );
    // Death roll 7: "You suffer a major injury and begin to bleed out"; no Shaken, no Stamina lost.
    expect(ogre(w)).toMatchObject({ stamina: { value: 8 }, state: { bleedingOut: true } });
    expect(w.ogre.statuses.has("shaken")).toBe(false);
  });

  it("each −3 AV step widens the range by 5: a Chance roll of 5 is Non-Lethal with one step", async () => {
    const card = await criticalHit({ nonLethalStep1: true }, 5);
    expect(rowOf(card).damage.followUps.map((f) => f.stepId)).toEqual(["nonLethalChance"]);
    expect(w.ogre.statuses.has("shaken")).toBe(true);
  });

  it("without the choice the damage is lethal: a Death roll, no Chance roll", async () => {
    const card = await criticalHit({}, 17);
    expect(rowOf(card).damage.follows).toEqual(["deathRoll"]);
  });

  it('the world setting "exhausted only": Exhausted, no Shaken, no Stamina lost', async () => {
    await setVariant("energy-nonLethalAtZeroAura", "exhausted");
    await criticalHit({ nonLethal: true }, 15);
    expect(ogre(w).stamina.value).toBe(8);
    expect(w.ogre.statuses.has("exhausted")).toBe(true);
    expect(w.ogre.statuses.has("shaken")).toBe(false);
  });

  it('losing the last Stamina knocks the target out ("Dropping to 0 Stamina will immediately result in unconsciousness")', async () => {
    await w.ogre.update({ system: { stamina: { value: 4 } } });
    await criticalHit({ nonLethal: true }, 15);
    expect(ogre(w)).toMatchObject({ stamina: { value: 0 }, state: { unconscious: "nonLethal" } });
    expect(w.ogre.statuses.has("unconscious")).toBe(true);
  });

  it("Undo takes the Chance roll's consequences back with the damage", async () => {
    const card = await criticalHit({ nonLethal: true }, 15);
    expect(ogre(w).stamina.value).toBe(3);
    const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
    expect(await cardAction(card as never, { action: "undoDamage", row: "t0" })).toMatchObject({ ok: true });
    expect(ogre(w).stamina.value).toBe(8);
    expect(w.ogre.statuses.has("exhausted")).toBe(false);
    expect(w.ogre.statuses.has("shaken")).toBe(false);
  });

  it("rolled once: the follow-up run again changes nothing", async () => {
    const card = await criticalHit({ nonLethal: true }, 15);
    w.dice(1);
    await followUpCard(card as never);
    expect(rowOf(card).damage.followUps).toHaveLength(1);
    expect(ogre(w).stamina.value).toBe(3);
  });
});

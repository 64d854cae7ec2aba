/**
 * Effects that ignore Armor and a Maneuver added to a weapon attack, from the roll dialog to the applied damage, on
 * the strict fake through the GM's relay (rules page decisions 146 and 147). Each test names the seed sentence it checks.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { drValue } from "../../../module/engine/rulesets/momentum/dice/defense-roll.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { isRefusal, type RollChoices } from "../../../module/foundry/combat-room.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { maneuverAction, maneuverChoiceId } from "../../../module/foundry/rulesets/momentum/attack/maneuver.ts";
import { MOMENTUM_COMBAT_ROOM } from "../../../module/foundry/rulesets/momentum/combat-room.ts";
import { momentumActorView } from "../../../module/foundry/rulesets/momentum/documents.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { AX, HEX, momentumWorld, type MomentumWorld } from "./world-fixture.ts";

const PIERCER = "piercer000000000";
const CLEAVE = "cleave0000000000";
const VENOM = "venom00000000000";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
const vitality = (actor: FakeActor) => (actor.system as unknown as { vitality: { value: number } }).vitality.value;
const wp = (actor: FakeActor) => (actor.system as unknown as { wp: { value: number } }).wp.value;
const summaryOf = (card: FakeChatMessage) =>
  (card.system as unknown as { targets: { damage: { summary: string } }[] }).targets[0]?.damage.summary ?? "";

let w: MomentumWorld;

/**
 * Vera holds 5 WP, the seed's Armor Piercer ("allows you to ignore up to 4 Armor", a Tier 1 Maneuver for 2 WP), a
 * Tier 2 Maneuver dealing 1d6 Physical of its own, and a Poison dagger that ignores all Armor.
 */
beforeEach(async () => {
  w = await momentumWorld();
  await w.vera.update({ system: { wp: { value: 5, max: 5 } } });
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: PIERCER,
      name: "Armor Piercer",
      type: "momentum-ability",
      system: { tier: 1, ap: 0, wp: 2, delivery: "effect", damage: [], ignoreArmor: 4, maneuver: true },
    },
    {
      _id: CLEAVE,
      name: "Cleave",
      type: "momentum-ability",
      system: {
        tier: 2,
        ap: 1,
        wp: 1,
        delivery: "effect",
        damage: [{ type: "physical", count: 1, faces: 6, flat: 0 }],
        maneuver: true,
      },
    },
    {
      _id: VENOM,
      name: "Venom Dagger",
      type: "momentum-weapon",
      system: { damage: [{ type: "poison", count: 1, faces: 8, flat: 0 }], ignoreArmor: 100 },
    },
  ]);
}, 30_000);

/** Alice attacks the Brute with `itemId` and the dialog's `choices`, the d20 showing `face`. */
async function attacks(face: number, itemId: string, choices: RollChoices = {}): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(face);
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.vera as never, itemId, { skipDialog: true, choices });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

function applies(card: FakeChatMessage, ...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("damage", w.vera as never, card.id, "t0");
}

const withManeuver = (id: string): RollChoices => ({ [maneuverChoiceId(id)]: true });

describe("effects that ignore Armor (decision 146)", () => {
  it('"Ignoring Armor does not allow you to reduce the effective Armor of a target below 0": 4 ignored of Armor 2 is 0', async () => {
    const card = await attacks(10, AX, withManeuver(PIERCER));
    expect(await applies(card, 5)).toEqual({ ok: true });
    // 1d8 showing 5, the Brute's Armor 2 counted as 0 (not −2): 5 damage.
    expect(vitality(w.brute)).toBe(15);
    expect(summaryOf(card)).toContain("ignores up to 4 Armor: Armor 2 counted as 0");
  });

  it('"Effects that ignore Armor … also ignore the DR values if you damage a target with Poison"', async () => {
    await w.brute.update({ system: { stats: { constitution: 16 }, skills: { endurance: 3 } } });
    const view = momentumActorView(w.brute as never);
    if (!view) throw new Error("no momentum brute");
    // The Constitution DR value stands in for Armor against Poison; the dagger ignores all of it.
    expect(drValue({ ...view.source, armor: 0 } as never, "constitution")).toBeGreaterThan(0);
    const card = await attacks(10, VENOM);
    await applies(card, 6);
    expect(vitality(w.brute)).toBe(14);
    expect(summaryOf(card)).toContain("Constitution DR");
  });

  it('"Such effects still deal increased damage if the target\'s Armor or DR values are negative"', async () => {
    await w.brute.update({ system: { naturalArmor: -2 } });
    const card = await attacks(10, AX, withManeuver(PIERCER));
    await applies(card, 5);
    expect(vitality(w.brute)).toBe(13);
  });
});

describe("a Maneuver added to a weapon attack (decision 147)", () => {
  it("the dialog offers the attacker's Maneuvers as one group, and not on an Ability's attack", () => {
    const plan = MOMENTUM_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(AX) as never, w.brute as never);
    if (isRefusal(plan)) throw new Error(plan.refused);
    const rows = (plan.modifiers ?? []).filter((m) => m.group === "maneuver");
    expect(rows.map((r) => r.id)).toEqual([maneuverChoiceId(PIERCER), maneuverChoiceId(CLEAVE)]);
    expect(rows.every((r) => !r.on && !r.locked)).toBe(true);
    const hex = MOMENTUM_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(HEX) as never, w.brute as never);
    if (isRefusal(hex)) throw new Error(hex.refused);
    expect((hex.modifiers ?? []).some((m) => m.group === "maneuver")).toBe(false);
  });

  it('"Critical hits with weapon attacks that have a Maneuver added … 6, and the Maneuver … 3 times the Tier"', async () => {
    const card = await attacks(20, AX, withManeuver(PIERCER));
    await applies(card, 5);
    // 5 + 6 + 3 × Tier 1, Armor 2 ignored: 14 damage.
    expect(vitality(w.brute)).toBe(6);
    expect(summaryOf(card)).toContain("Maneuver: Armor Piercer (Tier 1)");
  });

  it("the Maneuver's own damage is added to the weapon's, and its 3 × Tier goes to it on a critical hit", async () => {
    const card = await attacks(20, AX, withManeuver(CLEAVE));
    // Ax 1d8 showing 4 + 6; Cleave 1d6 showing 3 + 3 × 2; Armor 2 once: 17 damage.
    await applies(card, 4, 3);
    expect(vitality(w.brute)).toBe(3);
  });

  it("a forged choice naming an Ability that is no Maneuver, or two Maneuvers at once, adds nothing", async () => {
    const forged = await attacks(20, AX, { [maneuverChoiceId(HEX)]: true });
    await applies(forged, 5);
    // 5 + 6 − Armor 2: the weapon's own critical hit only.
    expect(vitality(w.brute)).toBe(11);
    const both = await attacks(20, AX, { ...withManeuver(PIERCER), ...withManeuver(CLEAVE) });
    await applies(both, 5);
    expect(vitality(w.brute)).toBe(2);
  });
});

describe("a Maneuver's cost, paid with the weapon attack in combat", () => {
  let vera: FakeCombatant;
  beforeEach(async () => {
    const combat = await createCombat("momentum", [w.vera, w.brute]);
    await combat.startCombat();
    vera = combatantOf(combat, w.vera);
  });

  it("the card's attack with Cleave takes the Attack action's 2 AP, Cleave's 1 AP and its 1 WP", async () => {
    await attacks(10, AX, withManeuver(CLEAVE));
    expect(systemOf(vera)).toMatchObject({ ap: 0, attacks: 0, wpPaid: { item: CLEAVE, wp: 1 } });
    expect(wp(w.vera)).toBe(4);
  });

  it("short of the Maneuver's WP, the whole attack is refused and nothing is paid", async () => {
    await w.vera.update({ system: { wp: { value: 1 } } });
    const cards = w.messages.size;
    await attacks(10, AX, withManeuver(PIERCER)).catch(() => undefined);
    expect(w.messages.size).toBe(cards);
    expect(systemOf(vera)).toMatchObject({ ap: 3, attacks: 0 });
    expect(wp(w.vera)).toBe(1);
  });

  it("a spend naming an Ability that is no Maneuver is refused by the GM", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: maneuverAction(HEX) })).toBe(false);
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
  });
});

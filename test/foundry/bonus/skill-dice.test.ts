/**
 * Skill and talent bonus dice at the table (issue 22, reachability rows 4 and 17). Seed 000: "Bonus dice can be added
 * from having Skill bonuses, Talents, or high ability scores"; at initiative, "Talents or skills might add bonus
 * dice". The dice are read from the actor's items wherever the roll is planned: the sheet's odds, the roll dialog's
 * rows, the attack roll and its stored request, the GM's re-plan of the card, and the initiative roll.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BONUS_COMBAT_ROOM } from "../../../module/foundry/rulesets/bonus/combat-room.ts";
import { bonusDiceFor, type BonusDiceItem } from "../../../module/foundry/rulesets/bonus/bonus-dice.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";
import { NO_BONUS_DICE } from "./sheets/fixtures.ts";

const ROLLS = NO_BONUS_DICE.rolls;
const BLADES = { name: "Blades", kind: "skill", bonusDice: { count: 1, rolls: { ...ROLLS, weapon: true } } };
const QUICK = { name: "Quick Draw", kind: "talent", bonusDice: { count: 2, rolls: { ...ROLLS, initiative: true } } };

describe("bonusDiceFor: which items add dice to which roll", () => {
  it("a skill or a talent adds its dice to the rolls it is marked for, named after it (seed: 'Bonus dice can be added from having Skill bonuses, Talents')", () => {
    expect(bonusDiceFor([BLADES, QUICK], "weapon")).toEqual([{ source: "Blades", count: 1 }]);
    expect(bonusDiceFor([BLADES, QUICK], "initiative")).toEqual([{ source: "Quick Draw", count: 2 }]);
    expect(bonusDiceFor([BLADES, QUICK], "spell")).toEqual([]);
  });

  it("techniques and spells are used, not had: their dice never add passively; no dice, no source", () => {
    const items: BonusDiceItem[] = [
      { ...BLADES, kind: "technique" },
      { ...BLADES, kind: "spell" },
      { ...BLADES, bonusDice: { ...BLADES.bonusDice, count: 0 } },
    ];
    expect(bonusDiceFor(items, "weapon")).toEqual([]);
  });
});

/** An ability item's source: `count` bonus dice of kind `kind` added to `rolls`. */
const ability = (_id: string, name: string, kind: string, count: number, rolls: Partial<typeof ROLLS>) => ({
  _id,
  name,
  type: "bonus-ability",
  system: { kind, bonusDice: { count, rolls: { ...ROLLS, ...rolls } } },
});

let w: LoopWorld;

/** The loop world with an Aldo (Alice's, Agility 2, the two-die sword) who also has these skills and talents. */
async function skilled(...items: ReturnType<typeof ability>[]): Promise<void> {
  const base = await loopWorld();
  const aldo = base.createActor({
    name: "Aldo",
    type: "bonus-character",
    ownership: { default: 0, [base.alice.id]: 3 },
    system: { abilities: { agility: 2, strength: 1, speed: 1 } },
    items: [{ _id: base.swordId, name: "Sword", type: "bonus-weapon", system: { damageValue: 2 } }, ...items],
  });
  w = { ...base, aldo };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return () => {
    vi.restoreAllMocks();
  };
});

const sword = () => {
  const item = w.aldo.items.get(w.swordId);
  if (!item) throw new Error("no sword");
  return item;
};

describe("skill and talent dice on the attack roll", () => {
  it("the plan adds the skill's dice as their own source, and the dialog lists them as a locked row", async () => {
    await skilled(
      ability("blades0000000000", "Blades", "skill", 1, { weapon: true }),
      ability("arcana0000000000", "Arcana", "skill", 3, { spell: true }),
    );
    const plan = BONUS_COMBAT_ROOM.planAttack(w.aldo as never, sword() as never, w.brute as never);
    if (isRefusal(plan)) throw new Error("refused");
    expect(plan.request.groups.map((g) => [g.source, g.count])).toEqual([
      ["Action die", 1],
      ["Agility", 2],
      ["Blades", 1],
    ]);
    expect(plan.modifiers).toContainEqual({
      id: "bonusDice0",
      kind: "bonusDice",
      label: { key: "FRAY.Bonus.Modifier.bonusDice", data: { name: "Blades" } },
      effect: { key: "FRAY.Bonus.Modifier.effect.dice", data: { count: 1 } },
      on: true,
      locked: true,
    });
  });

  it("the hit chance counts the skill's die", async () => {
    await skilled();
    const before = BONUS_COMBAT_ROOM.planAttack(w.aldo as never, sword() as never, w.brute as never);
    await skilled(ability("blades0000000000", "Blades", "skill", 1, { weapon: true }));
    const after = BONUS_COMBAT_ROOM.planAttack(w.aldo as never, sword() as never, w.brute as never);
    if (isRefusal(before) || isRefusal(after)) throw new Error("refused");
    expect(after.hitChance).toBeGreaterThan(before.hitChance);
  });

  it("the card's roll carries the talent's die, shown in its breakdown by name", async () => {
    await skilled(ability("focus00000000000", "Weapon Focus", "talent", 1, { weapon: true }));
    // 1d20 + 2 Agility dice + 1 Weapon Focus die.
    const card = await aliceAttacksBrute(w, [10, 2, 2, 4]);
    const row = (card.system.toObject() as { targets: { attack: { roll: { formula: string } } }[] }).targets[0];
    expect(row?.attack.roll.formula).toBe("1d20[Action die] + 2d10x[Agility] + 1d10x[Weapon Focus]");
  });

  it("the GM re-derives the dice from the actor's items: a card rolled with a skill die the actor no longer has is refused", async () => {
    await skilled(ability("blades0000000000", "Blades", "skill", 1, { weapon: true }));
    const card = await aliceAttacksBrute(w, [15, 5, 5, 5]);
    await w.aldo.updateEmbeddedDocuments("Item", [{ _id: "blades0000000000", system: { bonusDice: { count: 0 } } }]);
    w.as(w.bob);
    w.dice(2, 2);
    const reply = await askStep("defense", w.brute as never, card.id, "t0", "defend");
    expect(reply).toMatchObject({ ok: false, reason: "unverifiedCard" });
  });

  it("an honest card with the skill's die is trusted: the Defense goes ahead", async () => {
    await skilled(ability("blades0000000000", "Blades", "skill", 1, { weapon: true }));
    const card = await aliceAttacksBrute(w, [15, 5, 5, 5]);
    w.as(w.bob);
    w.dice(2, 2);
    const reply = await askStep("defense", w.brute as never, card.id, "t0", "defend");
    expect(reply.ok).toBe(true);
  });
});

describe("skill and talent dice on the initiative roll", () => {
  it("a talent marked for initiative adds its dice; one that is not adds none (seed: 'Talents or skills might add bonus dice')", async () => {
    await skilled(
      ability("quick00000000000", "Quick Draw", "talent", 1, { initiative: true }),
      ability("blades0000000000", "Blades", "skill", 1, { weapon: true }),
    );
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    expect(combatantOf(combat, w.aldo).getInitiativeRoll().formula).toBe("1d20[Action die] + 1d10x[Quick Draw]");
    expect(combatantOf(combat, w.brute).getInitiativeRoll().formula).toBe("1d20[Action die]");
  });
});

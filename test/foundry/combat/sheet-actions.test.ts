import { describe, expect, it } from "vitest";
import { takeSheetAction, type SheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { statusEffectId } from "../../../module/foundry/effects/keys.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { loopWorld } from "../chat/world-fixture.ts";
import { energyWorld } from "../energy/world-fixture.ts";
import { bonusFight, combatantOf, createCombat, systemOf } from "./fixture.ts";

// The adapter takes fvtt-types actors; the fake's are structurally what it reads.
type AnyActor = Parameters<typeof takeSheetAction>[0];
const take = (actor: FakeActor, action: string, label: string, staminaAsEnergy = 0) =>
  takeSheetAction(actor as unknown as AnyActor, {
    action,
    label,
    options: staminaAsEnergy > 0 ? { staminaAsEnergy } : {},
  } satisfies SheetAction);

type Flagged = { flags: { fray?: { expiry?: unknown } } };

describe("bonus: actions from the sheet spend from the combatant and do what the engine says", () => {
  it("Defend: 'reducing the Vigor cost of defensive reactions until the beginning of your next turn' — Defending until Aldo's next turn starts", async () => {
    const { w, combat } = await bonusFight();
    const aldo = combatantOf(combat, w.aldo);
    w.as(w.alice);
    expect(await take(w.aldo, "defend", "Defend — 1 action")).toBe(true);
    expect(systemOf(aldo)).toMatchObject({ actions: 1 });
    expect(w.aldo.statuses.has("defending")).toBe(true);
    const effect = w.aldo.effects.get(statusEffectId("defending")) as unknown as Flagged;
    expect(effect.flags.fray?.expiry).toEqual({ kind: "turnStart", holder: aldo.id });
    expect([...w.messages.values()].at(-1)?.content).toContain("Aldo: Defend — 1 action");
    w.as(w.gm);
    await combat.nextTurn();
    expect(w.aldo.statuses.has("defending")).toBe(true);
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Aldo");
    expect(w.aldo.statuses.has("defending")).toBe(false);
  });

  it("refused off-turn and out of combat, naming why; nothing spent, nothing posted", async () => {
    const { w, combat } = await bonusFight();
    await combat.nextTurn();
    w.as(w.alice);
    const before = w.messages.size;
    expect(await take(w.aldo, "move", "Move — 1 action")).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
    w.as(w.gm);
    await combat.update({ round: 0, turn: null });
    expect(await take(w.aldo, "move", "Move — 1 action")).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not in combat: actions are spent from a running combat.");
    expect(w.messages.size).toBe(before);
  });
});

describe("sheet actions go through the GM relay that proves ownership", () => {
  it("Bob cannot spend Aldo's actions from a sheet he can see: refused, nothing spent, nothing posted", async () => {
    const w = await loopWorld();
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    await combatantOf(combat, w.aldo).update({ initiative: 15 });
    await combat.startCombat();
    const before = w.messages.size;
    w.as(w.bob);
    expect(await take(w.aldo, "defend", "Defend — 1 action")).toBe(false);
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 2 });
    expect(w.aldo.statuses.has("defending")).toBe(false);
    expect(w.messages.size).toBe(before);
    expect(w.warnings.at(-1)).toBe("Only the owner of that creature may spend from it.");
  });
});

describe("energy: actions from the sheet", () => {
  async function energyFight() {
    const w = await energyWorld();
    // An energy world's conditions, as its init sets them.
    configureStatusEffects("energy");
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    return { w, combat, vera: () => combatantOf(combat, w.vera) };
  }
  const staminaOf = (a: FakeActor) => (a.system as unknown as { stamina: { value: number } }).stamina.value;

  it("Catch Your Breath: 'spending 3 Energy … to regain 1 Stamina'", async () => {
    const { w, vera } = await energyFight();
    await w.vera.update({ system: { stamina: { value: 5 } } });
    const energy = (systemOf(vera()) as { energy: number }).energy;
    w.as(w.alice);
    expect(await take(w.vera, "catchYourBreath", "Catch Your Breath — 3 Energy")).toBe(true);
    expect(systemOf(vera())).toMatchObject({ energy: energy - 3 });
    expect(staminaOf(w.vera)).toBe(6);
  });

  it("Defend: 'If you were Exposed, you are no longer Exposed'; Defending is set", async () => {
    const { w } = await energyFight();
    await (w.vera as unknown as AnyActor).toggleStatusEffect("exposed", { active: true });
    w.as(w.alice);
    expect(await take(w.vera, "defend", "Defend — 1 Energy")).toBe(true);
    expect(w.vera.statuses.has("exposed")).toBe(false);
    expect(w.vera.statuses.has("defending")).toBe(true);
  });

  it("Shift with Agility: 'Using 1 Energy or 2 Agility you move 1m'", async () => {
    const { w, vera } = await energyFight();
    const { agility, energy } = systemOf(vera()) as { agility: number; energy: number };
    w.as(w.alice);
    expect(await take(w.vera, "shiftAgility", "Shift — 2 Agility")).toBe(true);
    expect(systemOf(vera())).toMatchObject({ agility: agility - 2, energy });
  });

  it("'Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy': with no Energy left, Defend is paid in Stamina, once", async () => {
    const { w, combat, vera } = await energyFight();
    await vera().update({ system: { energy: 0 } });
    const stamina = staminaOf(w.vera);
    w.as(w.alice);
    expect(await take(w.vera, "defend", "Defend — 1 Energy", 1)).toBe(true);
    expect(staminaOf(w.vera)).toBe(stamina - 1);
    expect([...w.messages.values()].at(-1)?.content).toContain(
      "Vera: Defend — 1 Energy, 1 Stamina in place of 1 Energy",
    );
    expect(await take(w.vera, "defend", "Defend — 1 Energy", 1)).toBe(false);
    expect(combat.round).toBe(1);
  });
});

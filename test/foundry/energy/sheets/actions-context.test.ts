import { describe, expect, it } from "vitest";
import { joinCombat } from "../../../../module/engine/rulesets/energy/economy/boundary.ts";
import type { EnergyCombatantState } from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { toEnergyActor } from "../../../../module/foundry/rulesets/energy/sources.ts";
import {
  actionsContext,
  type EnergySheetCombat,
} from "../../../../module/foundry/rulesets/energy/sheets/actions-context.ts";
import { sheetActionItems } from "../../../../module/foundry/rulesets/energy/sheets/action-items.ts";
import { npcContext } from "../../../../module/foundry/rulesets/energy/sheets/npc-context.ts";
import { BOW, KIT, makeActor, makeInput, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

function combat(
  pools: { energy: number; agility: number },
  stamina?: number,
  uses = {},
  viewerIsGm = false,
): EnergySheetCombat {
  const system = makeActor().system;
  const actor = toEnergyActor(
    stamina === undefined ? system : { ...system, stamina: { ...system.stamina, value: stamina } },
    [],
    [],
  );
  const joined = joinCombat(actor, "c1");
  const state: EnergyCombatantState = { ...joined, economy: { pools, uses } };
  return { round: 1, state, actor, options: DEFAULT_ENERGY_OPTIONS, viewerIsGm };
}

const row = (ctx: ReturnType<typeof actionsContext>, id: string) => ctx.rows.find((r) => r.id === id);

describe("energy Actions section (the seed's action list with its costs)", () => {
  it("lists the non-attack actions in the seed's order, Shift both ways: 'Using 1 Energy or 2 Agility you move 1m'", () => {
    const ctx = actionsContext(i18n, "vera", combat({ energy: 7, agility: 4 }), sheetActionItems(KIT));
    expect(ctx.rows.map((r) => r.id)).toEqual([
      "run",
      "quickRun",
      "sprint",
      "shift",
      "shiftAgility",
      "agileMove",
      "jump:3",
      "standUp",
      "kneelFromProne",
      "defend",
      "stowEquip:sword",
      "stowEquip:bow",
      "stowEquip:dagger",
      "stowEquip:buckler",
      "stowEquip:rope",
      "stowEquip:tonic",
      "pickUpItem",
      "pickUpInPassing",
      "pickUpFromGround",
      "catchYourBreath",
      "load:bow",
      "escapeRestraint",
    ]);
    expect(row(ctx, "shift")?.label).toBe("Shift — 1 Energy");
    expect(row(ctx, "shiftAgility")?.label).toBe("Shift — 2 Agility");
    // "You can turn any full Run action (3 Energy cost) into a Sprint action by spending 1 Stamina."
    expect(row(ctx, "sprint")?.label).toBe("Sprint 8 m — 3 Energy + 1 Stamina");
    expect(row(ctx, "defend")).toMatchObject({ disabled: false, reason: "" });
  });

  it("each run says how far it goes: 'you run your Speed'; Sprint 'move[s] an additional amount based on your Leg Strength'", () => {
    const base = combat({ energy: 7, agility: 4 });
    const strong = { ...base, actor: { ...base.actor, creature: { ...base.actor.creature, legStrengthBase: 20 } } };
    const ctx = actionsContext(i18n, "vera", strong, sheetActionItems(KIT));
    expect(row(ctx, "run")?.label).toBe("Run 6 m — 3 Energy");
    expect(row(ctx, "quickRun")?.label).toBe("Quick Run 4 m — 2 Energy");
    // Leg Strength 20: +6 m.
    expect(row(ctx, "sprint")?.label).toBe("Sprint 12 m — 3 Energy + 1 Stamina");
  });

  it("Jump: 'If you Jump further than you could Run using 2 Energy, additional Energy must be spent'; after a Sprint '+1m' and the run-up's 1 Energy", () => {
    const base = combat({ energy: 7, agility: 4 });
    // Leg Strength 40: Jump Distance 3 + 4 = 7 m; two thirds of Speed 6 is 4 m, each third more 1 Energy of airtime.
    const strong = { ...base, actor: { ...base.actor, creature: { ...base.actor.creature, legStrengthBase: 40 } } };
    const standing = actionsContext(i18n, "vera", strong, sheetActionItems(KIT));
    const jumps = standing.rows.filter((r) => r.id.startsWith("jump:")).map((r) => r.label);
    expect(jumps).toEqual([
      "Jump up to 4 m — 2 Energy + 1 Stamina",
      "Jump up to 6 m — 3 Energy + 1 Stamina",
      "Jump up to 7 m — 4 Energy + 1 Stamina",
    ]);
    const last = { action: "sprint", energy: 3, staminaAsEnergy: 0, metres: 12, sprint: true } as const;
    const sprinted = actionsContext(i18n, "vera", { ...strong, state: { ...strong.state, last } }, KIT);
    expect(sprinted.rows.filter((r) => r.id.startsWith("jump:")).map((r) => r.label)).toEqual([
      "Jump up to 4 m — 1 Energy + 1 Stamina",
      "Jump up to 6 m — 2 Energy + 1 Stamina",
      "Jump up to 8 m — 3 Energy + 1 Stamina",
    ]);
  });

  it("'you can willingly end an action at any time': this Round's last action, ended after each Energy short of what it paid", () => {
    const base = combat({ energy: 2, agility: 4 });
    const last = { action: "meleeAttack", energy: 3, staminaAsEnergy: 0, metres: 0, sprint: false } as const;
    const ctx = actionsContext(i18n, "vera", { ...base, state: { ...base.state, last } }, KIT);
    const ends = ctx.rows.filter((r) => r.id.startsWith("endEarly:"));
    expect(ends.map((r) => [r.id, r.label, r.disabled])).toEqual([
      ["endEarly:1", "End Melee Attack early, 1 Energy used — Gives back 2 Energy", false],
      ["endEarly:2", "End Melee Attack early, 2 Energy used — Gives back 1 Energy", false],
    ]);
    const ended = actionsContext(i18n, "vera", { ...base, state: { ...base.state, last }, lastEnded: true }, KIT);
    expect(ended.rows.filter((r) => r.id.startsWith("endEarly:"))).toEqual([]);
    // Stamina paid in place of Energy is never given back: a 1-Energy push has nothing to end.
    const pushed = { ...last, energy: 1, staminaAsEnergy: 1 };
    const none = actionsContext(i18n, "vera", { ...base, state: { ...base.state, last: pushed } }, KIT);
    expect(none.rows.filter((r) => r.id.startsWith("endEarly:"))).toEqual([]);
  });

  it("Stow/Equip per item: 'a side arm, or otherwise easily accessible item takes only 1 Energy. Most other items require 2 Energy'", () => {
    const ctx = actionsContext(i18n, "vera", combat({ energy: 7, agility: 4 }), sheetActionItems(KIT));
    expect(row(ctx, "stowEquip:dagger")?.label).toBe("Stow/Equip Dagger — 1 Energy");
    expect(row(ctx, "stowEquip:tonic")?.label).toBe("Stow/Equip Tonic — 1 Energy");
    expect(row(ctx, "stowEquip:sword")?.label).toBe("Stow/Equip Longsword — 2 Energy");
    expect(row(ctx, "stowEquip:buckler")?.label).toBe("Stow/Equip Buckler — 2 Energy");
    // Armor is not stowed from the sheet: donning it in a fight is the GM's ruling.
    expect(row(ctx, "stowEquip:mail")).toBeUndefined();
  });

  it("Load per ranged weapon at its own cost: 'Energy cost varies depending on weapon used'", () => {
    const crossbow = { ...BOW, id: "xbow", name: "Crossbow", system: { ...BOW.system, loadEnergy: 3 } };
    const ctx = actionsContext(i18n, "vera", combat({ energy: 7, agility: 4 }), sheetActionItems([...KIT, crossbow]));
    expect(row(ctx, "load:xbow")?.label).toBe("Load Crossbow — 3 Energy");
    // A weapon that names no Load cost: the table's 1.
    expect(row(ctx, "load:bow")?.label).toBe("Load Shortbow — 1 Energy");
    expect(row(ctx, "load:sword")).toBeUndefined();
    const short = actionsContext(i18n, "vera", combat({ energy: 2, agility: 4 }, 0), sheetActionItems([crossbow]));
    expect(row(short, "load:xbow")?.reason).toBe("Not enough Energy: needs 3, has 2 (1 short).");
  });

  it("Pick Up by situation: 'while running past, you needn't spend additional Energy'; 'off the ground you spend 1 Energy and become Exposed'", () => {
    const ctx = actionsContext(i18n, "vera", combat({ energy: 7, agility: 4 }), sheetActionItems(KIT));
    expect(row(ctx, "pickUpInPassing")?.label).toBe("Pick Up while running past — Free");
    expect(row(ctx, "pickUpFromGround")?.label).toBe("Pick Up off the ground (Exposed) — 1 Energy");
    expect(row(ctx, "pickUpItem")?.label).toBe("Pick Up an Item — 2 Energy");
  });

  it("a cost the pools cannot cover names the shortfall (Agility for Shift's Agility form)", () => {
    const ctx = actionsContext(i18n, "vera", combat({ energy: 0, agility: 1 }, 0), sheetActionItems(KIT));
    expect(row(ctx, "shiftAgility")).toMatchObject({
      disabled: true,
      reason: "Not enough Agility: needs 2, has 1 (1 short).",
    });
    expect(row(ctx, "run")?.reason).toBe("Not enough Energy: needs 3, has 0 (3 short).");
  });

  it("'Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy': open, a 1-Energy action short of Energy is offered", () => {
    const open = actionsContext(i18n, "vera", combat({ energy: 0, agility: 0 }), sheetActionItems(KIT));
    expect(open.spendOptions.map((o) => o.id)).toEqual(["staminaAsEnergy"]);
    expect(row(open, "defend")?.disabled).toBe(false);
    const used = actionsContext(
      i18n,
      "vera",
      combat({ energy: 0, agility: 0 }, undefined, { staminaAsEnergy: 1 }),
      KIT,
    );
    expect(used.spendOptions).toEqual([]);
    expect(row(used, "defend")?.disabled).toBe(true);
  });

  it("postures from the engine: Stand Up from kneeling only, Kneel From Prone only from the ground", () => {
    const ctx = actionsContext(i18n, "vera", combat({ energy: 7, agility: 4 }), sheetActionItems(KIT));
    expect(row(ctx, "standUp")?.reason).toBe("Already standing.");
    expect(row(ctx, "kneelFromProne")?.reason).toBe("Only a creature on the ground kneels from Prone.");
  });

  it("out of combat: blocked, the notice says why, no Stamina swap offered; the NPC block carries it too", () => {
    const ctx = npcContext({ ...makeInput(), threat: "standard" }).actions;
    expect(ctx.notice).toBe("Not in combat: actions are spent from a running combat.");
    expect(ctx.spendOptions).toEqual([]);
    expect(ctx.rows.every((r) => r.disabled)).toBe(true);
  });
});

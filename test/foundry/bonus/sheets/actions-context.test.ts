import { describe, expect, it } from "vitest";
import { newBonusCombatant } from "../../../../module/engine/rulesets/bonus/economy/combatant.ts";
import type { BonusCreature } from "../../../../module/engine/rulesets/bonus/creature.ts";
import { toBonusActor, toBonusCreature } from "../../../../module/foundry/rulesets/bonus/derive.ts";
import type { SheetMedical } from "../../../../module/foundry/rulesets/bonus/sheets/medical-rows.ts";
import type { BonusSheetTarget } from "../../../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import {
  actionsContext,
  type BonusSheetCombat,
} from "../../../../module/foundry/rulesets/bonus/sheets/actions-context.ts";
import { characterContext } from "../../../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { sheetAbilities } from "../../../../module/foundry/rulesets/bonus/sheets/ability-rows.ts";
import { FIGHTER, GOBLIN, KIT, makeActor, makeInput, NO_BONUS_DICE, recordingLocalizer } from "./fixtures.ts";

/** The kit's talent, technique and spell: Second Wind (free), Feint (1 action, 5 Vigor), Spark (2 actions, 3 Mana). */
const ABILITIES = sheetAbilities(KIT);

const i18n = recordingLocalizer();

function combat(actions: number, over: Partial<BonusSheetCombat> = {}, statuses: string[] = []): BonusSheetCombat {
  const state = newBonusCombatant("c1");
  return {
    round: 1,
    ownTurn: true,
    state: { ...state, economy: { ...state.economy, pools: { actions } } },
    actor: toBonusActor(makeActor().system, statuses),
    ...over,
    viewerIsGm: over.viewerIsGm ?? false,
  };
}

const row = (ctx: ReturnType<typeof actionsContext>, id: string) => ctx.rows.find((r) => r.id === id);

/** A Medicine skill of one die, as the sheet reads it. */
const MEDICINE = {
  name: "Medicine",
  kind: "skill",
  bonusDice: { count: 1, rolls: { ...NO_BONUS_DICE.rolls, medicine: true } },
};
/** The Goblin as the targeted patient, combatant "c2": hurt (5 of 20 Durability), or in Shock. */
const hurt = toBonusCreature({ ...FIGHTER, durability: { value: 5, max: 20 } });
const inShock = toBonusCreature({
  ...FIGHTER,
  durability: { value: 0, max: 20 },
  health: { value: 0, max: 10 },
  state: { ...FIGHTER.state, shockRoundsLeft: 3 },
});
const medical = (creature: BonusCreature, dice = [MEDICINE]): SheetMedical => ({
  dice,
  wounded: false,
  patient: { combatantId: "c2", name: "Goblin", creature },
});

describe("bonus Actions section ('On your turn, you can take the following actions')", () => {
  it("'such as a potion': Use Item once per consumable with its quantity, after the bare Use Item, at 1 action", () => {
    const potion = { id: "potion", name: "Healing Potion", quantity: 2 };
    const ctx = actionsContext(i18n, "aldo", combat(2), ABILITIES, undefined, [potion]);
    const ids = ctx.rows.map((r) => r.id);
    expect(ids.slice(ids.indexOf("useItem"), ids.indexOf("useItem") + 2)).toEqual(["useItem", "useItem:potion"]);
    expect(row(ctx, "useItem:potion")).toMatchObject({ text: "Use Healing Potion (2 left)", costText: "1 action" });
  });

  it("lists the engine's actions but Attack (taken from the attacks list), each with its cost in actions", () => {
    const ctx = actionsContext(i18n, "aldo", combat(2), ABILITIES);
    expect(ctx.heading).toBe("Actions");
    expect(ctx.rows.map((r) => r.text)).toEqual([
      "Defend",
      "Escape",
      "Move",
      "Ready",
      "Use Second Wind",
      "Use Feint",
      "Use Spark",
      "Use Item",
      "Use Skill",
      "Emergency Aid",
      "Stabilize",
      "Stand Up",
    ]);
    // "You may also perform emergency aid on a wounded or injured creature, using 2 Actions": with no target, nobody.
    expect(row(ctx, "emergencyAid")).toMatchObject({
      costText: "2 actions",
      label: "Emergency Aid — 2 actions",
      disabled: true,
      reason: "Target a creature of this encounter to treat it.",
    });
    expect(row(ctx, "defend")).toMatchObject({ label: "Defend — 1 action", disabled: false, reason: "" });
  });

  it("Use Ability per ability at its own cost: 'Some abilities require more than one action to use, and most consume Vigor or Mana'", () => {
    const ctx = actionsContext(i18n, "aldo", combat(2), ABILITIES);
    expect(row(ctx, "useAbility:feint")?.label).toBe("Use Feint — 1 action · 5 Vigor");
    expect(row(ctx, "useAbility:spark")?.label).toBe("Use Spark — 2 actions · 3 Mana");
    expect(row(ctx, "useAbility:wind")?.label).toBe("Use Second Wind — No cost");
    // "you must use action from the following turns to complete": 1 action left still starts the 2-action spell.
    expect(row(actionsContext(i18n, "aldo", combat(1), ABILITIES), "useAbility:spark")?.disabled).toBe(false);
    // The fighter has 4 Mana: a spell costing more is refused, naming the shortfall.
    const costly = sheetAbilities(KIT).map((a) => (a.id === "spark" ? { ...a, mana: 9 } : a));
    expect(row(actionsContext(i18n, "aldo", combat(2), costly), "useAbility:spark")?.reason).toContain("Mana");
  });

  it("out of combat every action is blocked and the section says why once (rows are described by the notice)", () => {
    const ctx = actionsContext(i18n, "aldo", null, ABILITIES);
    expect(ctx.notice).toBe("Not in combat: actions are spent from a running combat.");
    expect(ctx.rows.every((r) => r.disabled && r.reason === "" && r.reasonId === "aldo-actions-notice")).toBe(true);
  });

  it("'You begin with 2 Actions': none left, each action names the shortfall; a 2-action act may be paid over turns", () => {
    const one = actionsContext(i18n, "aldo", combat(1), ABILITIES);
    expect(row(one, "defend")?.disabled).toBe(false);
    // "If an act requires more actions than you have on your turn": Emergency Aid carries over into the next turn.
    const aid = actionsContext(i18n, "aldo", combat(1), ABILITIES, medical(hurt));
    expect(row(aid, "emergencyAid:c2")?.disabled).toBe(false);
    const none = actionsContext(i18n, "aldo", combat(0), ABILITIES);
    expect(row(none, "move")).toMatchObject({
      disabled: true,
      reason: "Not enough Actions: needs 1, has 0 (1 short).",
    });
  });

  it("a GM's button past a shortfall stays enabled with its reason; off-turn or unconscious it stays blocked", () => {
    const none = actionsContext(i18n, "aldo", combat(0, { viewerIsGm: true }), ABILITIES);
    expect(none.notice).toBe("");
    expect(row(none, "move")).toMatchObject({
      disabled: false,
      overridable: true,
      reason: "Not enough Actions: needs 1, has 0 (1 short).",
    });
    // Stand Up is refused for not being prone, which no override lifts.
    expect(row(none, "standUp")).toMatchObject({ disabled: true, overridable: false });
    expect(row(actionsContext(i18n, "aldo", combat(0), ABILITIES), "move")).toMatchObject({
      disabled: true,
      overridable: false,
    });
    const offTurn = actionsContext(i18n, "aldo", combat(0, { viewerIsGm: true, ownTurn: false }), ABILITIES);
    expect(offTurn.rows.every((r) => r.disabled && !r.overridable)).toBe(true);
    const down = actionsContext(i18n, "aldo", combat(0, { viewerIsGm: true }, ["unconscious"]), ABILITIES);
    expect(down.rows.every((r) => r.disabled && !r.overridable)).toBe(true);
  });

  it("'On your turn, you may take as many actions as you have': off your turn the section says so once", () => {
    const ctx = actionsContext(i18n, "aldo", combat(2, { ownTurn: false }), ABILITIES);
    // Every action is refused for the same reason: the notice says it, each row is described by the notice.
    expect(ctx.notice).toBe("Actions are taken on your own turn.");
    expect(ctx.rows.every((r) => r.disabled && r.reason === "" && r.reasonId === "aldo-actions-notice")).toBe(true);
  });

  it("reasons that differ stay with their own button (its tooltip and description), and no notice", () => {
    const ctx = actionsContext(i18n, "aldo", combat(0), ABILITIES);
    expect(ctx.notice).toBe("");
    expect(row(ctx, "move")).toMatchObject({
      reason: "Not enough Actions: needs 1, has 0 (1 short).",
      reasonId: "aldo-action-move-reason",
    });
    expect(row(ctx, "standUp")).toMatchObject({
      reason: "Only a knocked-down creature can stand up.",
      reasonId: "aldo-action-standUp-reason",
    });
  });

  it("Stand Up only when knocked down ('You must take one action to stand on your turn')", () => {
    expect(row(actionsContext(i18n, "aldo", combat(2), ABILITIES), "standUp")?.reason).toBe(
      "Only a knocked-down creature can stand up.",
    );
    expect(row(actionsContext(i18n, "aldo", combat(2, {}, ["prone"]), ABILITIES), "standUp")?.disabled).toBe(false);
  });

  it("'you must use action from the following turns to complete': an act being paid may be given up, on the turn or not", () => {
    const state = newBonusCombatant("c1");
    const pending = { action: "useAbility", pool: "actions", remaining: 1, startedRound: 1 };
    const paying = { ...state, economy: { pools: { actions: 0 }, uses: {}, pending } };
    const ctx = actionsContext(i18n, "aldo", combat(0, { state: paying, pendingAbility: "Spark" }), ABILITIES);
    expect(ctx.rows[0]).toMatchObject({
      id: "abandonAct",
      label: "Abandon Spark (1 action still to pay) — No cost",
      disabled: false,
    });
    // Off its turn too: the next turn start would pay the act from the new actions. A table action is named as such.
    const aid = {
      ...paying,
      economy: { ...paying.economy, pending: { ...pending, action: "emergencyAid", remaining: 2 } },
    };
    const offTurn = actionsContext(i18n, "aldo", combat(0, { state: aid, ownTurn: false }), ABILITIES);
    expect(row(offTurn, "abandonAct")).toMatchObject({
      text: "Abandon Emergency Aid (2 actions still to pay)",
      disabled: false,
    });
    // Nothing being paid: nothing to give up.
    expect(row(actionsContext(i18n, "aldo", combat(2), ABILITIES), "abandonAct")).toBeUndefined();
  });

  it("the character and NPC contexts carry the section, out of combat when the input has no combat", () => {
    expect(characterContext(makeInput()).actions.notice).not.toBe("");
    expect(characterContext(makeInput({ combat: combat(2) })).actions.rows[0]?.disabled).toBe(false);
  });
});

describe("medical acts on the target (seed: 'emergency aid on a wounded or injured creature, using 2 Actions … VS 20 check')", () => {
  it("Emergency Aid and Stabilize name the patient, their cost and the exact chance of the Medicine check against VS 20", () => {
    const ctx = actionsContext(i18n, "aldo", combat(2), ABILITIES, medical(hurt));
    // 1d20 + 1d10 (bursting) must beat 20: 6.05 of the d20's 20 faces, 30 %.
    expect(row(ctx, "emergencyAid:c2")).toMatchObject({
      text: "Emergency Aid: Goblin",
      label: "Emergency Aid: Goblin — 2 actions · 30% (Medicine VS 20)",
      disabled: false,
    });
    // Without Medicine dice the d20 alone never beats 20.
    const untrained = actionsContext(i18n, "aldo", combat(2), ABILITIES, medical(hurt, []));
    expect(row(untrained, "emergencyAid:c2")?.costText).toBe("2 actions · 0% (Medicine VS 20)");
  });

  it("'A creature in shock can be stabilized': Stabilize is a Use Skill (1 action), refused for a patient not in Shock", () => {
    const shock = actionsContext(i18n, "aldo", combat(2), ABILITIES, medical(inShock));
    expect(row(shock, "stabilize:c2")).toMatchObject({
      label: "Stabilize: Goblin — 1 action · 30% (Medicine VS 20)",
      disabled: false,
    });
    const awake = actionsContext(i18n, "aldo", combat(2), ABILITIES, medical(hurt));
    expect(row(awake, "stabilize:c2")).toMatchObject({
      disabled: true,
      reason: "Only a creature in Shock can be Stabilized.",
    });
  });

  it("'on a wounded or injured creature': an unhurt or dead patient is refused; off your turn the turn's reason comes first", () => {
    const whole = actionsContext(i18n, "aldo", combat(2), ABILITIES, medical(toBonusCreature(FIGHTER)));
    expect(whole.rows.find((r) => r.id === "emergencyAid:c2")?.disabled).toBe(false);
    const full = toBonusCreature({ ...FIGHTER, durability: { value: 20, max: 20 } });
    expect(row(actionsContext(i18n, "aldo", combat(2), ABILITIES, medical(full)), "emergencyAid:c2")?.reason).toBe(
      "Emergency aid is for a wounded or injured creature: this one has all its Durability.",
    );
    const dead = { ...hurt, dead: true };
    expect(row(actionsContext(i18n, "aldo", combat(2), ABILITIES, medical(dead)), "emergencyAid:c2")?.reason).toBe(
      "The dead cannot be treated.",
    );
    const offTurn = actionsContext(i18n, "aldo", combat(2, { ownTurn: false }), ABILITIES, medical(full));
    expect(offTurn.notice).toBe("Actions are taken on your own turn.");
  });

  it("the sheet's target is the patient only while it fights in the running combat (its combatant names it)", () => {
    const ids = (target: BonusSheetTarget) =>
      characterContext(makeInput({ combat: combat(2), target })).actions.rows.map((r) => r.id);
    expect(ids({ ...GOBLIN, combatantId: "c2" })).toEqual(expect.arrayContaining(["emergencyAid:c2", "stabilize:c2"]));
    expect(ids({ ...GOBLIN, combatantId: null })).toEqual(expect.arrayContaining(["emergencyAid", "stabilize"]));
  });
});

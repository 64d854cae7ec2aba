import { describe, expect, it } from "vitest";
import { attackCardContext, type Viewer } from "../../../module/foundry/chat/attack-card/context.ts";
import type { AttackCardData, TargetRow } from "../../../module/foundry/chat/attack-card/data.ts";
import type { ProcedureStep } from "../../../module/foundry/procedure/step.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { installFakeFoundry } from "../../support/fake-foundry/runtime.ts";
import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { attackRequest } from "../../../module/engine/rulesets/bonus/dice/attack.ts";
import { scriptedRng } from "../../engine/dice/fixtures.ts";

// The rooms' data models read `foundry.data.fields` as they load.
installFakeFoundry();
const { BONUS_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/bonus/combat-room.ts");
const { ENERGY_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/energy/combat-room.ts");
const { BONUS_PROCEDURE } = await import("../../../module/foundry/rulesets/bonus/procedure.ts");

const row = (over: Partial<TargetRow> = {}): TargetRow => ({
  key: "t0",
  actorUuid: "Actor.brute",
  name: "Brute",
  against: 17,
  hitChance: 0.71,
  attack: { request: {}, roll: {} },
  defense: { status: "none", roll: null },
  outcome: "hit",
  damage: { status: "none", roll: null, before: null, summary: "" },
  ...over,
});
/** A row whose target chose Take the hit on the Defense step. */
const tookHit = (over: Partial<TargetRow> = {}): TargetRow =>
  row({ taken: [{ stepId: "defense", choice: "takeHit", requestId: "take000000000001" }], ...over });
const card = (rows: TargetRow[]): AttackCardData => ({
  ruleset: "bonus",
  attacker: { actorUuid: "Actor.aldo", itemId: "sword", name: "Aldo", itemName: "Sword" },
  targets: rows,
  processed: [],
});
const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  isGM: false,
  ownsAttacker: false,
  ownsTarget: () => false,
  showOdds: true,
  hides: () => false,
  ...over,
});
const i18n = englishLocalizer();
const totals = () => ({ attack: 25, defense: undefined });
type Totals = Parameters<typeof attackCardContext>[1];
/** The first row as `who` sees it, with the `bonus` procedure's steps (Defense, damage) as its buttons. */
const view = (c: AttackCardData, who: Viewer, t: Totals = totals) =>
  attackCardContext(c, t, who, i18n, undefined, BONUS_PROCEDURE).rows[0];
/** The steps the row offers this viewer as buttons. */
const steps = (r: ReturnType<typeof view>) => r?.actions.map((a) => a.step);

describe("attack card context: who sees which button", () => {
  it("the target's owner gets Defend or Take the hit, then the attacker's owner Apply damage, only the GM Undo", () => {
    const owner = view(card([row()]), viewer({ ownsTarget: () => true }));
    expect(steps(owner)).toEqual(["defense", "defense"]);
    expect(owner).toMatchObject({
      canUndo: false,
      actions: [
        { label: "Defend: Brute", choice: "defend" },
        { label: "Take the hit: Brute", choice: "takeHit" },
      ],
    });
    // "Once an attack is rolled, the defender has the option to use a reaction": Apply waits for its choice.
    expect(steps(view(card([row()]), viewer({ ownsAttacker: true })))).toEqual([]);
    const attacker = view(card([tookHit()]), viewer({ ownsAttacker: true }));
    expect(steps(attacker)).toEqual(["damage"]);
    expect(attacker).toMatchObject({ canUndo: false, actions: [{ label: "Apply damage to Brute" }] });
    const applied = row({ damage: { status: "applied", roll: null, before: {}, summary: "12 damage" } });
    const gm = view(card([applied]), viewer({ isGM: true }));
    expect(steps(gm)).toEqual([]);
    expect(gm).toMatchObject({ canUndo: true, damageText: "12 damage" });
  });

  it("a missed attack offers neither Defend nor Apply; a defended row no second Defend", () => {
    const missed = view(card([row({ outcome: "miss" })]), viewer({ isGM: true }));
    expect(steps(missed)).toEqual([]);
    expect(missed).toMatchObject({ outcomeText: "Miss", awaiting: [] });
    const defended = row({ defense: { status: "rolled", roll: null } });
    expect(steps(view(card([defended]), viewer({ isGM: true })))).toEqual(["damage"]);
  });

  it("each open step this viewer cannot take reads as whom the card awaits, a hidden target unnamed", () => {
    expect(view(card([row()]), viewer({ ownsAttacker: true }))?.awaiting).toEqual(["Awaiting Brute's Defense"]);
    expect(view(card([row()]), viewer({ ownsTarget: () => true }))?.awaiting).toEqual([]);
    expect(view(card([tookHit()]), viewer({ ownsTarget: () => true }))?.awaiting).toEqual(["Awaiting damage to Brute"]);
    expect(view(card([row()]), viewer())?.awaiting).toEqual(["Awaiting Brute's Defense"]);
    const hidden = view(card([tookHit()]), viewer({ hides: () => true }));
    expect(hidden?.awaiting).toEqual(["Awaiting damage to Unknown creature"]);
    expect(view(card([row()]), viewer({ isGM: true }))?.awaiting).toEqual([]);
  });

  it("outcomes carry words and icons, not only colour", () => {
    const r = attackCardContext(card([row()]), totals, viewer(), i18n).rows[0];
    expect(r).toMatchObject({
      outcomeText: "Hit",
      outcomeIcon: "fa-solid fa-check",
      attackText: "Attack 25 against 17",
    });
  });

  it("odds are shown only when allowed, and a hidden NPC shows neither name nor defense numbers", () => {
    expect(attackCardContext(card([row()]), totals, viewer({ showOdds: false }), i18n).rows[0]?.oddsText).toBe("");
    const hidden = attackCardContext(card([row()]), totals, viewer({ hides: () => true }), i18n).rows[0];
    expect(hidden).toMatchObject({ name: "Unknown creature", attackText: "Attack 25" });
    expect(JSON.stringify(hidden)).not.toContain("Brute");
  });

  it("damage rolled ahead shows its total, still lets the target Defend, and Apply applies it once it took the hit", () => {
    const damage = { status: "rolled", roll: { request: {}, roll: {} }, before: null, summary: "" } as const;
    const withDamage = () => ({ attack: 25, defense: undefined, damage: 14 });
    const owner = view(card([row({ damage })]), viewer({ ownsTarget: () => true }), withDamage);
    expect(steps(owner)).toEqual(["defense", "defense"]);
    expect(owner).toMatchObject({ damageText: "Damage rolled: 14" });
    expect(steps(view(card([tookHit({ damage })]), viewer({ ownsAttacker: true }), withDamage))).toEqual(["damage"]);
  });

  it("each ruleset words the card: bonus against Guard, energy AV and Combat roll, Evasion roll", () => {
    const bonus = attackCardContext(card([row()]), totals, viewer(), i18n, BONUS_COMBAT_ROOM.cardWording).rows[0];
    expect(bonus?.attackText).toBe("Attack 25 vs Guard 17");
    const defended = () => ({ attack: 12, defense: 15 });
    const energy = attackCardContext(card([row()]), defended, viewer(), i18n, ENERGY_COMBAT_ROOM.cardWording).rows[0];
    expect(energy).toMatchObject({ attackText: "AV 17 · Combat roll 12", defenseText: "Evasion roll 15" });
  });
});

describe("attack card context: the breakdowns only where the viewer may see the rolls", () => {
  const request = attackRequest({ dice: [{ source: "Agility", count: 1 }], guard: 17 });
  const rolled = { request, result: rollRequest(request, scriptedRng([15, 4])) };
  const withRolls = () => ({ attack: 19, defense: undefined, rolls: { attack: rolled } });
  const kinds = (who: Viewer) => view(card([row()]), who, withRolls)?.breakdowns.map((b) => b.kind);

  it.each([
    ["the GM", viewer({ isGM: true }), ["attack"]],
    ["a player seeing both sides", viewer(), ["attack"]],
    ["a player from whom the target is hidden", viewer({ hides: () => true }), []],
    ["a player from whom the attacker is hidden", viewer({ hidesAttacker: true }), []],
  ])("%s", (_, who, expected) => {
    expect(kinds(who)).toEqual(expected);
  });

  it("a card whispered past the viewer has no rows, so no breakdown", () => {
    const shown = attackCardContext(card([row()]), withRolls, viewer({ seesContent: false }), i18n);
    expect(shown.rows).toEqual([]);
  });

  it("a critical hit the applied damage reports is named on the row; a hidden attacker's is not", () => {
    const breakdown = { amount: 9, steps: [], absorbed: 0, taken: [], critical: true };
    const applied = row({ damage: { status: "applied", roll: null, before: {}, summary: "9 damage", breakdown } });
    expect(view(card([applied]), viewer())?.mark).toEqual({ text: "Critical hit", icon: "fa-solid fa-burst" });
    expect(view(card([applied]), viewer({ hidesAttacker: true }))?.mark).toBeNull();
    expect(view(card([row()]), viewer())?.mark).toBeNull();
  });
});

describe("attack card context: a step its actor may not take says why, once", () => {
  const refusing: ProcedureStep = {
    id: "defense",
    actor: "target",
    optional: true,
    awaiting: "FRAY.Card.awaiting.damage",
    button: { label: "FRAY.Card.defendLabel", icon: "fa-solid fa-shield-halved" },
    closed: () => undefined,
    refusal: { line: "FRAY.Card.cannotDefend", check: () => ({ refused: "FRAY.Bonus.Refusal.short" }) },
    plan: () => ({ refused: "FRAY.Bonus.Refusal.short" }),
  };
  const shown = (who: Viewer) => attackCardContext(card([row()]), totals, who, i18n, undefined, [refusing]).rows[0];

  it("no button and no awaiting line, one reason, for the target's owner and everyone else", () => {
    for (const who of [viewer({ ownsTarget: () => true, messageId: "m1" }), viewer({ messageId: "m1" })]) {
      expect(shown(who)).toMatchObject({
        actions: [],
        awaiting: [],
        refused: ["No Defend for Brute: Not enough Vigor for that reaction."],
      });
    }
  });

  it("a hidden target's reason is not told", () => {
    expect(shown(viewer({ messageId: "m1", hides: () => true }))?.refused).toEqual([
      "No Defend for Unknown creature: the rules do not allow it now.",
    ]);
  });
});

/**
 * The Actions section's Ready rows (sheets/ready-rows.ts; rules page decisions 182, 211, 212, 229, 230). Seed 004, Ready an
 * Action: "Choose an action. Until you take an action or reaction, you can take the chosen action as a reaction in
 * response to any event."
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../../module/engine/rulesets/wounds/options.ts";
import { actionsContext } from "../../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import {
  checkActOf,
  checkActOfButton,
  checkActRequest,
} from "../../../../module/foundry/rulesets/wounds/checks/check-acts.ts";
import { woundsToggleRows } from "../../../../module/foundry/rulesets/wounds/situation/catalog.ts";
import { readiedAttackChoices } from "../../../../module/foundry/rulesets/wounds/sheets/ready-click.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { sheetItem } from "../../../support/sheet-fixtures.ts";
import { BOW, DAGGER, FIREBOLT, KIT, onTurn, SWORD } from "./fixtures.ts";

const i18n = englishLocalizer();
const offTurn = { turn: { kind: "offTurn", scores: { vera: 3, ogre: 8 }, active: "ogre" } } as const;

describe('"Choose an action": the Ready button lists what can be readied', () => {
  const rows = actionsContext(i18n, "vera", onTurn(5), DEFAULT_WOUNDS_OPTIONS, KIT, { readying: true }).rows;

  it("each action that can be readied at Ready's 2 AP, then each equipped weapon's attack actions, and Cancel", () => {
    expect(rows[0]).toMatchObject({ id: "readyCancel", text: "Cancel choosing" });
    expect(rows.find((r) => r.id === "ready:defend")).toMatchObject({ text: "Ready: Defend", costText: "2 AP" });
    expect(rows.find((r) => r.id === `ready:strongAttack:${SWORD.id}`)).toMatchObject({
      text: "Ready: Strong Attack — Longsword",
      costText: "2 AP",
      disabled: false,
    });
  });

  it('a ranged weapon offers only Standard ("a single melee attack" for the others); an unequipped one nothing', () => {
    const bow = rows.filter((r) => r.id.endsWith(`:${BOW.id}`)).map((r) => r.id);
    expect(bow).toEqual([`ready:standardAttack:${BOW.id}`]);
    expect(rows.some((r) => r.id.endsWith(`:${DAGGER.id}`))).toBe(false);
  });

  it("not Ready itself, nor Change Posture with no posture, nor Cast a Spell naming no spell", () => {
    expect(rows.some((r) => ["ready:ready", "ready:changePosture", "ready:castSpell"].includes(r.id))).toBe(false);
  });

  it('Change Posture once per posture, "between standing, crouching, or prone" (decision 230)', () => {
    const postures = rows.filter((r) => r.id.startsWith("ready:changePosture:")).map((r) => [r.id, r.text]);
    expect(postures).toEqual([
      ["ready:changePosture:standing", "Ready: Change Posture: stand"],
      ["ready:changePosture:crouching", "Ready: Change Posture: crouch"],
      ["ready:changePosture:prone", "Ready: Change Posture: drop prone"],
    ]);
  });
});

describe("off its turn, only the chosen action is offered as the readied one", () => {
  it("a readied Strong Attack: its row at the attack's 6 AP first; Defend stays an interrupt", () => {
    const combat = onTurn(8, offTurn, ["readied"]);
    const kept = { ...combat, state: { ...combat.state, readied: `strongAttack:${SWORD.id}` } };
    const rows = actionsContext(i18n, "vera", kept, DEFAULT_WOUNDS_OPTIONS, KIT).rows;
    expect(rows[0]).toMatchObject({
      id: `readied:strongAttack:${SWORD.id}`,
      text: "Readied: Strong Attack — Longsword",
      costText: "6 AP",
      disabled: false,
    });
    expect(rows.some((r) => r.id.startsWith("readied:") && r !== rows[0])).toBe(false);
    expect(rows.find((r) => r.id === "defend")?.disabled).toBe(true);
  });

  it("a readied Dash replaces Dash's own row; no other action is offered readied", () => {
    const combat = onTurn(8, offTurn, ["readied"]);
    const kept = { ...combat, state: { ...combat.state, readied: "dash" } };
    const ids = actionsContext(i18n, "vera", kept, DEFAULT_WOUNDS_OPTIONS, KIT).rows.map((r) => r.id);
    expect(ids.filter((id) => id.startsWith("readied:") || id === "dash")).toEqual(["readied:dash"]);
  });
});

describe("a readied action check and a readied posture (decisions 229, 230)", () => {
  const readied = (choice: string, conditions: string[] = []) => {
    const combat = onTurn(8, offTurn, ["readied", ...conditions]);
    const kept = { ...combat, state: { ...combat.state, readied: choice } };
    return actionsContext(i18n, "vera", kept, DEFAULT_WOUNDS_OPTIONS, KIT).rows;
  };

  it('a readied Hinder: one row per hindrance ("Choose one of the hindrances"), chosen when taken, at its own AP; Hinder\'s own rows left out', () => {
    const rows = readied("hinder");
    const hinder = rows.filter((r) => r.id.includes("hinder")).map((r) => r.id);
    expect(hinder).toEqual(["disarm", "distract", "shove", "trip"].map((h) => `readied:hinder:${h}`));
    expect(rows[0]).toMatchObject({ text: "Readied: Hinder: Disarm", costText: "4 AP", disabled: false });
    expect(rows.some((r) => r.id.startsWith("hinder:"))).toBe(false);
  });

  it("a readied check's row asks the GM for the same act, readied (`readied-<act>`); a readied Defend is the spend's", () => {
    const trip = checkActOfButton("readied:hinder:trip");
    expect(trip).toEqual({ action: "hinder", hindrance: "trip", readied: true });
    expect(trip && checkActRequest(trip, "Actor.ogre")).toEqual({
      act: "readied-hinder",
      targetUuid: "Actor.ogre",
      choice: "trip",
    });
    const escape = checkActOfButton("readied:escape");
    expect(escape && checkActRequest(escape, "Actor.ogre")).toEqual({
      act: "readied-escape",
      targetUuid: "Actor.ogre",
    });
    expect(checkActOf({ act: "readied-escape" })).toEqual({ action: "escape", readied: true });
    expect(["readied:defend", "readied:changePosture:prone", "readied:hinder"].map(checkActOfButton)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a readied Change Posture to prone: its row, refused when already prone ("Already prone.")', () => {
    const rows = readied("changePosture:prone");
    expect(rows[0]).toMatchObject({
      id: "readied:changePosture:prone",
      text: "Readied: Change Posture: drop prone",
      disabled: false,
    });
    expect(rows.some((r) => r.id.startsWith("changePosture:"))).toBe(false);
    expect(readied("changePosture:prone", ["prone"])[0]).toMatchObject({ disabled: true });
  });
});

describe("a spell readied (decision 230)", () => {
  const LIGHT = sheetItem("ability", "light", "Light", { ...FIREBOLT.system, ap: 2, mana: 1, attack: false });
  const items = [...KIT, LIGHT];

  it("Ready lists each spell, an attack spell too (decision 241), at Ready's 2 AP", () => {
    const rows = actionsContext(i18n, "vera", onTurn(5), DEFAULT_WOUNDS_OPTIONS, items, { readying: true }).rows;
    const spells = rows.filter((r) => r.id.startsWith("ready:castSpell:")).map((r) => [r.id, r.text, r.costText]);
    expect(spells).toEqual([
      ["ready:castSpell:firebolt", "Ready: Cast a Spell — Firebolt", "2 AP"],
      ["ready:castSpell:light", "Ready: Cast a Spell — Light", "2 AP"],
    ]);
  });

  it("a readied attack spell's row is at the spell's AP and mana; its dialog shows the locked Readied row", () => {
    const combat = onTurn(8, offTurn, ["readied"]);
    const kept = { ...combat, state: { ...combat.state, readied: "castSpell:firebolt" } };
    const rows = actionsContext(i18n, "vera", kept, DEFAULT_WOUNDS_OPTIONS, items).rows;
    expect(rows[0]).toMatchObject({ id: "readied:castSpell:firebolt", text: "Readied: Cast a Spell — Firebolt" });
    expect(rows[0]?.costText).toContain("4 AP");
    expect(rows[0]?.costText).toContain("3 mana");
    const spell = woundsToggleRows(readiedAttackChoices("castSpell"), true, {}, true);
    expect(spell.find((r) => r.id === "readied")).toMatchObject({ on: true, locked: true });
  });

  it("readied, its row is at the spell's own AP and mana, refused short of the mana as its cast is", () => {
    const combat = onTurn(8, offTurn, ["readied"]);
    const kept = { ...combat, state: { ...combat.state, readied: "castSpell:light" } };
    const rows = actionsContext(i18n, "vera", kept, DEFAULT_WOUNDS_OPTIONS, items).rows;
    expect(rows[0]).toMatchObject({ id: "readied:castSpell:light", text: "Readied: Cast a Spell — Light" });
    expect(rows[0]?.costText).toContain("2 AP");
    expect(rows[0]?.costText).toContain("1 mana");
    const broke = { ...kept, actor: { ...kept.actor, creature: { ...kept.actor.creature, mana: 0 } } };
    expect(actionsContext(i18n, "vera", broke, DEFAULT_WOUNDS_OPTIONS, items).rows[0]?.disabled).toBe(true);
  });
});

describe("a readied attack's roll dialog (decision 212)", () => {
  it("shows the locked Readied row and only the attack action chosen, locked; a Standard Attack shows none", () => {
    const strong = woundsToggleRows(readiedAttackChoices("strongAttack"), false).filter(
      (r) => r.group === "variant" || r.kind === "readied",
    );
    expect(strong.map((r) => [r.id, r.on, r.locked])).toEqual([
      ["strong", true, true],
      ["readied", true, true],
    ]);
    const standard = woundsToggleRows(readiedAttackChoices("standardAttack"), false);
    expect(standard.filter((r) => r.group === "variant")).toEqual([]);
    expect(standard.find((r) => r.id === "readied")).toMatchObject({ on: true, locked: true });
  });
});

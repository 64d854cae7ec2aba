import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../../module/engine/rulesets/wounds/options.ts";
import { checkActOfButton } from "../../../../module/foundry/rulesets/wounds/checks/check-acts.ts";
import { actionsContext, SHEET_ACTIONS } from "../../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { onTurn } from "./fixtures.ts";

const i18n = englishLocalizer();
const options = DEFAULT_WOUNDS_OPTIONS;

describe("wounds Actions section: the seed's actions at their AP, refused for the engine's reasons", () => {
  it("every action but the attacks and spellcasting (their own rows), each at its AP", () => {
    expect(SHEET_ACTIONS.some((a) => a.id === "standardAttack" || a.id === "castSpell" || a.id === "rebuff")).toBe(
      false,
    );
    const rows = actionsContext(i18n, "vera", onTurn(7), options).rows;
    expect(rows.find((r) => r.id === "defend")).toMatchObject({ text: "Defend", costText: "2 AP", disabled: false });
    expect(rows.find((r) => r.id === "treatWound")?.costText).toBe("8 AP");
  });

  it("out of combat: the section says so once, every button described by it", () => {
    const section = actionsContext(i18n, "vera", null, options);
    expect(section.notice).toBe("Not in combat: actions are spent from a running combat.");
    expect(section.rows.every((r) => r.disabled && r.reasonId === "vera-actions-notice")).toBe(true);
  });

  it("an action costing more than the AP left is not refused: it is declared and paid over the next turns", () => {
    const rows = actionsContext(i18n, "vera", onTurn(1), options).rows;
    expect(rows.find((r) => r.id === "treatWound")?.disabled).toBe(false);
  });

  it("an unconscious creature takes no actions: the engine's reason, said once for every row", () => {
    const section = actionsContext(i18n, "vera", onTurn(7, {}, ["unconscious"]), options);
    expect(section.notice).toBe("This creature's conditions allow no actions.");
    expect(section.rows.every((r) => r.disabled)).toBe(true);
  });

  it('Mount/Dismount: "or climb off of the mount" — a rider\'s button names the mount it dismounts from (decision 199)', () => {
    const rows = (riding?: string) =>
      actionsContext(i18n, "vera", onTurn(7, riding === undefined ? {} : { riding }), options).rows;
    expect(rows().find((r) => r.id === "mountDismount")?.text).toBe("Mount/Dismount");
    expect(rows("Horse").find((r) => r.id === "mountDismount")).toMatchObject({
      text: "Dismount from Horse",
      costText: "6 AP",
    });
  });

  it("another's turn without the higher initiative: the interrupt is refused", () => {
    const offTurn = onTurn(7, { turn: { kind: "offTurn", scores: { vera: 3, ogre: 9 }, active: "ogre" } });
    const section = actionsContext(i18n, "vera", offTurn, options);
    expect(section.notice).toBe("Acting on another's turn needs a higher initiative than the acting creature's.");
  });
});

describe('Hinder: "Choose one of the hindrances from the following table" — one button per hindrance (decision 172)', () => {
  it("Disarm, Distract, Shove and Trip at Hinder's 4 AP, each naming the act the GM rolls", () => {
    const rows = actionsContext(i18n, "vera", onTurn(7), options).rows;
    const hinder = rows.filter((r) => r.id.startsWith("hinder"));
    expect(hinder.map((r) => [r.id, r.text, r.costText])).toEqual([
      ["hinder:disarm", "Hinder: Disarm", "4 AP"],
      ["hinder:distract", "Hinder: Distract", "4 AP"],
      ["hinder:shove", "Hinder: Shove", "4 AP"],
      ["hinder:trip", "Hinder: Trip", "4 AP"],
    ]);
    expect(hinder.map((r) => checkActOfButton(r.id))).toEqual([
      { action: "hinder", hindrance: "disarm" },
      { action: "hinder", hindrance: "distract" },
      { action: "hinder", hindrance: "shove" },
      { action: "hinder", hindrance: "trip" },
    ]);
    // The other checked actions keep their one button; an action without a check is the shared spend's.
    expect(checkActOfButton("escape")).toEqual({ action: "escape" });
    expect(checkActOfButton("defend")).toBeUndefined();
    expect(checkActOfButton("hinder")).toBeUndefined();
  });

  it('"The target is unable to take any other actions while pinned": every Hinder refused, Escape open', () => {
    const rows = actionsContext(i18n, "vera", onTurn(7, {}, ["pinned"]), options).rows;
    expect(rows.filter((r) => r.id.startsWith("hinder")).every((r) => r.disabled)).toBe(true);
    expect(rows.find((r) => r.id === "escape")?.disabled).toBe(false);
  });
});

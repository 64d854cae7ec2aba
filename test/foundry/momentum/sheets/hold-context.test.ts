/**
 * The sheet's "Hold an action" form (module/foundry/rulesets/momentum/sheets/hold-context.ts). Seed 002: "To do this,
 * a creature must spend the AP that the action would cost on their turn and name a trigger."
 */
import { describe, expect, it } from "vitest";
import { holdContext } from "../../../../module/foundry/rulesets/momentum/sheets/hold-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { FIRE_BOLT, HEX, onTurn, WARD } from "./fixtures.ts";

const i18n = englishLocalizer();

describe('"spend the AP that the action would cost on their turn and name a trigger": the Hold form', () => {
  it("out of combat there is no form", () => {
    expect(holdContext(i18n, null)).toBeNull();
  });

  it("on her turn with 3 AP: every holdable action at its cost, the trigger field, Hold open", () => {
    const context = holdContext(i18n, onTurn(3));
    expect(context?.options.map((o) => o.text)).toEqual([
      "Attack (2 AP)",
      "Defend (2 AP)",
      "Interact with Target (1 AP)",
      "Move (1 AP)",
      "Sprint (3 AP)",
      "Stabilize (3 AP)",
      "Switch Weapons (1 AP)",
      "Taking Cover (1 AP)",
      "Use Item (3 AP)",
      "Command (1 AP)",
      // The contests and Hide, played against whoever's turn it is when they fire (decision 144).
      "Blind (2 AP)",
      "Climb (2 AP)",
      "Disarm (2 AP)",
      "Grab (2 AP)",
      "Hide (2 AP)",
      "Shove (1 AP)",
      "Trip (2 AP)",
      // Its ally the user's target when held (decision 154).
      "Switch Places (1 AP)",
    ]);
    expect(context).toMatchObject({ disabled: false, reason: "", maxLength: 200, buttonId: "holdAction" });
  });

  it('"Use a non-ability consumable, such as a stimulant" held naming each consumable held, after Use Item (decision 126)', () => {
    const gear = (id: string, name: string, quantity: number, consumable: boolean) => ({
      id,
      name,
      img: "",
      kind: "gear" as const,
      system: { description: "", quantity, consumable },
    });
    const items = [gear("stim", "Stimulant", 2, true), gear("rope", "Rope", 1, false), gear("empty", "Tonic", 0, true)];
    const options = holdContext(i18n, onTurn(3), items)?.options ?? [];
    const at = options.findIndex((o) => o.id === "useItem");
    expect(options.slice(at, at + 3)).toEqual([
      { id: "useItem", text: "Use Item (3 AP)" },
      { id: "useItem:stim", text: "Use Stimulant (2 left) (3 AP)" },
      { id: "command", text: "Command (1 AP)" },
    ]);
  });

  it('an Ability held (decision 155): "spend the AP that the action would cost on their turn", its WP when it fires', () => {
    const options = holdContext(i18n, onTurn(3), [FIRE_BOLT, HEX, WARD])?.options ?? [];
    expect(options.slice(-2)).toEqual([
      { id: "useAbility:bolt", text: "Use Fire Bolt (2 AP, 2 WP when it fires)" },
      { id: "useAbility:hex", text: "Use Hex (2 AP, 3 WP when it fires)" },
    ]);
    // Ward is only an effect, used from its description: no card to fire. With 1 AP, 2-AP Abilities are not offered.
    expect(options.some((o) => o.id === "useAbility:ward")).toBe(false);
    expect(holdContext(i18n, onTurn(1), [FIRE_BOLT])?.options.some((o) => o.id.startsWith("useAbility"))).toBe(false);
  });

  it("with 1 AP only the 1-AP actions are offered; with none, Hold is blocked with the shortfall", () => {
    expect(holdContext(i18n, onTurn(1))?.options.map((o) => o.id)).toEqual([
      "interact",
      "move",
      "switchWeapons",
      "takingCover",
      "command",
      "shove",
      "switchPlaces",
    ]);
    expect(holdContext(i18n, onTurn(0))).toMatchObject({
      options: [],
      disabled: true,
      reason: "Not enough AP: needs 1, has 0 (1 short).",
    });
  });

  it("off her turn, or already holding one, Hold says why", () => {
    expect(holdContext(i18n, onTurn(3, { ownTurn: false }))?.reason).toBe("Actions are taken on your own turn.");
    const holding = onTurn(3);
    const state = { ...holding.state, heldAction: { action: "attack" as const, trigger: "x", ap: 2, round: 1 } };
    expect(holdContext(i18n, { ...holding, state })?.reason).toBe("An action is already being held.");
  });
});

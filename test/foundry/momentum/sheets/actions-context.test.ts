import { describe, expect, it } from "vitest";
import { actionsContext } from "../../../../module/foundry/rulesets/momentum/sheets/actions-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { onTurn } from "./fixtures.ts";

const i18n = englishLocalizer();

const row = (context: ReturnType<typeof actionsContext>, id: string) => context.rows.find((r) => r.id === id);

describe("momentum Actions section: every Basic and Advanced Action and the Cinematic Action at its cost", () => {
  it("the seed's tables in order, each with its AP (and NM), Use Ability left to each Ability's row", () => {
    const context = actionsContext(i18n, "vera", null);
    expect(context.rows.map((r) => r.label).slice(0, 10)).toEqual([
      "Attack — 2 AP",
      "Defend — 2 AP",
      "Interact with Target — 1 AP",
      "Move — 1 AP",
      "Sprint — 3 AP",
      "Stabilize — 3 AP",
      "Switch Places — 1 AP",
      "Switch Weapons — 1 AP",
      "Taking Cover — 1 AP",
      "Use Item — 3 AP",
    ]);
    expect(row(context, "cinematicAction")?.costText).toBe("3 AP + 3 NM");
    expect(row(context, "shove")?.costText).toBe("1 AP");
    expect(row(context, "useAbility")).toBeUndefined();
    // Out of combat the reason is said once, as the notice.
    expect(context.notice).toBe("Not in combat: actions are spent from a running combat.");
    expect(context.rows.every((r) => r.disabled && r.reasonId === "vera-actions-notice")).toBe(true);
  });

  it("on her turn with 1 AP: 1-AP actions open, 2-AP ones name the shortfall (a GM may override it)", () => {
    const context = actionsContext(i18n, "vera", onTurn(1));
    expect(row(context, "move")?.disabled).toBe(false);
    expect(row(context, "attack")).toMatchObject({
      disabled: true,
      reason: "Not enough AP: needs 2, has 1 (1 short).",
    });
    // Narrative Momentum 3 covers the Cinematic Action's NM, the AP do not.
    expect(row(context, "cinematicAction")?.reason).toBe("Not enough AP: needs 3, has 1 (2 short).");
    const gm = actionsContext(i18n, "vera", onTurn(1, { viewerIsGm: true }));
    expect(row(gm, "attack")).toMatchObject({ disabled: false, overridable: true });
  });

  it("off her turn every action says so once; Stunned says a condition keeps her from using AP", () => {
    const off = actionsContext(i18n, "vera", onTurn(3, { ownTurn: false }));
    expect(off.notice).toBe("Actions are taken on your own turn.");
    const stunned = actionsContext(i18n, "vera", onTurn(3, {}, ["stunned"]));
    expect(stunned.notice).toBe("A condition keeps this creature from using AP.");
    // Not a shortfall: even a GM may not override it.
    const gm = actionsContext(i18n, "vera", onTurn(3, { viewerIsGm: true }, ["stunned"]));
    expect(gm.rows.some((r) => r.overridable)).toBe(false);
  });
});

describe('momentum Actions section: "you can lean towards a space next to you" (decision 125)', () => {
  it("in combat a free Lean out row, and Stop leaning only while leaning; none out of combat", () => {
    expect(row(actionsContext(i18n, "vera", null), "leanOut")).toBeUndefined();
    const context = actionsContext(i18n, "vera", onTurn(0));
    expect(row(context, "leanOut")).toMatchObject({ label: "Lean out towards your target — Free", disabled: false });
    expect(row(context, "stopLeaning")).toBeUndefined();
    const joined = onTurn(3);
    const leaning = actionsContext(i18n, "vera", { ...joined, state: { ...joined.state, lean: { dx: 1, dy: 0 } } });
    expect(row(leaning, "stopLeaning")).toMatchObject({ label: "Stop leaning — Free", disabled: false });
  });

  it("refused off her turn and while Stunned, never overridable (nothing is paid)", () => {
    const off = actionsContext(i18n, "vera", onTurn(3, { ownTurn: false, viewerIsGm: true }));
    expect(row(off, "leanOut")).toMatchObject({ disabled: true, overridable: false });
    const stunned = actionsContext(i18n, "vera", onTurn(3, {}, ["stunned"]));
    expect(row(stunned, "leanOut")?.disabled).toBe(true);
  });
});

describe("momentum Actions section: Stand up while Prone", () => {
  it("a Prone creature in combat has a Stand up row at half its Basic Movement; others have none", () => {
    expect(actionsContext(i18n, "vera", onTurn(3)).rows.some((r) => r.id === "standUp")).toBe(false);
    const context = actionsContext(i18n, "vera", onTurn(3, {}, ["prone"]));
    expect(row(context, "standUp")).toMatchObject({ label: "Stand up — 2 m of movement", disabled: false });
    const stuck = actionsContext(i18n, "vera", onTurn(3, { viewerIsGm: true }, ["prone", "restrained"]));
    expect(row(stuck, "standUp")).toMatchObject({ disabled: true, overridable: false });
  });
});

describe("momentum Actions section: the reactions paid off the table and the ways of paying", () => {
  it('"a Cinematic Reaction (2RP) … costs 3 Narrative Momentum"; the ally\'s "reaction (1 RP)" of a Switch Places', () => {
    const off = actionsContext(i18n, "vera", onTurn(0, { ownTurn: false }));
    expect(row(off, "cinematicReaction")).toMatchObject({ label: "Cinematic Reaction — 2 RP + 3 NM", disabled: false });
    expect(row(off, "allowSwitchPlaces")).toMatchObject({ label: "Let an ally switch places — 1 RP", disabled: false });
    // The actions still say once that they wait for her turn.
    expect(off.notice).toBe("Actions are taken on your own turn.");
    const on = actionsContext(i18n, "vera", onTurn(3));
    expect(row(on, "cinematicReaction")?.reason).toBe("Reaction Points are spent outside your own turn.");
  });

  it("in combat on her turn: the free interaction (and its empty hand), a Burst and a Cooperative Cinematic as boxes", () => {
    expect(actionsContext(i18n, "vera", null).spendOptions).toEqual([]);
    expect(actionsContext(i18n, "vera", onTurn(3)).spendOptions.map((o) => o.id)).toEqual([
      "free",
      "handFree",
      "burst",
      "cooperative",
    ]);
    const used = onTurn(3);
    const state = { ...used.state, economy: { ...used.state.economy, uses: { freeInteraction: 1 } } };
    const after = actionsContext(i18n, "vera", { ...used, state });
    expect(after.spendOptions.map((o) => o.id)).toEqual(["burst", "cooperative"]);
    expect(actionsContext(i18n, "vera", onTurn(3, { ownTurn: false })).spendOptions.map((o) => o.id)).toEqual([
      "burst",
      "cooperative",
    ]);
  });
});

describe('momentum Actions section: Use Item names each consumable ("Use a non-ability consumable, such as a stimulant")', () => {
  const gear = (id: string, name: string, quantity: number, consumable: boolean) => ({
    id,
    name,
    img: "",
    kind: "gear" as const,
    system: { description: "", quantity, consumable },
  });
  const items = [gear("stim", "Stimulant", 2, true), gear("rope", "Rope", 1, false), gear("empty", "Tonic", 0, true)];

  it("one row per consumable held, after Use Item, at its 3 AP; none for gear that is not consumed or is used up", () => {
    const context = actionsContext(i18n, "vera", onTurn(3), items);
    const ids = context.rows.map((r) => r.id);
    expect(ids.slice(ids.indexOf("useItem"), ids.indexOf("useItem") + 2)).toEqual(["useItem", "useItem:stim"]);
    expect(row(context, "useItem:stim")).toMatchObject({ label: "Use Stimulant (2 left) — 3 AP", disabled: false });
    expect(ids.filter((id) => id.startsWith("useItem:"))).toEqual(["useItem:stim"]);
  });

  it("refused as Use Item is: short of AP the shortfall is named", () => {
    expect(row(actionsContext(i18n, "vera", onTurn(2), items), "useItem:stim")?.reason).toBe(
      "Not enough AP: needs 3, has 2 (1 short).",
    );
  });
});

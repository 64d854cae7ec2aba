import { describe, expect, it } from "vitest";
import { actionsContext } from "../../../../module/foundry/rulesets/contest/sheets/actions-context.ts";
import { FIREBOLT, FULL_AP, onTurn, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();
const row = (context: ReturnType<typeof actionsContext>, id: string) => context.rows.find((r) => r.id === id);

describe("contest Actions section: each action at its AP, refused for the reason its spend would be", () => {
  it("lists the primary actions, the untriggered reactions, the free action and standing up, at their cost", () => {
    const context = actionsContext(i18n, "kara", onTurn(FULL_AP));
    expect(context.rows.map((r) => r.label)).toEqual([
      "Dash — 1 AP",
      "Disengage — 1 AP",
      "Grapple — 1 AP",
      "Release grapple — 1 AP",
      "Search — 1 AP",
      "Sneak — 1 AP",
      "Use Magic — 1 AP",
      "Manipulate — 1 AP",
      "Use Magic (reaction) — 1 AP",
      "Free action — Free",
      "Stand up — ½ speed",
    ]);
    expect(row(context, "dash")?.disabled).toBe(false);
    // Standing up ends Prone; the knight is not prone.
    expect(row(context, "standUp")).toMatchObject({ disabled: true, reason: "Not prone." });
  });

  it("out of combat: every row refused, said once", () => {
    const context = actionsContext(i18n, "kara", null);
    expect(context.rows.every((r) => r.disabled)).toBe(true);
    expect(context.notice).toContain("Not in combat");
  });

  it("with no AP left the shortfall is named; a reaction too; the free action still open", () => {
    const context = actionsContext(i18n, "kara", onTurn(0));
    expect(row(context, "dash")).toMatchObject({ disabled: true, reason: "Not enough AP: needs 1, has 0 (1 short)." });
    expect(row(context, "manipulate")?.reason).toBe("Not enough AP: needs 1, has 0 (1 short).");
    expect(row(context, "freeAction")?.disabled).toBe(false);
  });

  it("off your turn primary actions are refused, reactions are not", () => {
    const context = actionsContext(i18n, "kara", onTurn(FULL_AP, false));
    expect(row(context, "dash")?.reason).toBe("Primary actions and movement are taken on your own turn.");
    expect(row(context, "manipulate")?.disabled).toBe(false);
  });

  it("a GM's button past a shortfall stays enabled, to spend anyway", () => {
    const context = actionsContext(i18n, "kara", { ...onTurn(0), viewerIsGm: true });
    expect(row(context, "dash")).toMatchObject({ disabled: false, overridable: true });
  });

  it('"Use Magic. You cast a spell": each spell without the Attack trait at its own AP; an attacking one is a Strikes row', () => {
    const mending = {
      ...FIREBOLT,
      id: "mend",
      name: "Mending Word",
      system: { ...FIREBOLT.system, attack: false, ap: 2 },
    };
    const context = actionsContext(i18n, "kara", onTurn(FULL_AP), [FIREBOLT, mending]);
    expect(context.rows.filter((r) => r.id.startsWith("useMagic:")).map((r) => r.label)).toEqual([
      "Cast Mending Word — 2 AP",
    ]);
    expect(row(context, "useMagic:mend")?.disabled).toBe(false);
    const short = actionsContext(i18n, "kara", onTurn(1), [mending]);
    expect(row(short, "useMagic:mend")?.reason).toBe("Not enough AP: needs 2, has 1 (1 short).");
  });
});

/**
 * The row's status word (chat/attack-card/status-word.ts): what the card awaits now. A declared row (nothing rolled)
 * whose defense is chosen before the roll — contest's "The manner of defense is decided before the attacker rolls"
 * (seed 003), wounds' Defend "when targeted by an attack you can see, you may replace your melee and/or ranged
 * defenses" (seed 004) — awaits the defense until the target chooses, then the attack roll; a rolled row awaits its
 * defense (bonus: "Once an attack is rolled, the defender has the option to use a reaction", seed 000).
 */
import { describe, expect, it } from "vitest";
import { attackCardContext, type Viewer } from "../../../module/foundry/chat/attack-card/context.ts";
import type { AttackCardData, TargetRow } from "../../../module/foundry/chat/attack-card/data.ts";
import { statusWordKey } from "../../../module/foundry/chat/attack-card/status-word.ts";
import type { Procedure, ProcedureStep, StepActor } from "../../../module/foundry/procedure/step.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { installFakeFoundry } from "../../support/fake-foundry/runtime.ts";

// The rooms' data models read `foundry.data.fields` as they load.
installFakeFoundry();
const { CONTEST_PROCEDURE } = await import("../../../module/foundry/rulesets/contest/procedure.ts");
const { BONUS_PROCEDURE } = await import("../../../module/foundry/rulesets/bonus/procedure.ts");

const declared = (over: Partial<TargetRow> = {}): TargetRow => ({
  key: "t0",
  actorUuid: "Actor.brute",
  name: "Brute",
  against: 12,
  hitChance: 0.5,
  attack: null,
  defense: { status: "none", roll: null },
  outcome: "pending",
  damage: { status: "none", roll: null, before: null, summary: "" },
  ...over,
});
const card = (row: TargetRow, ruleset: AttackCardData["ruleset"] = "contest"): AttackCardData => ({
  ruleset,
  attacker: { actorUuid: "Actor.aldo", itemId: "sword", name: "Aldo", itemName: "Sword" },
  targets: [row],
  processed: [],
});
const viewer: Viewer = { isGM: true, ownsAttacker: false, ownsTarget: () => false, showOdds: true, hides: () => false };
const i18n = englishLocalizer();
const statusOf = (row: TargetRow, procedure: Procedure, ruleset?: AttackCardData["ruleset"]) =>
  attackCardContext(
    card(row, ruleset),
    () => ({ attack: undefined, defense: undefined }),
    viewer,
    i18n,
    undefined,
    procedure,
  ).rows[0]?.outcomeText;

/** A step of `actor`, open until the row records it taken. */
const step = (id: string, actor: StepActor): ProcedureStep => ({
  id,
  actor,
  optional: false,
  awaiting: "",
  button: { label: "", icon: "" },
  closed: ({ row }) => (row.taken?.some((t) => t.stepId === id) ? "stepSettled" : undefined),
  plan: () => ({ refused: "stepSettled" }),
});
const taken = (stepId: string) => ({ taken: [{ stepId, choice: "x", requestId: "take000000000001" }] });

describe("the status word says what the card awaits now", () => {
  it("contest: awaiting defense until the target chooses, then awaiting the attack roll", () => {
    expect(statusOf(declared(), CONTEST_PROCEDURE)).toBe("Awaiting defense");
    expect(statusOf(declared(taken("defense")), CONTEST_PROCEDURE)).toBe("Awaiting attack roll");
  });

  it("a declared row whose first open step is not the target's awaits the attack roll (no defense to choose)", () => {
    const procedure = [step("defend", "target"), step("footing", "attacker"), step("attack", "attacker")];
    const ctx = (row: TargetRow) => ({ card: card(row), row });
    expect(statusWordKey(procedure, ctx(declared()), "pending")).toBe("FRAY.Card.outcome.pending");
    expect(statusWordKey(procedure, ctx(declared(taken("defend"))), "pending")).toBe(
      "FRAY.Card.outcome.awaitingAttack",
    );
    expect(statusWordKey([step("attack", "attacker")], ctx(declared()), "pending")).toBe(
      "FRAY.Card.outcome.awaitingAttack",
    );
  });

  it("a rolled pending row awaits its defense (bonus); a settled one says its outcome", () => {
    const rolled = declared({ attack: { request: {}, roll: {} }, outcome: "pending" });
    expect(statusOf(rolled, BONUS_PROCEDURE, "bonus")).toBe("Awaiting defense");
    expect(statusOf(declared({ attack: { request: {}, roll: {} }, outcome: "hit" }), CONTEST_PROCEDURE)).toBe("Hit");
  });

  it("a room showing a rolled hit as still pending (a resisted Ability before its Defense Roll) awaits the defense", () => {
    const hit = declared({ attack: { request: {}, roll: {} }, outcome: "hit" });
    expect(statusWordKey(CONTEST_PROCEDURE, { card: card(hit), row: hit }, "pending")).toBe(
      "FRAY.Card.outcome.pending",
    );
  });
});

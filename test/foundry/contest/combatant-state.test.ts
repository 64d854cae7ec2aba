import { describe, expect, it } from "vitest";
import { contestAtBoundary } from "../../../module/engine/rulesets/contest/economy/boundary.ts";
import { takeAction } from "../../../module/engine/rulesets/contest/economy/act.ts";
import { newContestCombatant } from "../../../module/engine/rulesets/contest/economy/combatant.ts";
import { takeReaction } from "../../../module/engine/rulesets/contest/economy/reactions.ts";
import type { ContestCombatantState } from "../../../module/engine/rulesets/contest/economy/combatant.ts";
import { ContestCombatantModel } from "../../../module/foundry/rulesets/contest/combat/combatant-model.ts";
import {
  fromContestState,
  toContestState,
  type ContestCombatantData,
} from "../../../module/foundry/rulesets/contest/combat/state.ts";
import { toContestActor } from "../../../module/foundry/rulesets/contest/sources.ts";
import { knight } from "./sources.ts";

const actor = toContestActor(knight, []);

function ok<S>(result: { ok: true; state: S } | { ok: false; reason: { code: string } }): S {
  if (!result.ok) throw new Error(result.reason.code);
  return result.state;
}

/** Stored and read back: every engine change survives the combatant document. */
function stored(state: ContestCombatantState): ContestCombatantState {
  const data: ContestCombatantData = new ContestCombatantModel(fromContestState(state)).toObject();
  return toContestState(state.id, data);
}

describe("contest combatant: the round's pools stored on the Combatant", () => {
  it('a combatant joins with "3 Action Points" (decision 3), no movement before its turn, nothing used', () => {
    expect(new ContestCombatantModel({}).toObject()).toMatchObject({
      ap: 3,
      movement: 0,
      attacks: 0,
      freeActions: 0,
      reactions: [],
      feint: "",
    });
    expect(fromContestState(newContestCombatant("a", actor))).toMatchObject({ ap: 3, movement: 0, attacks: 0 });
  });

  it("a Strike spends 1 AP and one of two Attacks; a Defend 1 AP and the trigger; both survive storage", () => {
    let state = stored(newContestCombatant("a", actor));
    state = stored(ok(takeAction(actor, state, { action: "strike", round: 1, ownTurn: true })).combatant);
    expect(fromContestState(state)).toMatchObject({ ap: 2, attacks: 1 });
    state = stored(ok(takeReaction(actor, state, { reaction: "defend", trigger: "card.row" })));
    expect(fromContestState(state)).toMatchObject({ ap: 1, attacks: 1, reactions: ["card.row"] });
    // "One reaction per trigger": the stored trigger still refuses a second Defend.
    expect(takeReaction(actor, state, { reaction: "defend", trigger: "card.row" }).ok).toBe(false);
  });

  it('"only take an action with the Attack trait twice per round", read back from the stored count', () => {
    const data = new ContestCombatantModel({ ap: 3, attacks: 2 }).toObject();
    const refused = takeAction(actor, toContestState("a", data), { action: "strike", round: 1, ownTurn: true });
    expect(refused.ok ? "" : refused.reason.code).toBe("noAttacksLeft");
  });

  it('round start: "all characters gain 3 Action Points", Attacks, the free action and reactions start over', () => {
    const spent = toContestState(
      "a",
      new ContestCombatantModel({ ap: 0, attacks: 2, freeActions: 1, reactions: ["x"] }).toObject(),
    );
    const next = contestAtBoundary(actor, spent, { kind: "roundStart", round: 2 }).combatant;
    expect(fromContestState(next)).toMatchObject({ ap: 3, attacks: 0, freeActions: 0, reactions: [] });
  });

  it("a Feint waits on the combatant for the next Strike against its target", () => {
    const state = toContestState("a", new ContestCombatantModel({ feint: "b" }).toObject());
    expect(state.feint).toEqual({ target: "b" });
    expect(fromContestState(state).feint).toBe("b");
  });

  it("refuses what a round cannot hold: more than 3 AP or two Attacks is clamped", () => {
    expect(new ContestCombatantModel({ ap: 5, attacks: 4 }).toObject()).toMatchObject({ ap: 3, attacks: 2 });
  });
});

import { describe, expect, it } from "vitest";
import {
  cinematicCost,
  COOPERATIVE_CHECK_EDGE,
  cinematicNM,
  cooperativeSucceeds,
  startCinematic,
  type CinematicRequest,
} from "../../../module/engine/rulesets/momentum/economy/cinematic.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../module/engine/rulesets/momentum/options.ts";
import { actor, combatant, pair, withConditions } from "./fixtures.ts";

const solo = (extra: Partial<CinematicRequest> = {}): CinematicRequest => ({
  kind: "action",
  role: "solo",
  burst: false,
  ownTurn: true,
  ...extra,
});

describe("momentum Cinematic costs", () => {
  it.each([
    ["solo Cinematic Action", solo(), { ap: 3, nm: 3 }],
    ["solo Cinematic Reaction", solo({ kind: "reaction", ownTurn: false }), { rp: 2, nm: 3 }],
    ["cooperative lead", solo({ role: "lead" }), { ap: 3, nm: 2 }],
    ["cooperative participant", solo({ kind: "reaction", role: "participant", ownTurn: false }), { rp: 2, nm: 2 }],
    ["Cinematic Burst", solo({ burst: true }), { nm: 6 }],
    ["cooperative Burst", solo({ burst: true, role: "lead" }), { nm: 4 }],
  ] as const)("%s costs %j", (_name, request, cost) => {
    expect(cinematicCost(request)).toEqual(cost);
  });

  it('"The cost of Cinematic Actions, Reactions, and Bursts cannot be reduced below 1 unless a feature specifically allows that."', () => {
    expect(cinematicNM(solo({ reduction: 5 }))).toBe(1);
    expect(cinematicNM(solo({ burst: true, reduction: 10 }))).toBe(1);
    expect(cinematicNM(solo({ reduction: 5, allowBelowOne: true }))).toBe(0);
  });
});

describe("momentum Cinematic Actions and Reactions", () => {
  it('"Using a Cinematic Action or Reaction costs 3 Narrative Momentum" on top of 3 AP', () => {
    const paid = startCinematic(pair(), solo());
    expect(paid.ok).toBe(true);
    expect(paid.state.actor.creature.narrativeMomentum).toBe(2);
    expect(paid.state.combatant.economy.pools["ap"]).toBe(0);
    const broke = startCinematic(pair(actor({ narrativeMomentum: 2 })), solo());
    expect(broke).toMatchObject({ ok: false, reason: { code: "short", pool: "nm" } });
    expect(broke.state).toEqual(pair(actor({ narrativeMomentum: 2 })));
  });

  it('"Each character beyond the first has to perform a reaction (2 RP) to participate"', () => {
    const joined = startCinematic(pair(), solo({ kind: "reaction", role: "participant", ownTurn: false }));
    expect(joined.state.combatant.economy.pools["rp"]).toBe(0);
    expect(joined.state.actor.creature.narrativeMomentum).toBe(3);
    expect(startCinematic(pair(), solo({ kind: "action", role: "participant" }))).toMatchObject({
      reason: { code: "notCooperative" },
    });
    expect(startCinematic(pair(), solo({ kind: "reaction", role: "lead", ownTurn: false })).ok).toBe(false);
  });

  it('Burst: "If you cannot use 3AP or 2RP for some reason, like when you are Restrained or Stunned … 6 Narrative Momentum"', () => {
    const restrained = pair(withConditions(actor({ narrativeMomentum: 6 }), ["restrained"]));
    expect(startCinematic(restrained, solo()).ok).toBe(false);
    const burst = startCinematic(restrained, solo({ burst: true }));
    expect(burst.ok).toBe(true);
    expect(burst.state.actor.creature.narrativeMomentum).toBe(0);
    expect(burst.state.combatant.economy.pools["ap"]).toBe(3);
    const reaction = startCinematic(restrained, solo({ kind: "reaction", burst: true, ownTurn: false }));
    expect(reaction.ok).toBe(true);
  });

  it('"You can only use a Cinematic Burst if you have not used any AP on your turn … or no RP this round"', () => {
    const stunned = withConditions(actor({ narrativeMomentum: 10 }), ["stunned"]);
    const spentAP = { ...combatant({ ap: 1 }), apSpentThisTurn: 2 };
    expect(startCinematic(pair(stunned, spentAP), solo({ burst: true }))).toMatchObject({
      reason: { code: "burstNotAllowed" },
    });
    const spentRP = { ...combatant({ rp: 1 }), rpSpentThisRound: 1 };
    expect(startCinematic(pair(stunned, spentRP), solo({ kind: "reaction", burst: true, ownTurn: false })).ok).toBe(
      false,
    );
  });

  it("a creature that could still pay 3 AP may not Burst (setting burstOnlyWhenBlocked: false lets it)", () => {
    expect(startCinematic(pair(actor({ narrativeMomentum: 6 })), solo({ burst: true })).ok).toBe(false);
    const loose = { ...DEFAULT_MOMENTUM_OPTIONS, burstOnlyWhenBlocked: false };
    expect(startCinematic(pair(actor({ narrativeMomentum: 6 })), solo({ burst: true }), loose).ok).toBe(true);
  });

  it('a Cinematic Reaction, Burst or not, is taken outside your own turn (RP: "act outside of your turn")', () => {
    const stunned = withConditions(actor({ narrativeMomentum: 6 }), ["stunned"]);
    expect(startCinematic(pair(stunned), solo({ kind: "reaction", burst: true, ownTurn: true }))).toMatchObject({
      reason: { code: "onYourTurn" },
    });
    expect(startCinematic(pair(), solo({ kind: "reaction", ownTurn: true }))).toMatchObject({
      reason: { code: "onYourTurn" },
    });
  });

  it("a Downed creature can Burst (it cannot use AP or RP); the dead cannot", () => {
    const downed = actor({ vitality: { value: 0, max: 20 }, narrativeMomentum: 6 });
    expect(startCinematic(pair(downed), solo({ burst: true })).ok).toBe(true);
    const dead = actor({ dead: true, narrativeMomentum: 6 });
    expect(startCinematic(pair(dead), solo({ burst: true }))).toMatchObject({ reason: { code: "dead" } });
  });
});

describe("momentum Cooperative Cinematic Actions", () => {
  const ok = { success: true, critical: false };
  const crit = { success: true, critical: true };
  const fail = { success: false, critical: false };

  it('"everyone has to make a Skill Check. It does not have to be the same Skill Check, and they make it with advantage"', () => {
    expect(COOPERATIVE_CHECK_EDGE.edge).toBe("advantage");
  });

  it('"The participants succeed … if everybody succeeds on their Skill Check"', () => {
    expect(cooperativeSucceeds([ok, ok, ok])).toBe(true);
    expect(cooperativeSucceeds([ok, fail])).toBe(false);
  });

  it('"A failure on the Skill Check of one participant can be compensated by a critical success of another participant"', () => {
    expect(cooperativeSucceeds([crit, fail])).toBe(true);
    expect(cooperativeSucceeds([crit, fail, fail])).toBe(false);
    expect(cooperativeSucceeds([crit, crit, fail, fail])).toBe(true);
  });
});

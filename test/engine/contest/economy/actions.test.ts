import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { markFeint, takeAction, takeFreeAction } from "../../../../module/engine/rulesets/contest/economy/act.ts";
import { CONTEST_ACTIONS, CONTEST_ACTION_IDS } from "../../../../module/engine/rulesets/contest/economy/actions.ts";
import { DEFAULT_CONTEST_ECONOMY_OPTIONS } from "../../../../module/engine/rulesets/contest/economy/options.ts";
import { takeReaction } from "../../../../module/engine/rulesets/contest/economy/reactions.ts";
import { GLYPH_TABLE, SEED_GLYPH_LINES } from "../../../../module/engine/rulesets/contest/tables/glyphs.ts";
import { actor, combatant } from "../fixtures.ts";

const strike = { action: "strike", round: 1, ownTurn: true } as const;

describe('"These are the different actions available to all characters"', () => {
  it("primary actions, reactions and the free action, each with its glyph and AP", () => {
    const rows = CONTEST_ACTION_IDS.map((id) => {
      const a = CONTEST_ACTIONS[id];
      return [id, a.type, a.glyph, a.cost.ap, a.attack];
    });
    expect(rows).toEqual([
      ["dash", "primary", "⟐", 1, false],
      ["disengage", "primary", "⟐", 1, false],
      ["grapple", "primary", "⟐", 1, false],
      ["release", "primary", "⟐", 1, false],
      ["search", "primary", "⟐", 1, false],
      ["sneak", "primary", "⟐", 1, false],
      ["strike", "primary", "⟐", 1, true],
      ["useMagic", "primary", "⟐", 1, "varies"],
      ["defend", "reaction", "⟳", 1, false],
      ["manipulate", "reaction", "⟳", 1, false],
      ["opportunityAttack", "reaction", "⟳", 1, true],
      ["useMagicReaction", "reaction", "⟳", 1, false],
      ["freeAction", "free", "◇", 0, false],
    ]);
    expect(DEFAULT_CONTEST_ECONOMY_OPTIONS.actionCosts.strike).toBe(1);
  });

  it('the glyph lines: "Strike ⟐", "Dodge ⟳", "Opportunity Attack ⟳", "Strike ⎆" read as types and AP', () => {
    expect(
      SEED_GLYPH_LINES.map(([name, glyph]) => `${name} ${GLYPH_TABLE[glyph].type} ${GLYPH_TABLE[glyph].ap}`),
    ).toEqual([
      "Strike primary 1",
      "Dodge reaction 1",
      "Opportunity Attack reaction 1",
      "Release primary 1",
      "Strike primary 2",
    ]);
    expect(GLYPH_TABLE["◇"]).toMatchObject({ type: "free", ap: 0 });
    expect(GLYPH_TABLE["❖"]).toMatchObject({ type: "primary", ap: 3 });
  });

  it('"Grappling, pushing, and tripping a creature do not count as attacks"', () => {
    expect(CONTEST_ACTIONS.grapple.attack).toBe(false);
  });

  it('"Release ⟐" is letting go of a grapple: a primary action for 1 AP, no Attack (decision 132)', () => {
    expect(CONTEST_ACTIONS.release).toMatchObject({ type: "primary", glyph: "⟐", cost: { ap: 1 }, attack: false });
    const done = takeAction(actor(), combatant(), { action: "release", round: 1, ownTurn: true });
    expect(done.state.combatant.economy.pools.ap).toBe(2);
    expect(takeAction(actor(), combatant(), { action: "release", round: 1, ownTurn: false }).ok).toBe(false);
  });
});

describe('primary actions: "a type of action you can only use on your turn"', () => {
  it("a Strike spends 1 AP and one of the two Attacks per Round", () => {
    const done = takeAction(actor(), combatant(), strike);
    expect(done.ok).toBe(true);
    expect(done.state.combatant.economy.pools.ap).toBe(2);
    expect(done.state.combatant.economy.uses).toEqual({ attack: 1 });
    expect(done.state.attack).toBe(true);
  });

  it("refused outside your turn, and nothing changes", () => {
    const c = combatant();
    const done = takeAction(actor(), c, { ...strike, ownTurn: false });
    expect(done.ok ? "ok" : done.reason.code).toBe("notYourTurn");
    expect(done.state.combatant).toBe(c);
  });

  it('"can only take an action with the Attack trait twice per round"', () => {
    let c = combatant();
    for (let i = 0; i < 2; i++) c = takeAction(actor(), c, strike).state.combatant;
    const third = takeAction(actor(), c, strike);
    expect(third.ok ? "ok" : third.reason.code).toBe("noAttacksLeft");
    expect(c.economy.pools.ap).toBe(1);
  });

  it('"If an action spell, has the Attack trait, it uses one of your ApR"; other spells do not', () => {
    const attackSpell = takeAction(actor(), combatant(), {
      action: "useMagic",
      round: 1,
      ownTurn: true,
      spell: { attack: true, meleeAttack: false },
    });
    expect(attackSpell.state.combatant.economy.uses).toEqual({ attack: 1 });
    const ward = takeAction(actor(), combatant(), {
      action: "useMagic",
      round: 1,
      ownTurn: true,
      spell: { attack: false, meleeAttack: false },
    });
    expect(ward.state.combatant.economy.uses).toEqual({});
  });

  it('"Characters that cast spells which don\'t have the Melee Attack trait" provoke; an item activation does not', () => {
    const cast = (spell?: { attack: boolean; meleeAttack: boolean }) =>
      takeAction(actor(), combatant(), { action: "useMagic", round: 1, ownTurn: true, ...(spell ? { spell } : {}) })
        .state.provokes;
    expect(cast({ attack: true, meleeAttack: false })).toBe(true);
    expect(cast({ attack: true, meleeAttack: true })).toBe(false);
    expect(cast()).toBe(false);
  });

  it("a Strike ⎆ (the weapon says 2 AP) is refused with 1 AP left", () => {
    const done = takeAction(actor(), combatant(1), { ...strike, ap: 2 });
    expect(done.ok ? "ok" : done.reason).toEqual({ code: "noAp", message: "Needs 2 AP, has 1.", need: 2, have: 1 });
  });

  it('Dash: "You can move a number of meters up to your speed" — the movement pool grows by your speed', () => {
    const done = takeAction(actor({ speed: 8 }), combatant(3, 2), { action: "dash", round: 1, ownTurn: true });
    expect(done.state.combatant.economy.pools).toEqual({ ap: 2, movement: 10 });
  });

  it('Disengage: "You don\'t provoke opportunity attacks for the rest of your turn"', () => {
    const done = takeAction(actor(), combatant(), { action: "disengage", round: 1, ownTurn: true });
    expect(isActive(done.state.actor.conditions, "disengaged")).toBe(true);
  });

  it('Grapple "prohibiting them from moving": a grappled character cannot Dash or Sneak, but can Strike', () => {
    const held = actor({}, ["grappled"]);
    const dash = takeAction(held, combatant(), { action: "dash", round: 1, ownTurn: true });
    expect(dash.ok ? "ok" : dash.reason.code).toBe("cannotMove");
    expect(takeAction(held, combatant(), strike).ok).toBe(true);
  });

  it('surprised: "they can\'t take any actions or reactions"', () => {
    const done = takeAction(actor({}, ["surprised"]), combatant(), strike);
    expect(done.ok ? "ok" : done.reason).toMatchObject({ code: "cannotAct", condition: "incapacitated" });
  });

  it('Feint: "If your next action is a Strike against the same target, you gain a boon"', () => {
    const feinting = markFeint(combatant(), "orc");
    const onTarget = takeAction(actor(), feinting, { ...strike, target: "orc" });
    expect(onTarget.state.feintBoon).toBe(true);
    expect(onTarget.state.combatant.feint).toBeUndefined();
    expect(takeAction(actor(), feinting, { ...strike, target: "goblin" }).state.feintBoon).toBe(false);
    const dashed = takeAction(actor(), feinting, { action: "dash", round: 1, ownTurn: true });
    expect(dashed.state.combatant.feint).toBeUndefined();
  });
});

describe('reactions: "Reaction can always be taken, regardless of whose turn it is"', () => {
  it("Defend costs 1 AP from the same 3 AP as actions, on anyone's turn", () => {
    const c = takeAction(actor(), combatant(), strike).state.combatant;
    const defended = takeReaction(actor(), c, { reaction: "defend", trigger: "attack-1" });
    expect(defended.ok).toBe(true);
    expect(defended.state.economy.pools.ap).toBe(1);
  });

  it('"Reactions require some trigger": Defend and Opportunity Attack name one; one reaction per trigger', () => {
    const none = takeReaction(actor(), combatant(), { reaction: "defend" });
    expect(none.ok ? "ok" : none.reason.code).toBe("triggerRequired");
    const once = takeReaction(actor(), combatant(), { reaction: "defend", trigger: "attack-1" });
    const twice = takeReaction(actor(), once.state, { reaction: "defend", trigger: "attack-1" });
    expect(twice.ok ? "ok" : twice.reason.code).toBe("alreadyReacted");
    expect(twice.state).toBe(once.state);
  });

  it('an Opportunity Attack is "A special form of Strike": it uses one of the two Attacks', () => {
    let c = combatant();
    c = takeAction(actor(), c, strike).state.combatant;
    c = takeReaction(actor(), c, { reaction: "opportunityAttack", trigger: "move-1" }).state;
    expect(c.economy.uses.attack).toBe(2);
    const again = takeReaction(actor(), c, { reaction: "opportunityAttack", trigger: "move-2" });
    expect(again.ok ? "ok" : again.reason.code).toBe("noAttacksLeft");
  });

  it('Use Magic as a reaction: "You cast a non-attacking spell"', () => {
    const attack = takeReaction(actor(), combatant(), { reaction: "useMagicReaction", spellIsAttack: true });
    expect(attack.ok ? "ok" : attack.reason.code).toBe("attackingReaction");
    expect(takeReaction(actor(), combatant(), { reaction: "useMagicReaction" }).ok).toBe(true);
  });

  it('Manipulate ("drawing or stowing a sword") needs no named trigger', () => {
    expect(takeReaction(actor(), combatant(), { reaction: "manipulate" }).state.economy.pools.ap).toBe(2);
  });

  it("no reactions while surprised or unconscious", () => {
    const done = takeReaction(actor({}, ["unconscious"]), combatant(), { reaction: "defend", trigger: "a" });
    expect(done.ok ? "ok" : done.reason.code).toBe("cannotReact");
  });
});

describe('free actions: "you can only take one free action per round"', () => {
  it("no AP, once per round", () => {
    const first = takeFreeAction(actor(), combatant(0));
    expect(first.ok).toBe(true);
    expect(first.state.economy.pools.ap).toBe(0);
    const second = takeFreeAction(actor(), first.state);
    expect(second.ok ? "ok" : second.reason.code).toBe("freeActionUsed");
  });
});

import { describe, expect, it } from "vitest";
import { actionSpec } from "../../../module/engine/rulesets/wounds/economy/actions.ts";
import {
  quicken,
  quickenCheckRequest,
  quickenModifier,
} from "../../../module/engine/rulesets/wounds/economy/quickly.ts";
import { applyHarried, takeReaction } from "../../../module/engine/rulesets/wounds/economy/reactions.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { actor, combatant, creature } from "./fixtures.ts";

const scores = { me: 10, foe: 6 };

describe('reactions: "Reactions are a special type of action that you can take any time that its requirements are met"', () => {
  const trigger = { trigger: "attack-1", scores };
  it('"You can only take a single reaction in response to a specific trigger."', () => {
    const first = takeReaction(actor(), combatant(10), { reaction: "rebuff", ...trigger });
    if (!first.ok) throw new Error("refused");
    expect(first.state.apSpent).toBe(actionSpec("rebuff").cost["ap"]);
    const again = takeReaction(first.state.actor, first.state.combatant, { reaction: "cling", ...trigger });
    expect(!again.ok && again.reason.code).toBe("alreadyReacted");
  });
  it('"If your initiative is 0, you cannot take reactions"', () => {
    const out = takeReaction(actor(), combatant(10), { reaction: "rebuff", trigger: "t", scores: { me: 0 } });
    expect(!out.ok && out.reason.code).toBe("initiativeZero");
  });
  it('Harry: "You can only use this reaction once per round per target." and the target suffers −2 "made this round"', () => {
    const one = takeReaction(actor(), combatant(10), { reaction: "harry", trigger: "t1", scores, target: "foe" });
    if (!one.ok) throw new Error("refused");
    const two = takeReaction(one.state.actor, one.state.combatant, {
      reaction: "harry",
      trigger: "t2",
      scores,
      target: "foe",
    });
    expect(!two.ok && two.reason.code).toBe("harriedThisRound");
    const other = takeReaction(one.state.actor, one.state.combatant, {
      reaction: "harry",
      trigger: "t3",
      scores,
      target: "elf",
    });
    expect(other.ok).toBe(true);
    const harried = applyHarried(actor().conditions, 2);
    expect(harried.active["harried"]?.applications[0]?.expiry).toEqual({ kind: "roundEnd", round: 2 });
  });
  it("reactions happen at once: short AP is refused, not carried over; actions are not reactions", () => {
    expect(takeReaction(actor(), combatant(1), { reaction: "rebuff", ...trigger }).ok).toBe(false);
    const wrong = takeReaction(actor(), combatant(9), { reaction: "standardAttack", ...trigger });
    expect(!wrong.ok && wrong.reason.code).toBe("notAReaction");
  });
});

describe("performing actions more quickly", () => {
  it('"This cannot be done for any attack action or spellcasting"', () => {
    expect(quicken("standardAttack", 4, 5).ok).toBe(false);
    expect(quicken("castSpell", 4, 5).ok).toBe(false);
  });
  it('"passing the check will reduce the AP cost of the action by 1 at the cost of 1 stamina. For every 3 points by which you beat the TN, the cost further decreases by 1."', () => {
    expect(quicken("mountDismount", 6, 0)).toEqual({ ok: true, passed: true, apCost: 5, stamina: 1 });
    expect(quicken("mountDismount", 6, 7)).toMatchObject({ apCost: 3 });
    expect(quicken("mountDismount", 6, 30)).toMatchObject({ apCost: 1 });
  });
  it("the cost change a pass gives, for the spend to apply: −1, −1 more per 3 points beaten by", () => {
    expect(quickenModifier(0).delta).toBe(-1);
    expect(quickenModifier(2).delta).toBe(-1);
    expect(quickenModifier(3).delta).toBe(-2);
    expect(quickenModifier(7).delta).toBe(-3);
  });
  it('"the GM will call for an appropriate check … (often a Dex [Acrobatics] or Str [Athletics] check)": a standard check against the GM\'s TN', () => {
    const request = quickenCheckRequest(
      creature({ attributes: { dexterity: 2 } }),
      "Dex [Acrobatics]",
      3,
      DEFAULT_WOUNDS_OPTIONS,
    );
    expect(request.modifiers.map((m) => [m.source, m.value])).toContainEqual(["Dexterity", 2]);
    expect(request.groups[0]?.explode).toBeUndefined();
    expect(request.target).toMatchObject({ kind: "meet", value: 3 });
  });
  it('"you may lose 1 AP plus 1 for every 3 points by which you failed"', () => {
    expect(quicken("mountDismount", 6, -1)).toMatchObject({ passed: false, apLostIfGmRules: 1 });
    expect(quicken("mountDismount", 6, -3)).toMatchObject({ passed: false, apLostIfGmRules: 2 });
  });
});

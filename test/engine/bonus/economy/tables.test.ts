import { describe, expect, it } from "vitest";
import { validateCatalog } from "../../../../module/engine/core/conditions/catalog.ts";
import { BONUS_CONDITION_IDS, BONUS_CONDITIONS } from "../../../../module/engine/rulesets/bonus/conditions.ts";
import {
  BASE_ACTIONS_PER_TURN,
  BONUS_ACTION_IDS,
  BONUS_ACTIONS,
  FEET_PER_SPEED_POINT,
  OFF_HAND_CHALLENGES,
  OFF_HAND_VIGOR,
} from "../../../../module/engine/rulesets/bonus/economy/actions.ts";
import { BONUS_REACTIONS } from "../../../../module/engine/rulesets/bonus/economy/reactions.ts";

describe("bonus action list, cell by cell", () => {
  it.each([
    ["attack", 1, true, false, "Attack. You make an attack with a weapon in hand or with your own natural weapons."],
    ["defend", 1, true, false, "Defend. When you defend, you position yourself to react easily"],
    ["escape", 1, true, true, "Escape. … you create an opening when you flee."],
    ["move", 1, true, false, "Move. You move your combat movement distance"],
    ["ready", 1, "varies", false, "Ready. When you ready an action, you set a condition you are waiting for"],
    ["useAbility", 1, "varies", false, "Use Ability. … Some abilities require more than one action to use"],
    ["useItem", 1, true, false, "Use Item. You use an item that is located on your person"],
    ["useSkill", 1, "varies", false, "Use Skill. You use one of your skills."],
    ["emergencyAid", 2, true, false, "emergency aid on a wounded or injured creature, using 2 Actions"],
    ["standUp", 1, true, true, "You must take one action to stand on your turn … this will provide an opening"],
  ] as const)("%s costs %i action(s) (physical: %s, opening: %s) — %s", (id, actions, physical, opening, _seed) => {
    const spec = BONUS_ACTIONS.find((a) => a.id === id);
    expect(spec?.cost).toEqual({ actions });
    expect(spec?.physical).toBe(physical);
    expect(spec?.createsOpening).toBe(opening);
  });

  it("lists every action id once", () => {
    expect(BONUS_ACTIONS.map((a) => a.id)).toEqual([...BONUS_ACTION_IDS]);
  });

  it('"you may consume 8 Vigor to make an Off-Hand attack as part of the same action" with "a 2 Challenge penalty"', () => {
    expect(OFF_HAND_VIGOR).toBe(8);
    expect(OFF_HAND_CHALLENGES).toBe(2);
    expect(BONUS_ACTIONS.filter((a) => a.allowsOffHand).map((a) => a.id)).toEqual(["attack", "useAbility"]);
  });

  it('"You begin with 2 Actions"; Move is "1 foot per point of your Speed Score"', () => {
    expect(BASE_ACTIONS_PER_TURN).toBe(2);
    expect(FEET_PER_SPEED_POINT).toBe(1);
  });

  it('reactions: "Using the Defense reaction consumes 5 Vigor"; Take Opening "at the cost of 5 Vigor"', () => {
    expect(BONUS_REACTIONS.defense).toMatchObject({ vigor: 5, defensive: true });
    expect(BONUS_REACTIONS.takeOpening).toMatchObject({ vigor: 5, defensive: false });
  });
});

describe("bonus condition catalog", () => {
  it("is well formed: ids match keys, daughters exist, no cycles", () => {
    expect(validateCatalog(BONUS_CONDITIONS)).toEqual([]);
    expect(Object.keys(BONUS_CONDITIONS)).toEqual([...BONUS_CONDITION_IDS]);
  });

  it.each([
    ["shock", ["unconscious"], "When your Health is reduced to 0, you lose consciousness"],
    [
      "stabilized",
      ["unconscious"],
      "If you are stabilized, you remain unconscious until you recover at least 1 point of health",
    ],
    ["unconscious", ["incapacitated"], "incapacitated can mean unconscious, bound or tided, or pined"],
    ["bound", ["incapacitated"], "bound or tided"],
    ["pinned", ["incapacitated"], "pined in such a manner as to be unable to move or act"],
    ["dead", ["incapacitated"], "a dead creature cannot act or defend"],
  ] as const)("%s implies %j — %s", (id, implies, _seed) => {
    expect(BONUS_CONDITIONS[id].implies).toEqual(implies);
  });

  it.each([
    ["wounded", { bonusDieSteps: -1, noDurabilityRecovery: true }, "your Bonus Dice move down one step"],
    ["winded", { noActions: true, noReactions: true }, "you become Winded, and you cannot take any actions"],
    [
      "prone",
      { speedFactor: 0.25, rangedAttackerChallenges: 1 },
      "Speed is reduced to 1/4 … ranged attacks against you are made with a Challenge",
    ],
    [
      "incapacitated",
      { noPhysicalActions: true, cannotDefend: true, helpless: true },
      "can take no actions that require physical movement, cannot dodge or defend",
    ],
    [
      "shock",
      { deathCountdown: true, killedByAnyDamage: true },
      "If you take any additional damage while you are in shock, you are killed outright",
    ],
    ["stabilized", { stopsDeathCountdown: true }, "stabilized creatures do not count down"],
    [
      "ambushed",
      { firstRoundActions: 1 },
      "Ambushed characters may only take 1 action at the beginning of the first round",
    ],
    ["ambusher", { firstRoundExtraActions: 1 }, "Ambushers gain 1 extra action for the first round"],
    ["overWatch", { initiativeBonusDice: 1 }, "gain a +1 bonus dice to initiative on the first turn of combat"],
    ["defending", { defensiveReactionDiscount: 2 }, "reducing the Vigor cost of defensive reactions … by 2"],
  ] as const)("%s has effects %j — %s", (id, effects, _seed) => {
    expect(BONUS_CONDITIONS[id].effects).toEqual(effects);
  });
});

import { describe, expect, it } from "vitest";
import { beatsDefense, resolveMelee } from "../../../../module/engine/rulesets/energy/attack/melee.ts";
import { hitsHelpless } from "../../../../module/engine/rulesets/energy/attack/outcome.ts";
import {
  missChance,
  missChanceModifier,
  rangedArmorHit,
  resolveRanged,
} from "../../../../module/engine/rulesets/energy/attack/ranged.ts";
import {
  attackEdge,
  checkEdge,
  defenseSetup,
  meleeAutoHit,
} from "../../../../module/engine/rulesets/energy/attack/situation.ts";
import { readAttackRoll } from "../../../../module/engine/rulesets/energy/dice/d20.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { actor, armor, withConditions } from "../fixtures.ts";

/** `defenseRoll` undefined: the target cannot roll (helpless). */
const melee = (face: number, defenseRoll: number | undefined, winsTies = false, precision = 0) =>
  resolveMelee({
    av: 17,
    combat: readAttackRoll(face, precision),
    ...(defenseRoll === undefined ? { helpless: true } : { defenseRoll }),
    defenderWinsTies: winsTies,
    armor: armor({ coverage: 12 }),
  });

describe("melee attacks", () => {
  it('"If the AV is greater than or equal to the Defense roll, the attack hits."', () => {
    expect(melee(10, 17).hit).toBe(true);
    expect(melee(10, 18).hit).toBe(false);
    expect(beatsDefense(17, 17, false)).toBe(true);
  });

  it('Defend: "You now win ties on your Defenses."', () => {
    expect(melee(10, 17, true).hit).toBe(false);
    expect(melee(10, 16, true).hit).toBe(true);
  });

  it("\"If your Combat roll is greater than or equal to the target's Armor Coverage, your attack doesn't hit the target's armor\"", () => {
    expect(melee(12, 10).armorHit).toBe(false);
    expect(melee(11, 10).armorHit).toBe(true);
    expect(melee(11, 30).armorHit).toBe(false);
  });

  it('20: "Critical Hit (You automatically hit the target, ignore their armor, and they are Exposed)"', () => {
    expect(melee(20, 40)).toEqual({
      hit: true,
      criticalHit: true,
      criticalFailure: false,
      armorHit: false,
      attackerExposed: false,
      targetExposed: true,
      decidedBy: "criticalHit",
    });
    expect(melee(19, 40, false, 1).criticalHit).toBe(true);
  });

  it('1: "Critical Failure. Your attack misses." and 1-3: "You become Exposed (until the end of the next Round)"', () => {
    expect(melee(1, 0)).toMatchObject({ hit: false, criticalFailure: true, attackerExposed: true });
    expect(melee(3, 0)).toMatchObject({ hit: true, attackerExposed: true });
  });

  it('"if a target is asleep or fully restrained they cannot roll Evasion, and any attacks against them automatically hit"', () => {
    expect(melee(5, undefined)).toMatchObject({ hit: true, decidedBy: "automatic", armorHit: true });
    // A natural 1 too: the attacker is still Exposed by it, the hit stands.
    expect(melee(1, undefined)).toMatchObject({ hit: true, decidedBy: "automatic", attackerExposed: true });
    expect(melee(20, undefined)).toMatchObject({ hit: true, criticalHit: true });
  });

  it('the world\'s helplessNaturalOneMisses variant keeps "Critical Failure. Your attack misses." against them', () => {
    const combat = readAttackRoll(1, 0);
    const against = { av: 17, combat, defenderWinsTies: false, helpless: true, helplessNaturalOneMisses: true };
    expect(resolveMelee(against)).toMatchObject({ hit: false, criticalFailure: true });
    expect(hitsHelpless(combat, true)).toBe(false);
    expect(hitsHelpless(combat, false)).toBe(true);
    expect(hitsHelpless(readAttackRoll(2, 0), true)).toBe(true);
  });

  it("a natural 1 against a target that could roll still misses when no Defense roll was made (it decided the attack)", () => {
    const decided = { av: 17, combat: readAttackRoll(1, 0), defenderWinsTies: false };
    expect(resolveMelee(decided)).toMatchObject({ hit: false, criticalFailure: true });
  });
});

describe("ranged attacks", () => {
  it('"Miss Chance Modifier = 8 – weapon Accuracy – Halved Dexterity Modifier"', () => {
    expect(missChanceModifier(2, 3)).toBe(5);
    expect(missChanceModifier(0, -1)).toBe(9);
  });

  it('"Miss Chance = Miss Chance Modifier + Target\'s Ranged Evasion roll + Situational Modifiers"', () => {
    const mc = missChance({
      accuracy: 2,
      dexterityModifier: 3,
      evasionRoll: 4,
      targetSize: "small",
      targetMovement: "evasive",
      nonLethalSteps: 1,
    });
    expect(mc.total).toBe(5 + 4 + 2 + 5 + 3);
    expect(mc.parts.map((p) => p.id)).toEqual(["modifier", "evasion", "size", "movement", "nonLethal"]);
    const still = missChance({ accuracy: 0, dexterityModifier: 0, targetSize: "huge", targetMovement: "none" });
    expect(still.total).toBe(8 - 4 - 5);
  });

  it('"a Hit roll … that must [be] greater than or equal to the Miss Chance to hit"', () => {
    const at = (face: number, mc: number, ties = false) =>
      resolveRanged({ hitRoll: readAttackRoll(face, 0, "hit"), missChance: mc, defenderWinsTies: ties }).hit;
    expect(at(12, 12)).toBe(true);
    expect(at(11, 12)).toBe(false);
    expect(at(12, 12, true)).toBe(false);
    expect(at(20, 30)).toBe(true);
    expect(at(1, -5)).toBe(false);
  });

  it('armor: "– AR if Hit Roll is less than AC" by default; setting: "greater than or equal to the target\'s Ranged AC"', () => {
    const a = armor({ coverage: 12, rangedCoverage: 10 });
    expect(rangedArmorHit(9, a)).toBe(true);
    expect(rangedArmorHit(10, a)).toBe(false);
    const other = { ...DEFAULT_ENERGY_OPTIONS, rangedArmor: "atOrAboveCoverage" as const };
    expect(rangedArmorHit(9, a, other)).toBe(false);
    expect(rangedArmorHit(10, a, other)).toBe(true);
    expect(rangedArmorHit(11, armor({ coverage: 12 }))).toBe(true);
  });
});

describe("who rolls what", () => {
  it('"If you are attacked from where you are not facing, you have Disadvantage on Evasion rolls and you use your Unarmed Evasion"', () => {
    const setup = defenseSetup(actor(), { ranged: false, fromBehind: true });
    expect(setup.kind).toBe("unarmedEvasion");
    expect(setup.edge.edge).toBe("disadvantage");
    expect(setup.shieldFacing).toBe(false);
    expect(defenseSetup(actor(), { ranged: true, fromBehind: false }).kind).toBe("rangedEvasion");
    expect(defenseSetup(actor(), { ranged: false, fromBehind: false }).kind).toBe("evasion");
  });

  it('"if a target is asleep or fully restrained they cannot roll Evasion"; a Restrained one "may still defend yourself"', () => {
    const situation = { ranged: false, fromBehind: false };
    expect(defenseSetup(withConditions(actor(), ["fullyRestrained"]), situation).rolls).toBe(false);
    expect(defenseSetup(withConditions(actor(), ["restrained"]), situation).rolls).toBe(true);
  });

  it('"If an attack doesn\'t specify a Defense to target, assume it is Evasion"; Fortitude and Will otherwise', () => {
    expect(defenseSetup(actor(), { ranged: false, fromBehind: true, targets: "fortitude" })).toMatchObject({
      kind: "fortitude",
      edge: { edge: "normal" },
    });
  });

  it.each([
    [["dazed"], "evasion", "disadvantage", "Dazed: Disadvantage on all your Defense rolls"],
    [["dazed"], "will", "disadvantage", "Dazed: Disadvantage on all your Defense rolls"],
    [["surprised"], "fortitude", "disadvantage", "While Surprised, you … have Disadvantage on your Defense rolls"],
    [["prone"], "evasion", "disadvantage", "Prone: You have Disadvantage on your Evasion rolls"],
    [["prone"], "fortitude", "normal", "Prone's Disadvantage is on Evasion rolls only"],
    [["blinded"], "evasion", "disadvantage", "Blinded: Disadvantage on all … Evasion rolls"],
    [["prone", "dazed"], "evasion", "disadvantage", "you can't have double Advantage or Disadvantage"],
  ] as const)("%j defending with %s: %s — %s", (conditions, targets, edge, _seed) => {
    const d = withConditions(actor(), conditions);
    expect(defenseSetup(d, { ranged: false, fromBehind: false, targets }).edge.edge).toBe(edge);
  });

  it("a maneuver's \"Advantage on their first Defense roll\" cancels a condition's Disadvantage", () => {
    const d = withConditions(actor(), ["prone"]);
    expect(defenseSetup(d, { ranged: false, fromBehind: false, maneuverAdvantage: true }).edge.edge).toBe("normal");
  });

  it('Trip: "If the target is moving during the attack, it has a Disadvantage on the Fortitude saving throw."', () => {
    expect(
      defenseSetup(actor(), { ranged: false, fromBehind: false, targets: "fortitude", movingVsTrip: true }).edge.edge,
    ).toBe("disadvantage");
  });

  it('checks: Dazed "Disadvantage on … Skill Checks"; Blinded "Skill Checks relying on sight"', () => {
    expect(checkEdge(withConditions(actor(), ["dazed"])).edge).toBe("disadvantage");
    expect(checkEdge(withConditions(actor(), ["blinded"])).edge).toBe("normal");
    expect(checkEdge(withConditions(actor(), ["blinded"]), true).edge).toBe("disadvantage");
    expect(checkEdge(withConditions(actor(), ["blinded", "dazed"]), true).sources).toHaveLength(2);
    expect(checkEdge(actor(), true).edge).toBe("normal");
  });

  it('Unconscious: "creatures may automatically hit you"; no Defense roll; Defending wins ties', () => {
    const out = actor({ unconscious: "sleep" });
    expect(meleeAutoHit(out)).toBe(true);
    expect(defenseSetup(out, { ranged: false, fromBehind: false }).rolls).toBe(false);
    expect(defenseSetup(withConditions(actor(), ["defending"]), { ranged: true, fromBehind: false }).winsTies).toBe(
      true,
    );
    expect(defenseSetup(actor(), { ranged: false, fromBehind: false, unaware: true }).rolls).toBe(false);
  });

  it('Restrained: "you are not fully incapacitated so you may still defend yourself from attacks"', () => {
    expect(defenseSetup(withConditions(actor(), ["restrained"]), { ranged: false, fromBehind: false }).rolls).toBe(
      true,
    );
  });

  it('the attacker: Dazed and Blinded give "Disadvantage on all … Attack rolls"; range gives Advantage or Disadvantage', () => {
    expect(attackEdge(actor(), "advantage").edge).toBe("advantage");
    expect(attackEdge(actor(), "disadvantage").edge).toBe("disadvantage");
    expect(attackEdge(withConditions(actor(), ["dazed"])).edge).toBe("disadvantage");
    expect(attackEdge(withConditions(actor(), ["blinded"]), "advantage").edge).toBe("normal");
  });
});

import { describe, expect, it } from "vitest";
import { squareFootprint } from "../../../module/engine/core/geometry/footprint.ts";
import type { ScenePair } from "../../../module/foundry/canvas/pair.ts";
import {
  applyMomentumHit,
  hitFacts,
  rolledParts,
  momentumDamagePlan,
} from "../../../module/foundry/rulesets/momentum/attack/damage.ts";
import { planMomentumAttack } from "../../../module/foundry/rulesets/momentum/attack/plan.ts";
import { abilityAttack, weaponAttack } from "../../../module/foundry/rulesets/momentum/attack/source.ts";
import { momentumSceneSituation } from "../../../module/foundry/rulesets/momentum/canvas/situation.ts";
import { NO_GEAR, toMomentumActor } from "../../../module/foundry/rulesets/momentum/sources.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../module/engine/rulesets/momentum/options.ts";
import type { TargetRow } from "../../../module/foundry/chat/attack-card/data.ts";
import type { RollResult } from "../../../module/engine/core/dice/result.ts";
import { ax, warrior } from "./sources.ts";

const options = DEFAULT_MOMENTUM_OPTIONS;
const token = (col: number) => ({
  id: `t${String(col)}`,
  rect: { x: col * 100, y: 0, width: 100, height: 100 },
  centre: { x: col * 100 + 50, y: 50 },
  footprint: squareFootprint(col, 0, 1),
  heading: 0,
});
function pair(distance: number, fraction = 0, clearPath = true): ScenePair {
  const cover = { fraction, lines: 4, blocked: Math.round(fraction * 4), walls: fraction > 0 ? 1 : 0, tokens: 0 };
  return {
    attacker: token(0),
    target: token(distance),
    spaces: distance,
    distance,
    unit: "m",
    cover,
    clearPath,
    visibility: undefined,
  };
}
const bow = weaponAttack({
  ...ax,
  name: "Bow",
  data: { ...ax.data, reach: "ranged", range: 30, primary: "dexterity", secondary: "strength" },
});

const party = (statuses: string[] = []) => ({ id: "Actor.a", actor: toMomentumActor(warrior, NO_GEAR, statuses) });
const target = (statuses: string[] = []) => ({
  id: "Actor.t",
  actor: toMomentumActor(warrior, NO_GEAR, statuses),
  gear: NO_GEAR,
});

describe("momentum attack plans", () => {
  it('"Attack rolls against you have disadvantage" (Defend): shown as a locked row, rolled with two d20', () => {
    const plan = planMomentumAttack(party(), weaponAttack(ax), target(["defending"]), {}, {}, options);
    expect(plan.request.groups[0]).toMatchObject({ faces: 20, edge: "disadvantage" });
    expect(plan.modifiers?.filter((m) => m.locked).map((m) => m.effect.key)).toEqual([
      "FRAY.Momentum.Modifier.effect.disadvantage",
    ]);
    // Hit bonus +5 against Evasion 17: a 12 or more, both dice: (9/20)².
    expect(plan.hitChance).toBeCloseTo((9 / 20) ** 2, 10);
  });

  it('half cover "+2 Evasion against all ranged attacks", and "ignore cover" in melee', () => {
    const ranged = planMomentumAttack(party(), bow, target(), { halfCover: true }, {}, options);
    expect(ranged.against).toBe(19);
    const melee = planMomentumAttack(party(), weaponAttack(ax), target(), { halfCover: true }, {}, options);
    expect(melee.against).toBe(17);
    expect(melee.modifiers?.map((m) => m.id)).toEqual(["nonLethal"]);
  });

  it('"you attack with disadvantage if you are within melee range of an enemy" (ranged attacks only)', () => {
    const plan = planMomentumAttack(party(), bow, target(), { enemyInMelee: true }, {}, options);
    expect(plan.request.groups[0]?.edge).toBe("disadvantage");
  });

  it("an Ability names the target's DR or attacks with the Archetype's Stats; one with no roll is no attack", () => {
    const data = {
      tier: 2,
      ap: 2,
      wp: 1,
      delivery: "defenseRoll",
      defenseRoll: "will",
      range: 10,
      damage: [],
      ignoreArmor: 0,
      maneuver: false,
      forcedMovement: { kind: "none", metres: 0 },
    } as const;
    expect(abilityAttack({ id: "a", name: "Hex", data })?.defenseRoll).toBe("will");
    expect(abilityAttack({ id: "e", name: "Light", data: { ...data, delivery: "effect" } })).toBeUndefined();
    const bolt = abilityAttack({ id: "b", name: "Bolt", data: { ...data, delivery: "attack" } });
    expect(bolt?.ranged).toBe(true);
    expect(bolt?.hitBonus(toMomentumActor(warrior, NO_GEAR, []).creature).map((p) => p.value)).toEqual([4, 1]);
  });
});

describe("momentum damage from the card row", () => {
  /** A row as far as the damage reads it: its stored attack (unreadable here: no critical) and its choices. */
  const row = (armorType: string): TargetRow =>
    ({
      attack: { request: {}, roll: {} },
      situation: { choices: { nonLethal: true }, distance: null },
      taken: [{ stepId: "armorType", choice: armorType, requestId: "r1" }],
    }) as unknown as TargetRow;

  it("no row: a plain hit; the row's non-lethal toggle and armor-type choice (a known type only) are read back", () => {
    expect(hitFacts(undefined, options)).toEqual({ critical: false, nonLethal: false });
    const plan = momentumDamagePlan(weaponAttack(ax), { critical: false, nonLethal: true });
    expect(plan.request.groups.map((g) => [g.id, g.count, g.faces, g.negative ?? false])).toEqual([
      ["damage:0", 1, 8, false],
      ["nonLethal", 1, 4, true],
    ]);
    expect(hitFacts(row("heat"), options)).toEqual({ critical: false, nonLethal: true, armorFrom: "heat" });
    expect(hitFacts(row("fire"), options)).toEqual({ critical: false, nonLethal: true });
  });

  it("a GM's changed total is shared between the types by their part, the rest to the first", () => {
    const plan = momentumDamagePlan(
      {
        ...weaponAttack(ax),
        components: [
          { type: "physical", dice: [{ count: 1, faces: 6 }], source: "Torch" },
          { type: "heat", dice: [{ count: 1, faces: 6 }], source: "Torch" },
        ],
      },
      { critical: false, nonLethal: false },
    );
    const result = {
      label: "Torch: damage",
      total: 5,
      groups: [
        { id: "damage:0", signed: 6, total: 6 },
        { id: "damage:1", signed: 4, total: 4 },
      ],
    } as unknown as RollResult;
    expect(rolledParts(plan, result)).toEqual({ physical: 3, heat: 2 });
    expect(rolledParts(plan, { ...result, total: 10 })).toEqual({ physical: 6, heat: 4 });
  });

  it('non-lethal damage never starts Bleeding: "A creature does not start bleeding … with non-lethal damage"', () => {
    const low = toMomentumActor({ ...warrior, vitality: { value: 3, max: 20 } }, NO_GEAR, []);
    const result = {
      label: "Ax",
      total: 8,
      groups: [{ id: "damage:0", signed: 8, total: 8 }],
    } as unknown as RollResult;
    const lethal = applyMomentumHit(low, weaponAttack(ax), { critical: false, nonLethal: false }, result, 1, options);
    expect(lethal.events.map((e) => e.kind)).toContain("bleeding");
    const spared = applyMomentumHit(low, weaponAttack(ax), { critical: false, nonLethal: true }, result, 1, options);
    expect(spared.events.map((e) => e.kind)).not.toContain("bleeding");
  });
});

describe("Holy damage on the card (decision 122)", () => {
  const mace = weaponAttack({
    ...ax,
    name: "Blessed Mace",
    data: { ...ax.data, damage: [{ type: "holy", count: 1, faces: 8, flat: 0 }] },
  });
  const low = toMomentumActor({ ...warrior, vitality: { value: 3, max: 20 } }, NO_GEAR, []);
  const result = {
    label: "Mace",
    total: 8,
    groups: [{ id: "damage:0", signed: 8, total: 8 }],
  } as unknown as RollResult;
  const events = (facts: Parameters<typeof applyMomentumHit>[2]) =>
    applyMomentumHit(low, mace, facts, result, 1, options).events.map((e) => e.kind);

  it('"Holy damage is non-lethal against biological creatures … unless the one dealing the damage wishes to do so"', () => {
    expect(events({ critical: false, nonLethal: false })).not.toContain("bleeding");
    expect(events({ critical: false, nonLethal: false, lethalHoly: true })).toContain("bleeding");
  });

  it("the toggle is offered only on an attack that deals Holy damage, and is read back from the row", () => {
    const ids = (source: typeof mace) => planMomentumAttack(party(), source, target(), {}, {}, options).modifiers;
    expect(ids(mace)?.map((m) => m.id)).toEqual(["nonLethal", "lethalHoly"]);
    expect(ids(weaponAttack(ax))?.map((m) => m.id)).toEqual(["nonLethal"]);
    const row = { attack: null, situation: { choices: { lethalHoly: true }, distance: null } } as unknown as TargetRow;
    expect(hitFacts(row, options)).toEqual({ critical: false, nonLethal: false, lethalHoly: true });
  });
});

describe("the climbed creature attacks its climber (decision 121)", () => {
  it('Climb: "The target gains disadvantage if it tries to attack you": with the toggle, against a Climbing target', () => {
    const plain = planMomentumAttack(party(), weaponAttack(ax), target(["climbing"]), {}, {}, options);
    expect(plain.request.groups[0]?.edge).toBe("normal");
    expect(plain.modifiers?.map((m) => m.id)).toEqual(["nonLethal", "climbingOnMe"]);
    const climbed = planMomentumAttack(
      party(),
      weaponAttack(ax),
      target(["climbing"]),
      { climbingOnMe: true },
      {},
      options,
    );
    expect(climbed.request.groups[0]?.edge).toBe("disadvantage");
    expect(climbed.hitChance).toBeCloseTo((9 / 20) ** 2, 10);
  });

  it("a target that is not Climbing: no toggle, and a forged choice changes nothing", () => {
    const plan = planMomentumAttack(party(), weaponAttack(ax), target(), { climbingOnMe: true }, {}, options);
    expect(plan.request.groups[0]?.edge).toBe("normal");
    expect(plan.modifiers?.map((m) => m.id)).toEqual(["nonLethal"]);
  });

  it('"You occupy a space that is also occupied by the target": a Climbing target 0 m away sets the default', () => {
    const sharing = momentumSceneSituation(pair(0), weaponAttack(ax), { name: "Rat", climbing: true });
    expect(sharing.defaults).toEqual({ climbingOnMe: true });
    expect(sharing.reasons["climbingOnMe"]).toEqual({
      key: "FRAY.Momentum.Modifier.reason.climbingOnMe",
      data: { name: "Rat" },
    });
    expect(momentumSceneSituation(pair(1), weaponAttack(ax), { name: "Rat", climbing: true }).defaults).toEqual({});
  });
});

const BRUTE = { name: "Brute", climbing: false };

describe("momentum scene situation", () => {
  it('"Melee attacks have a base range of 1 m": 2 m away is out of reach; a wall between refuses', () => {
    expect(momentumSceneSituation(pair(1), weaponAttack(ax), BRUTE).refusal).toBeUndefined();
    expect(momentumSceneSituation(pair(2), weaponAttack(ax), BRUTE).refusal?.refused).toBe(
      "FRAY.Canvas.Refusal.outOfReach",
    );
    expect(momentumSceneSituation(pair(1, 0, false), weaponAttack(ax), BRUTE).refusal?.refused).toBe(
      "FRAY.Canvas.Refusal.noClearPath",
    );
  });

  it("ranged: beyond the range refused, full cover untargetable, half cover and an adjacent target as defaults", () => {
    expect(momentumSceneSituation(pair(31), bow, BRUTE).refusal?.refused).toBe("FRAY.Canvas.Refusal.outOfRange");
    expect(momentumSceneSituation(pair(10, 1), bow, BRUTE).refusal?.refused).toBe("FRAY.Canvas.Refusal.noLineOfSight");
    expect(momentumSceneSituation(pair(10, 0.5), bow, BRUTE).defaults).toEqual({ halfCover: true });
    expect(momentumSceneSituation(pair(1), bow, BRUTE).defaults).toEqual({ enemyInMelee: true });
  });

  it('"Standing behind a creature … also gives you half cover": bodies alone never make full cover (decision 124)', () => {
    const bodies = (walls: number): ScenePair => ({
      ...pair(10, 1),
      cover: { fraction: 1, lines: 4, blocked: 4, walls, tokens: 1 },
    });
    expect(momentumSceneSituation(bodies(0), bow, BRUTE).defaults).toEqual({ halfCover: true });
    expect(momentumSceneSituation(bodies(1), bow, BRUTE).refusal?.refused).toBe("FRAY.Canvas.Refusal.noLineOfSight");
  });
});

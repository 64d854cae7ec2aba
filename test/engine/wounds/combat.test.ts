import { describe, expect, it } from "vitest";
import { point } from "../../../module/engine/core/geometry/shapes.ts";
import {
  attackModifiers,
  attackModifierTotal,
} from "../../../module/engine/rulesets/wounds/combat/attack-modifiers.ts";
import { coverFromFraction, lowWallCover } from "../../../module/engine/rulesets/wounds/combat/cover.ts";
import {
  canThreaten,
  flankingPair,
  isFlanked,
  type FlankCandidate,
} from "../../../module/engine/rulesets/wounds/combat/flanking.ts";
import { ignoreCreature, stopIgnoring } from "../../../module/engine/rulesets/wounds/combat/ignore.ts";
import { baseDefense } from "../../../module/engine/rulesets/wounds/defense/defenses.ts";
import { defenseAgainst } from "../../../module/engine/rulesets/wounds/defense/situational.ts";
import { actor, combatant, creature, withConditions } from "./fixtures.ts";

describe("Modifiers to Attack", () => {
  it('"Attack penalties for cover and prone or crouching targets do not stack; only the higher penalty applies."', () => {
    const parts = attackModifiers({ ranged: true, posture: "prone", cover: "cover1/2", flanked: false });
    expect(attackModifierTotal(parts)).toBe(-3);
    expect(parts.find((p) => p.id === "cover1/2")?.applied).toBe(false);
  });
  it('"Penalties and bonuses do stack.": melee against a prone target behind 1/2 cover', () => {
    expect(
      attackModifierTotal(attackModifiers({ ranged: false, posture: "prone", cover: "cover1/2", flanked: false })),
    ).toBe(1);
    expect(
      attackModifierTotal(attackModifiers({ ranged: true, posture: "crouching", cover: "cover3/4", flanked: true })),
    ).toBe(-1);
  });
  it('"All attacks coming from the ignored creatures are considered rear attacks and gain double the normal flanking bonus"', () => {
    const parts = attackModifiers({ ranged: false, posture: "standing", flanked: true, ignoredAttacker: true });
    expect(attackModifierTotal(parts)).toBe(4);
    expect(attackModifierTotal(attackModifiers({ ranged: false, posture: "standing", flanked: true }))).toBe(2);
  });
});

describe("flanking", () => {
  const foe = (id: string, x: number, y: number, extra: Partial<FlankCandidate> = {}): FlankCandidate => ({
    id,
    position: point(x, y),
    hostile: true,
    canAttack: true,
    ignoring: [],
    ...extra,
  });
  const target = { id: "t", centre: point(0, 0), ignoring: [] as string[] };
  it('"at least a 120-degree separation between any two of the surrounding creatures from the center of the target\'s space"', () => {
    expect(isFlanked(target, [foe("a", 1, 0), foe("b", -1, 0)])).toBe(true);
    expect(isFlanked(target, [foe("a", 1, 0), foe("b", 0, 1)])).toBe(false);
    expect(flankingPair(target, [foe("a", 1, 0), foe("b", 0, 1), foe("c", -1, -1)])).toEqual(["a", "c"]);
  });
  it('"hostile creatures … capable of attacking the target with their currently equipped weapons"', () => {
    expect(isFlanked(target, [foe("a", 1, 0), foe("b", -1, 0, { canAttack: false })])).toBe(false);
    expect(isFlanked(target, [foe("a", 1, 0), foe("b", -1, 0, { hostile: false })])).toBe(false);
    expect(canThreaten({ ranged: true, firstIncrement: 10 }, 10)).toBe(true);
    expect(canThreaten({ ranged: true, firstIncrement: 10 }, 11)).toBe(false);
    expect(canThreaten({ ranged: false, reach: 1 }, 2)).toBe(false);
  });
  it('"those creatures are ignored when determining whether or not you are flanked. Likewise, you cannot contribute to flanking an ignored creature."', () => {
    expect(isFlanked({ ...target, ignoring: ["b"] }, [foe("a", 1, 0), foe("b", -1, 0)])).toBe(false);
    expect(isFlanked(target, [foe("a", 1, 0), foe("b", -1, 0, { ignoring: ["t"] })])).toBe(false);
  });
  it('"At any time on your turn or as a free reaction when you first become flanked … You can choose to stop ignoring a creature on your turn."', () => {
    const ignored = ignoreCreature(combatant(0), "a", "firstFlanked");
    expect(ignored.ok && ignored.state.ignoring).toEqual(["a"]);
    expect(ignoreCreature(combatant(0), "a", "other").ok).toBe(false);
    if (!ignored.ok) return;
    expect(stopIgnoring(ignored.state, "a", false).ok).toBe(false);
    const stopped = stopIgnoring(ignored.state, "a", true);
    expect(stopped.ok && stopped.state.ignoring).toEqual([]);
  });
});

describe("cover from sight lines", () => {
  it('"1/4 cover … 9/10 cover (arrow slit)" from the blocked fraction; all lines blocked is no line of sight', () => {
    expect([0, 0.25, 0.5, 0.75, 0.9, 1].map((f) => coverFromFraction(f))).toEqual([
      "none",
      "cover1/4",
      "cover1/2",
      "cover3/4",
      "cover9/10",
      "noLineOfSight",
    ]);
  });
  it('"dropping behind a low wall can increase the effective level of cover"', () => {
    expect(lowWallCover("cover1/2", "crouching", true)).toBe("cover3/4");
    expect(lowWallCover(undefined, "prone", true)).toBe("cover1/4");
    expect(lowWallCover("cover9/10", "prone", true)).toBe("cover9/10");
    expect(lowWallCover("cover1/2", "standing", true)).toBe("cover1/2");
  });
});

describe("Defenses", () => {
  const c = creature({
    attributes: { speed: 2, reason: 1, strength: 3, dexterity: 2, vitality: 1, persona: -1 },
    size: 1,
    skills: { Athletics: 4, Reflex: 3, Resistance: 2 },
    specializations: {
      "Athletics/Power": 1,
      "Reflex/Agility": 2,
      "Resistance/Fortitude": 1,
      "Resistance/Willpower": 3,
    },
  });
  const blocks = [
    { id: "sword", label: "Sword", value: 1, defensive: false },
    { id: "shield", label: "Shield", value: 2, defensive: true },
  ];
  it.each([
    ["melee", 10 - 1 + 2 + 1 + 1 + 2, "Melee Defense: 10 - Size + Speed + Reason + all weapon block bonuses"],
    ["ranged", 10 - 1 + 2 + 1 + 2, "Ranged Defense: 10 - Size + Speed + Reason + defensive weapon block bonuses"],
    ["immobile", 5 - 1, "Immobile Defense: 5 - Size"],
    ["power", 10 + 3 + 1 + 4 + 1, "Power Defense: 10 + Strength + Size + Athletics + Power specialization"],
    ["agility", 10 + 2 - 1 + 3 + 2, "Agility Defense: 10 + Dexterity - Size + Reflex + Agility specialization"],
    ["fortitude", 10 + 1 + 2 + 1, "Fortitude Defense: 10 + Vitality + Resistance + Fortitude specialization"],
    ["willpower", 10 - 1 + 2 + 3, "Willpower Defense: 10 + Persona + Resistance + Willpower specialization"],
  ] as const)("%s = %i: %s", (kind, total, _seed) => {
    const d = baseDefense(kind, c, blocks);
    expect(d.total).toBe(total);
    expect(d.parts.reduce((s, p) => s + p.value, 0)).toBe(total);
  });
  it('"If Speed + Reason is less than -5, use -5 instead."', () => {
    const slow = creature({ attributes: { speed: -6, reason: -2 } });
    expect(baseDefense("melee", slow).total).toBe(5);
  });
  it('"If an effect immobilizes you, you replace your melee, ranged, and Agility defenses with your immobile defense."', () => {
    const held = withConditions(actor(c), ["immobile"]);
    expect(defenseAgainst(held, { targets: "melee", blocks }).total).toBe(4);
    expect(defenseAgainst(held, { targets: "agility" }).total).toBe(4);
    expect(defenseAgainst(held, { targets: "power" }).total).toBe(19);
    expect(defenseAgainst(actor(c), { targets: "ranged", underwater: true }).total).toBe(4);
  });
  it('Defend: "replace your melee and/or ranged defenses with your Power, Agility, Fortitude, or Willpower defense, or … gain a +2 bonus"', () => {
    const defending = withConditions(actor(c), ["defending"]);
    expect(defenseAgainst(defending, { targets: "melee", blocks, defendChoice: "power" }).total).toBe(19);
    expect(defenseAgainst(defending, { targets: "melee", blocks, defendChoice: "bonus" }).total).toBe(17);
    expect(defenseAgainst(actor(c), { targets: "melee", blocks, defendChoice: "bonus" }).total).toBe(15);
  });
  it('Distract ("-2 penalty to attack and defense") and a shared space ("-2 penalty to all attacks and melee and ranged defenses")', () => {
    const both = withConditions(actor(c), ["distracted", "sharingSpace"]);
    expect(defenseAgainst(both, { targets: "ranged", blocks }).total).toBe(10);
    expect(defenseAgainst(both, { targets: "willpower" }).total).toBe(14);
  });
  it('mounted: "+1 bonus to melee defense … against any opponents of a size smaller than your mount"', () => {
    expect(defenseAgainst(actor(c), { targets: "melee", blocks, mountedAdvantage: true }).total).toBe(16);
    expect(defenseAgainst(actor(c), { targets: "ranged", blocks, mountedAdvantage: true }).total).toBe(14);
  });
});

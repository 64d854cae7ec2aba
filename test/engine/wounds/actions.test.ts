import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { isActive, NO_CONDITIONS } from "../../../module/engine/core/conditions/state.ts";
import {
  canCling,
  dragAfterWalk,
  dragRequest,
  dragYards,
  escapeGrapple,
  escapePin,
  interposeRequest,
  pin,
  pinRequest,
  startGrapple,
  whyCannotGrapple,
} from "../../../module/engine/rulesets/wounds/actions/grapple.ts";
import {
  applyHinder,
  hinderAttackRequest,
  hinderOpposition,
  hinderSucceeds,
  shoveYards,
} from "../../../module/engine/rulesets/wounds/actions/hinder.ts";
import {
  enterSpaceRequest,
  leaveSpace,
  shareSpace,
  whyCannotEnterSpace,
} from "../../../module/engine/rulesets/wounds/actions/occupied.ts";
import { createOpening, defenseAgainstRebuff } from "../../../module/engine/rulesets/wounds/actions/opening.ts";
import {
  clingTriggered,
  harryTriggered,
  interposeTriggered,
  rebuffTriggered,
} from "../../../module/engine/rulesets/wounds/actions/triggers.ts";
import {
  SHARED_SPACE_MOVEMENT_FACTOR,
  sharedSpaceMoveFactors,
} from "../../../module/engine/rulesets/wounds/actions/occupied.ts";
import { terrainYards } from "../../../module/engine/rulesets/wounds/movement/terrain.ts";
import { conditionsInForce, postureOf } from "../../../module/engine/rulesets/wounds/status.ts";
import { actor, combatant, creature } from "./fixtures.ts";

const mods = (r: { modifiers: readonly { source: string; value: number }[] }) =>
  r.modifiers.map((m) => [m.source, m.value]);

describe("grappling", () => {
  it('Grapple: "You cannot target a creature whose size is 5 or more greater or smaller than yours" with "any weapon that has a reach of 0"', () => {
    expect(whyCannotGrapple({ attackerSize: 0, targetSize: 4, weaponReach: 0 })).toBeUndefined();
    expect(whyCannotGrapple({ attackerSize: 0, targetSize: 5, weaponReach: 0 })?.code).toBe("sizeDifference");
    expect(whyCannotGrapple({ attackerSize: 0, targetSize: 0, weaponReach: 1 })?.code).toBe("reachNotZero");
    expect(whyCannotGrapple({ attackerSize: 0, targetSize: 0, weaponReach: 0, formPrevents: true })?.code).toBe(
      "formPreventsGrapple",
    );
  });
  it('"If the attack hits, you deal no damage but instead both you and the target are grappling each other."', () => {
    expect(isActive(startGrapple(NO_CONDITIONS, 1), "grappling")).toBe(true);
  });
  it('Drag: "against the highest Power defense of all opponents grappling you, with a -2 penalty for each opponent beyond the first"', () => {
    const r = dragRequest(creature(), [12, 15, 9]);
    expect(r.target?.value).toBe(15);
    expect(mods(r)).toContainEqual(["Extra opponents", -4]);
  });
  it('Drag won: "you can spend up to 4 AP on movement … moving all others involved in the grapple with you" — the yards 4 AP buy', () => {
    const still = { doubled: false, bonus: 0, checkUsed: false };
    expect(dragYards(9, still)).toBe(9);
    expect(dragYards(9, { ...still, doubled: true })).toBe(18);
    expect(dragYards(9, { ...still, bonus: 2 })).toBe(11);
  });
  it('Drag: "up to 4 AP on movement" — a walk within the yards left carries the grapple and spends them; a longer one carries nobody', () => {
    expect(dragAfterWalk(9, 3)).toBe(6);
    expect(dragAfterWalk(6, 6)).toBe(0);
    expect(dragAfterWalk(6, 7)).toBeUndefined();
    expect(dragAfterWalk(0, 1)).toBeUndefined();
    expect(dragAfterWalk(6, 0)).toBeUndefined();
  });
  it('Pin: "a Power check at a -2 penalty against the higher of the target\'s Power or Agility defense"', () => {
    const r = pinRequest(creature(), 11, 13);
    expect(r.target?.value).toBe(13);
    expect(mods(r)).toContainEqual(["Pin", -2]);
  });
  it('pinned: "helpless and immobile until it succeeds on an Escape attempt … which ends the pin but not the grapple"', () => {
    const pinned = pin(NO_CONDITIONS, 1);
    const inForce = conditionsInForce(actor(creature(), pinned));
    expect(["pinned", "helpless", "immobile", "grappling"].every((id) => inForce.has(id))).toBe(true);
    const escaped = escapePin(pinned);
    expect(isActive(escaped, "pinned")).toBe(false);
    expect(isActive(escaped, "grappling")).toBe(true);
    expect(isActive(escapeGrapple(pinned), "grappling")).toBe(false);
  });
  it('Interpose: "If the target is not pinned, you have a -2 penalty on this check."', () => {
    expect(mods(interposeRequest(creature(), "agility", 12, 14, false))).toContainEqual(["Target not pinned", -2]);
    expect(interposeRequest(creature(), "power", 12, 14, true).target?.value).toBe(14);
  });
  it('Cling: "by spending 15 points from your check result" one can move 1 yard with the target and reduce its movement by 1 yard', () => {
    expect(canCling(15, 1, 1)).toBe(true);
    expect(canCling(14, 1, 1)).toBe(false);
    expect(canCling(10, 2, 0)).toBe(true);
    expect(canCling(9, 0, 1)).toBe(false);
  });
});

describe("Enter Occupied Space", () => {
  it('"a space occupied by another creature whose size is less than 5 larger or smaller than yours"', () => {
    expect(whyCannotEnterSpace(0, 4)).toBeUndefined();
    expect(whyCannotEnterSpace(0, -5)?.code).toBe("sizeDifference");
    expect(enterSpaceRequest(creature(), "power", 12, 15).target?.value).toBe(15);
  });
  it('"both you and the target take a -2 penalty to all attacks and melee and ranged defenses"', () => {
    const shared = shareSpace(NO_CONDITIONS, 1, "foe");
    expect(isActive(shared, "sharingSpace")).toBe(true);
    expect(isActive(leaveSpace(shared, "foe"), "sharingSpace")).toBe(false);
  });
});

describe("Hinder", () => {
  const c = creature({ attributes: { persona: 2, strength: 1 }, skills: { Deception: 3 } });
  it('"make the associated standard check": combat checks stay wild, Deception is standard', () => {
    expect(hinderAttackRequest(c, "trip").groups[0]?.explode).toBeDefined();
    const distract = hinderAttackRequest(c, "distract");
    expect(distract.groups[0]?.explode).toBeUndefined();
    expect(mods(distract)).toContainEqual(["Deception", 3]);
  });
  it('the defender\'s side: "Power or Agility defense", or a rolled check', () => {
    expect(hinderOpposition(creature(), { kind: "defense", defense: "power" })).toEqual({ kind: "defense", value: 10 });
    expect(hinderOpposition(creature(), { kind: "skillCheck", notation: "Prc [Deception]" }).kind).toBe("check");
    expect(hinderSucceeds(10, { kind: "defense", value: 10 })).toBe(true);
    expect(hinderSucceeds(10, { kind: "check", total: 10 })).toBe(true);
    expect(
      hinderSucceeds(10, { kind: "check", total: 10 }, { ...DEFAULT_WOUNDS_OPTIONS, opposedTies: "defender" }),
    ).toBe(false);
  });
  it('effects: disarm "drops one item", distract "-2 … until the end of the round", shove "1 yard plus up to one third of your margin", trip "knocked prone"', () => {
    expect(applyHinder(actor(), "disarm", 0, 1).effect).toEqual({ kind: "drops" });
    const distracted = applyHinder(actor(), "distract", 0, 2).actor;
    expect(distracted.conditions.active["distracted"]?.applications[0]?.expiry).toEqual({ kind: "roundEnd", round: 2 });
    expect([0, 2, 3, 7].map(shoveYards)).toEqual([1, 1, 2, 3]);
    expect(postureOf(applyHinder(actor(), "trip", 0, 1).actor)).toBe("prone");
  });
});

describe("Create an Opening", () => {
  it('"You can use the result in place of your Defense against any rebuff reaction made by the target for the rest of the turn."', () => {
    const opened = createOpening(combatant(0), "foe", 16);
    expect(defenseAgainstRebuff(opened, "foe", 12)).toBe(16);
    expect(defenseAgainstRebuff(opened, "foe", 18)).toBe(18);
    expect(defenseAgainstRebuff(opened, "other", 12)).toBe(12);
  });
});

describe("reaction triggers", () => {
  it('Rebuff: "A creature you can see attempts to approach closer than your weapon\'s optimal reach."', () => {
    expect(rebuffTriggered(true, 3, 2, 3)).toBe(true);
    expect(rebuffTriggered(true, 3, 3, 3)).toBe(false);
    expect(rebuffTriggered(false, 3, 1, 3)).toBe(false);
    expect(rebuffTriggered(true, 1, 2, 3)).toBe(false);
  });
  it('Harry: "A creature within reach of your melee weapon attempts to make a ranged weapon attack or check."', () => {
    expect(harryTriggered(1, 1, true)).toBe(true);
    expect(harryTriggered(2, 1, true)).toBe(false);
    expect(harryTriggered(1, 1, false)).toBe(false);
  });
  it('Cling: "A target you are grappling is about to move out of reach."; Interpose: "makes an attack against you while you are grappling"', () => {
    expect(clingTriggered(true, 1, 0)).toBe(true);
    expect(clingTriggered(false, 1, 0)).toBe(false);
    expect(interposeTriggered(true, true, true)).toBe(true);
    expect(interposeTriggered(true, true, false)).toBe(false);
  });
  it('sharing a space: "Further movement within their space costs double the normal movement."', () => {
    expect(terrainYards(2, [SHARED_SPACE_MOVEMENT_FACTOR])).toBe(4);
    expect(terrainYards(2, sharedSpaceMoveFactors(true))).toBe(4);
    expect(terrainYards(2, sharedSpaceMoveFactors(false))).toBe(2);
  });
});

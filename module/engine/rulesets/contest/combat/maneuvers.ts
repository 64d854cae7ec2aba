/**
 * Maneuvers: "Whenever the outcome of a combat roll is a critical win, the winner can attempt a maneuver against the
 * loser as part of the attack." Which maneuvers are open, the loser's test against them ("*Size Matters"), and what
 * they do. A maneuver is part of the attack: it costs no AP and is not an attack of its own.
 */
import type { FlatModifier, Sourced } from "../../../core/dice/request.ts";
import type { ContestActor } from "../creature.ts";
import { DEFAULT_TEST_MECHANIC, type TestMechanic } from "../dice/mechanic.ts";
import { planTest, type TestPlan } from "../dice/test.ts";
import type { Checked, ContestRefusal } from "../refusal.ts";
import { MANEUVER_IDS, MANEUVER_TABLE, type ManeuverId } from "../tables/maneuvers.ts";
import { SKILL_LABELS, type ContestSkill } from "../tables/skills.ts";
import { sizeEffect } from "../tables/sizes.ts";
import type { AttackProfile } from "./attack.ts";
import { attributeModifier, type GoverningAttribute } from "./attribute.ts";
import { conditionModifiers, merge, NOTHING, type Gathered } from "./modifiers.ts";
import { DEFAULT_CONTEST_COMBAT_OPTIONS, type ContestCombatOptions } from "./options.ts";

export interface ManeuverSituation {
  /** Who won the critical: the winner maneuvers against the other side. */
  readonly winner: "attacker" | "defender";
  readonly attack: AttackProfile;
  /** Bash: "You must be wielding a shield or heavy weapon". */
  readonly winnerWieldsShieldOrHeavyWeapon: boolean;
  /** The loser is within the winner's melee reach. */
  readonly loserWithinReach: boolean;
}

export function maneuverRefusal(
  id: ManeuverId,
  situation: ManeuverSituation,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
): ContestRefusal | undefined {
  const row = MANEUVER_TABLE[id];
  const no = (message: string): ContestRefusal => ({ code: "maneuverNotAllowed", message });
  if (row.needsShieldOrHeavyWeapon && !situation.winnerWieldsShieldOrHeavyWeapon) {
    return no(`${row.label} needs a shield or heavy weapon.`);
  }
  // "Must be used as part of a Strike": the winner's own Strike, so only an attacker who struck.
  if (row.strikeOnly && (situation.winner !== "attacker" || situation.attack.kind !== "strike")) {
    return no(`${row.label} must be used as part of a Strike.`);
  }
  if (row.needsReach && options.bodyManeuversNeedReach && !situation.loserWithinReach) {
    return no(`${row.label} needs the foe within reach.`);
  }
  return undefined;
}

export function availableManeuvers(
  situation: ManeuverSituation,
  options: ContestCombatOptions = DEFAULT_CONTEST_COMBAT_OPTIONS,
): readonly ManeuverId[] {
  return MANEUVER_IDS.filter((id) => maneuverRefusal(id, situation, options) === undefined);
}

export interface ResistTestInput {
  readonly maneuver: ManeuverId;
  readonly winner: ContestActor;
  readonly loser: ContestActor;
  /** The skill the loser resists with, among the maneuver's ("an Athletics or Sleight of Hand test"). */
  readonly skill: ContestSkill;
  readonly skillValue: number;
  readonly attribute: GoverningAttribute;
  /** Disarm: "It the item is a weapon held with two hands or a shield, the test is made with a boon." */
  readonly itemTwoHandedOrShield?: boolean;
  readonly extra?: {
    readonly modifiers?: readonly FlatModifier[];
    readonly boons?: readonly Sourced[];
    readonly banes?: readonly Sourced[];
  };
}

/** "*Size Matters": the loser's test against a maneuver marked with an asterisk. */
export function sizeModifiers(maneuver: ManeuverId, winner: ContestActor, loser: ContestActor): Gathered {
  if (!MANEUVER_TABLE[maneuver].sizeMatters) return NOTHING;
  switch (sizeEffect(winner.creature.size, loser.creature.size)) {
    case "autoPass":
      return { ...NOTHING, automatic: { outcome: "pass", source: "Size: more than one size larger" } };
    case "boon":
      return { ...NOTHING, boons: [{ source: "Size: one size larger" }] };
    case "none":
      return NOTHING;
    case "bane":
      return { ...NOTHING, banes: [{ source: "Size: one size smaller" }] };
    case "autoFail":
      return { ...NOTHING, automatic: { outcome: "fail", source: "Size: more than one size smaller" } };
  }
}

/** The loser's test against the maneuver; refused for a maneuver the loser makes no test against. */
export function resistTest(input: ResistTestInput, mechanic: TestMechanic = DEFAULT_TEST_MECHANIC): Checked<TestPlan> {
  const row = MANEUVER_TABLE[input.maneuver];
  if (!row.resist.includes(input.skill)) {
    const skills = row.resist.map((s) => SKILL_LABELS[s]).join(" or ");
    const message = skills === "" ? `${row.label} is not resisted.` : `${row.label} is resisted with ${skills}.`;
    return { ok: false, reason: { code: "maneuverNotAllowed", message } };
  }
  const item: Gathered =
    input.maneuver === "disarm" && input.itemTwoHandedOrShield === true
      ? { ...NOTHING, boons: [{ source: "Two-handed weapon or shield" }] }
      : NOTHING;
  const gathered = merge(
    sizeModifiers(input.maneuver, input.winner, input.loser),
    item,
    conditionModifiers(input.loser, { skill: input.skill, role: "other" }),
    { modifiers: input.extra?.modifiers ?? [], boons: input.extra?.boons ?? [], banes: input.extra?.banes ?? [] },
  );
  const plan = planTest(
    {
      label: `${SKILL_LABELS[input.skill]} vs ${row.label}`,
      skill: { source: SKILL_LABELS[input.skill], value: input.skillValue },
      attribute: attributeModifier(input.attribute),
      ...gathered,
    },
    mechanic,
  );
  return { ok: true, value: plan };
}

/** Feint's own test: "provided you pass a Deception test" (rolled when the maneuver is made). */
export function feintTest(
  feinter: ContestActor,
  skillValue: number,
  attribute: GoverningAttribute,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): TestPlan {
  return planTest(
    {
      label: "Deception (Feint)",
      skill: { source: SKILL_LABELS.deception, value: skillValue },
      attribute: attributeModifier(attribute),
      ...conditionModifiers(feinter, { skill: "deception", role: "other" }),
    },
    mechanic,
  );
}

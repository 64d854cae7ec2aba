/**
 * The combat roll planned from documents: the Strike's test, each defense the target may choose with its test, and
 * the exact odds of every outcome for each choice ("The manner of defense is decided before the attacker rolls", so
 * the defender sees them before choosing and the attacker before rolling). Plain sources in, engine plans out; the
 * card's steps and the sheet call it. No Foundry globals.
 */
import type { AttackProfile } from "../../../engine/rulesets/contest/combat/attack.ts";
import { attackTest } from "../../../engine/rulesets/contest/combat/attack.ts";
import { allowedDefenses, defenseTest } from "../../../engine/rulesets/contest/combat/defense.ts";
import type { Training } from "../../../engine/rulesets/contest/combat/modifiers.ts";
import type { ContestActor } from "../../../engine/rulesets/contest/creature.ts";
import { d20Mechanic, type TestMechanic } from "../../../engine/rulesets/contest/dice/mechanic.ts";
import { combatOdds, type CombatOdds } from "../../../engine/rulesets/contest/dice/odds.ts";
import type { TestPlan } from "../../../engine/rulesets/contest/dice/test.ts";
import { DEFAULT_CONTEST_OPTIONS, type ContestOptions } from "../../../engine/rulesets/contest/options.ts";
import { whyCannotReact } from "../../../engine/rulesets/contest/economy/capability.ts";
import type { Checked } from "../../../engine/rulesets/contest/refusal.ts";
import { armorTraining, bestStyle, styleTraining } from "../../../engine/rulesets/contest/style/training.ts";
import type { FightingStyle } from "../../../engine/rulesets/contest/style/styles.ts";
import type { CoverLevel } from "../../../engine/rulesets/contest/tables/cover.ts";
import {
  DEFENSE_TABLE,
  type DefenseChoice,
  type DefenseKind,
} from "../../../engine/rulesets/contest/tables/defenses.ts";
import type { ContestAttribute } from "../../../engine/rulesets/contest/tables/skills.ts";
import {
  equippedShield,
  loadoutOf,
  toContestActor,
  toFightingStyles,
  type ContestCreatureSource,
  type ContestGearSources,
  type ContestWeaponSource,
  type Named,
} from "./sources.ts";

/** One side of the roll as its documents stand now. */
export interface Combatant {
  readonly source: ContestCreatureSource;
  readonly gear: ContestGearSources;
  readonly statuses: Iterable<string>;
}

/** What the attacker declared: the weapon (none: unarmed fighting), the style and the governing attribute. */
export interface StrikeDeclaration {
  readonly weapon?: Named<ContestWeaponSource>;
  /** Index of the Fighting Style used; default the engine's best for what is in hand. */
  readonly style?: number;
  /** Melee only (ranged and thrown must use Agility); default the higher of Strength and Agility. */
  readonly attribute?: "strength" | "agility";
}

/** The canvas and the card's situation: flanking, cover, a Feint's boon, whether the target saw it coming. */
export interface StrikeSituation {
  readonly flanked?: boolean;
  readonly cover?: CoverLevel;
  readonly feint?: boolean;
  /** "can defend against the attack if it is aware of it"; default true. */
  readonly aware?: boolean;
}

const UNARMED: AttackProfile = { kind: "strike", delivery: "melee" };

export function strikeProfile(weapon: Named<ContestWeaponSource> | undefined): AttackProfile {
  return weapon ? { kind: "strike", delivery: weapon.data.delivery } : UNARMED;
}

function higher(source: ContestCreatureSource, ids: readonly ContestAttribute[]): ContestAttribute {
  return [...ids].sort((a, b) => source.attributes[b] - source.attributes[a])[0] ?? "strength";
}

function styleFor(side: Combatant, index: number | undefined): FightingStyle | undefined {
  const styles = toFightingStyles(side.source);
  return index === undefined ? bestStyle(styles, loadoutOf(side.gear)) : styles[index];
}

function governing(side: Combatant, id: ContestAttribute) {
  return { id, value: side.source.attributes[id] };
}

function mechanicOf(options: ContestOptions): TestMechanic {
  return d20Mechanic(options.test);
}

/** A creature with no Fighting Style tests as with an empty one: rank 0, trained in nothing but no armor. */
const NO_STYLE: FightingStyle = { name: "", rank: 0, gear: [] };

/** A Fighting Style test's skill, label and training with this style. */
function styleSkill(side: Combatant, style: FightingStyle | undefined) {
  const training: Training = styleTraining(style ?? NO_STYLE, loadoutOf(side.gear));
  return style ? { skill: style.rank, skillLabel: style.name, training } : { skill: 0, training };
}

/** The Strike's test parts before the situation: the style's rank and training, the governing attribute. */
export function strikeParts(attacker: Combatant, declared: StrikeDeclaration): AttackParts {
  const attack = strikeProfile(declared.weapon);
  const attribute: ContestAttribute =
    declared.attribute ?? (attack.delivery === "melee" ? higher(attacker.source, ["strength", "agility"]) : "agility");
  return { ...styleSkill(attacker, styleFor(attacker, declared.style)), attribute: governing(attacker, attribute) };
}

/** A test's parts before the situation: the skill's rank (and label), its training, the governing attribute. */
export interface AttackParts {
  readonly skill: number;
  readonly skillLabel?: string;
  readonly training?: Training;
  readonly attribute: { readonly id: ContestAttribute; readonly value: number };
}

/** The attacker's test for any attack (a Strike, a spell, an attacking feature) from its parts and the situation. */
export function planAttackTest(
  attacker: Combatant,
  target: Combatant,
  attack: AttackProfile,
  parts: AttackParts,
  label: string | undefined,
  situation: StrikeSituation,
  options: ContestOptions = DEFAULT_CONTEST_OPTIONS,
): Checked<TestPlan> {
  return attackTest(
    {
      attack,
      attacker: toContestActor(attacker.source, attacker.statuses),
      target: toContestActor(target.source, target.statuses),
      ...parts,
      ...(situation.flanked === true ? { flanked: true } : {}),
      ...(situation.cover ? { cover: situation.cover } : {}),
      ...(situation.feint === true ? { feint: true } : {}),
      ...(label === undefined ? {} : { label }),
    },
    options.combat,
    mechanicOf(options),
  );
}

export function planStrike(
  attacker: Combatant,
  target: Combatant,
  declared: StrikeDeclaration,
  situation: StrikeSituation,
  options: ContestOptions = DEFAULT_CONTEST_OPTIONS,
): Checked<TestPlan> {
  const attack = strikeProfile(declared.weapon);
  const parts = strikeParts(attacker, declared);
  return planAttackTest(attacker, target, attack, parts, declared.weapon?.name, situation, options);
}

/** The skill, attribute and training each defense tests (Block and Parry: a Fighting Style; Dodge; Focus). */
export function defenseSkill(defender: Combatant, kind: DefenseKind) {
  const src = defender.source;
  switch (kind) {
    case "block":
      return { ...styleSkill(defender, styleFor(defender, undefined)), attribute: governing(defender, "strength") };
    case "parry":
      return {
        ...styleSkill(defender, styleFor(defender, undefined)),
        attribute: governing(defender, higher(src, ["strength", "agility"])),
      };
    case "dodge":
      return {
        skill: src.skills.dodge.rank,
        attribute: governing(defender, src.skills.dodge.attribute),
        training: armorTraining(toFightingStyles(src), loadoutOf(defender.gear).armor),
      };
    case "withstand":
      return { skill: src.skills.focus.rank, attribute: governing(defender, src.skills.focus.attribute) };
  }
}

function defenderFacts(defender: Combatant, situation: StrikeSituation) {
  return { aware: situation.aware !== false, wieldingShield: equippedShield(defender.gear) !== undefined };
}

export function planDefense(
  defender: Combatant,
  attack: AttackProfile,
  kind: DefenseKind,
  situation: StrikeSituation,
  options: ContestOptions = DEFAULT_CONTEST_OPTIONS,
): Checked<TestPlan> {
  return defenseTest(
    {
      defense: kind,
      attack,
      defender: toContestActor(defender.source, defender.statuses),
      facts: defenderFacts(defender, situation),
      ...defenseSkill(defender, kind),
      ...(situation.cover ? { cover: situation.cover } : {}),
    },
    options.combat,
    mechanicOf(options),
  );
}

/** One choice the defender has, with its test (none: no roll, an automatic failure) and the odds of each outcome. */
export interface DefenseOption {
  readonly choice: DefenseChoice;
  readonly plan?: TestPlan;
  readonly odds: CombatOdds;
}

/**
 * Every defense open to this defender against this Strike, then "none", each with the exact odds of each outcome. A
 * defender who cannot react (Incapacitated, Surprised) or did not see it coming has only "none".
 */
export function defenseOptions(
  attackPlan: TestPlan,
  attack: AttackProfile,
  defender: Combatant,
  situation: StrikeSituation,
  options: ContestOptions = DEFAULT_CONTEST_OPTIONS,
): readonly DefenseOption[] {
  const mechanic = mechanicOf(options);
  const none: DefenseOption = { choice: "none", odds: combatOdds(attackPlan, undefined, false, mechanic) };
  if (whyCannotReact(engineActor(defender))) return [none];
  const open = allowedDefenses(attack, defenderFacts(defender, situation)).flatMap((kind): DefenseOption[] => {
    const plan = planDefense(defender, attack, kind, situation, options);
    if (!plan.ok) return [];
    return [
      {
        choice: kind,
        plan: plan.value,
        odds: combatOdds(attackPlan, plan.value, DEFENSE_TABLE[kind].blocksOnBothPass, mechanic),
      },
    ];
  });
  return [...open, none];
}

/** The defender's actor as the engine reads it (for the economy's reaction gate and the resolution). */
export function engineActor(side: Combatant): ContestActor {
  return toContestActor(side.source, side.statuses);
}

/**
 * The `contest` room's part of the encounter-odds tool: a creature as it stands now (Health, statuses, gear) as the
 * engine's simulation fighter (`engine/rulesets/contest/sim/`). Its Strikes and defenses are the card's
 * (combat-roll.ts: the best Fighting Style for what is in hand, the higher of Strength and Agility in melee), its
 * protection the damage step's (damage.ts). The balance script builds its fighters through `contestFighter` too.
 */
import type { AttackProfile } from "../../../../engine/rulesets/contest/combat/attack.ts";
import type {
  ContestFighterSpec,
  ContestSimAttack,
  ContestSimTest,
} from "../../../../engine/rulesets/contest/sim/fighter.ts";
import { DEFENSE_KINDS, type DefenseKind } from "../../../../engine/rulesets/contest/tables/defenses.ts";
import { abilityParts, abilityProfile } from "../ability-attack.ts";
import { defenseSkill, strikeParts, type Combatant } from "../combat-roll.ts";
import { initiativeRoller } from "../combat/initiative.ts";
import { UNARMED_DAMAGE } from "../damage.ts";
import {
  armorSources,
  equippedShield,
  toContestActor,
  type ContestAbilitySource,
  type ContestCreatureSource,
  type ContestGearSources,
  type ContestRoller,
  type ContestWeaponSource,
  type Named,
} from "../sources.ts";

interface TestParts {
  readonly skill: number;
  readonly skillLabel?: string;
  readonly attribute: { readonly id: string; readonly value: number };
  readonly training?: { readonly untrainedWeapon: boolean; readonly untrainedArmor: boolean };
}

/** A test's parts copied out of the stored data: the fighter crosses to a worker by structured clone. */
function plainTest(parts: TestParts): ContestSimTest {
  return {
    skill: parts.skill,
    ...(parts.skillLabel === undefined ? {} : { skillLabel: parts.skillLabel }),
    attribute: { id: parts.attribute.id, value: parts.attribute.value },
    ...(parts.training === undefined ? {} : { training: { ...parts.training } }),
  };
}

function weaponAttack(side: Combatant, weapon: Named<ContestWeaponSource> | undefined): ContestSimAttack {
  const test = plainTest(strikeParts(side, weapon ? { weapon } : {}));
  if (!weapon) {
    const { count, faces, bonus, type, source } = UNARMED_DAMAGE;
    const attack: AttackProfile = { kind: "strike", delivery: "melee" };
    return { name: source, source: "weapon", attack, test, damage: { count, faces, bonus }, damageType: type, ap: 1 };
  }
  const d = weapon.data;
  return {
    name: weapon.name,
    source: "weapon",
    attack: { kind: "strike", delivery: d.delivery },
    test,
    damage: { count: d.damage.count, faces: d.damage.faces, bonus: d.damage.bonus },
    damageType: d.damageType,
    ap: d.ap,
  };
}

/**
 * An ability with the Attack trait. A spell makes a Sorcery test ("Spell Attacks. Make a Sorcery test"), with the
 * untrained-armor bane as Sorcery takes it; a feature (a breath, a spit) is rolled as a Strike with the creature's
 * best Fighting Style, Agility at range (docs/rules/contest.md decision 124). Its own list of defenses replaces
 * the rule's when it gives one.
 */
function abilityAttack(side: Combatant, ability: Named<ContestAbilitySource>): ContestSimAttack {
  const d = ability.data;
  const attack = abilityProfile(d);
  const test = plainTest(abilityParts(side, d));
  return {
    name: ability.name,
    source: "ability",
    attack,
    test,
    damage: { count: d.damage.count, faces: d.damage.faces, bonus: d.damage.bonus },
    damageType: d.damageType,
    ap: d.ap,
  };
}

/**
 * The fighter for a creature's stored system, statuses, gear and abilities: a Strike with each equipped weapon
 * (unarmed fighting with none and no attacking ability), each ability with the Attack trait, every defense it could
 * make (Block only with a shield in hand; which are open against an attack is the engine's to say), its AR sources
 * and shield.
 */
export function contestFighter(
  id: string,
  name: string,
  source: ContestCreatureSource,
  statuses: Iterable<string>,
  gear: ContestGearSources,
  abilities: readonly Named<ContestAbilitySource>[],
  roller: ContestRoller,
): ContestFighterSpec {
  const held = [...statuses];
  const side: Combatant = { source, gear, statuses: held };
  const weapons = gear.weapons.filter((w) => w.data.equipped).map((w) => weaponAttack(side, w));
  const spells = abilities.filter((a) => a.data.attack).map((a) => abilityAttack(side, a));
  const attacks = weapons.length + spells.length === 0 ? [weaponAttack(side, undefined)] : [...weapons, ...spells];
  const shield = equippedShield(gear);
  const defenses: Partial<Record<DefenseKind, ContestSimTest>> = {};
  for (const kind of DEFENSE_KINDS)
    if (kind !== "block" || shield) defenses[kind] = plainTest(defenseSkill(side, kind));
  const choice = source.armorChoice;
  return {
    id,
    name,
    actor: toContestActor(source, held),
    initiative: initiativeRoller(roller, source),
    attacks,
    defenses,
    armor: armorSources(gear).map((a) => ({ ...a })),
    ...(choice === "" ? {} : { chosenArmor: choice }),
    ...(shield ? { shield: { label: shield.name, blockRating: shield.data.blockRating } } : {}),
  };
}

/**
 * The `momentum` room's part of the encounter-odds tool: an actor as it stands now (Vitality, WP, statuses, gear) as
 * the engine's simulation fighter (`engine/rulesets/momentum/sim/`). The balance script builds its fighters from pack
 * sources through `momentumFighter` too, so both read a creature the same way, and the attacks are the ones the
 * sheet's attack buttons make (attack/source.ts).
 */
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import type { MomentumFighterSpec, MomentumSimAttack } from "../../../../engine/rulesets/momentum/sim/fighter.ts";
import { findMomentumAction } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { abilityAttack, weaponAttack, type MomentumAttackSource } from "../attack/source.ts";
import { toMomentumActor, wornGear, type MomentumCreatureSource, type MomentumGearSources } from "../sources.ts";

/** "Attack | 2 | You can make one weapon attack." */
const ATTACK_AP = findMomentumAction("attack")?.cost["ap"] ?? 2;

function simAttack(source: MomentumAttackSource, actor: MomentumActor, ap: number, wp: number): MomentumSimAttack {
  return {
    name: source.name,
    ranged: source.ranged,
    attack: source.attack,
    components: source.components,
    ...(source.defenseRoll === undefined ? {} : { defenseRoll: source.defenseRoll }),
    hitBonus: source.hitBonus(actor.creature),
    ap,
    wp,
  };
}

/**
 * The actor's creature as plain data: the conversion shares the stored objects (Stats, Skill Levels …), which on a
 * document are the data model's; the fighter crosses to a worker by structured clone, so it owns copies.
 */
function plainActor(actor: MomentumActor): MomentumActor {
  const c = actor.creature;
  return {
    conditions: actor.conditions,
    creature: {
      ...c,
      stats: { ...c.stats },
      skills: { ...c.skills },
      archetype: { ...c.archetype },
      vitality: { ...c.vitality },
      ...(c.affinities === undefined ? {} : { affinities: { ...c.affinities } }),
    },
  };
}

/**
 * The fighter for a creature's stored system, statuses and gear: every equipped weapon (the Attack action) and every
 * Ability that attacks or is resisted (at its AP and WP); undefined when it has none of them (nothing to fight with).
 */
export function momentumFighter(
  id: string,
  name: string,
  source: MomentumCreatureSource,
  statuses: Iterable<string>,
  gear: MomentumGearSources,
): MomentumFighterSpec | undefined {
  const actor = plainActor(toMomentumActor(source, gear, statuses));
  const attacks = [
    ...gear.weapons.filter((w) => w.data.equipped).map((w) => simAttack(weaponAttack(w), actor, ATTACK_AP, 0)),
    ...gear.abilities.flatMap((a) => {
      const made = abilityAttack(a);
      return made ? [simAttack(made, actor, a.data.ap, a.data.wp)] : [];
    }),
  ];
  if (attacks.length === 0) return undefined;
  return {
    id,
    name,
    actor,
    evasionBonuses: wornGear(gear).evasionBonuses.map((b) => ({ ...b })),
    attacks,
    wp: source.wp.value,
  };
}

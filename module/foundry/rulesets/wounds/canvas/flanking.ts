/**
 * Flanking read from the tokens around a target (seed 004): "When two or more hostile creatures are surrounding a
 * target, that target becomes flanked as long as there is at least a 120-degree separation between any two of the
 * surrounding creatures from the center of the target's space and those creatures are capable of attacking the
 * target with their currently equipped weapons and within the first range increment if using ranged weapons."
 * "Ignoring Your Flank": ignored creatures "are ignored when determining whether or not you are flanked. Likewise,
 * you cannot contribute to flanking an ignored creature", and "All attacks coming from the ignored creatures are
 * considered rear attacks".
 *
 * Every rule is the engine's (combat/flanking.ts: `flankingPair`, `canThreaten`); this file reads the documents
 * (docs/rules/wounds.md decisions 108–109): hostility is the tokens' dispositions (friendly against hostile), a
 * creature can attack when it can act (the engine's `whyCannotAct`) and one of its equipped weapons reaches the
 * target as the attack itself would (a melee weapon's reach across no wall; a ranged weapon's first increment with a
 * line of sight), and the ignored creatures are the combatants listed on the fighting combatant (`ignoring`). A token
 * the GM has hidden is not on the battlefield and flanks nobody (decision 185).
 */
import { coverFromFraction } from "../../../../engine/rulesets/wounds/combat/cover.ts";
import { canThreaten, flankingPair, type FlankCandidate } from "../../../../engine/rulesets/wounds/combat/flanking.ts";
import { whyCannotAct } from "../../../../engine/rulesets/wounds/economy/capability.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import { onBattlefield } from "../../../canvas/on-battlefield.ts";
import { readPair } from "../../../canvas/situate.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { woundsActorView, woundsWeaponOf } from "../documents.ts";
import { toWoundsActor } from "../sources.ts";
import { meleeReach, type FlankReading } from "./situation.ts";

/**
 * v13 `CONST.TOKEN_DISPOSITIONS` FRIENDLY and HOSTILE (foundryvtt.com/api/variables/CONST.TOKEN_DISPOSITIONS.html),
 * as values: the canvas reading also runs where `CONST` is not a global (the self-check's fake world, the tests).
 */
const FRIENDLY = 1;
const HOSTILE = -1;

/** Friendly against hostile: a neutral or secret token is nobody's foe. */
export function hostile(a: number, b: number): boolean {
  return (a === FRIENDLY && b === HOSTILE) || (a === HOSTILE && b === FRIENDLY);
}

/** The id a creature is known by in the ignore lists: its combatant's, else its token's. */
function creatureId(token: TokenDocument.Implementation, opponent: Actor.Implementation): string {
  const combatant = token.actor ? fightingCombatant(token.actor, opponent) : undefined;
  return combatant?.id ?? token.id ?? "";
}

function ignoringOf(token: TokenDocument.Implementation, opponent: Actor.Implementation): readonly string[] {
  const combatant = token.actor ? fightingCombatant(token.actor, opponent) : undefined;
  return (combatant ? woundsStateOf(combatant)?.ignoring : undefined) ?? [];
}

/** Can any equipped weapon of `actor` attack across `pair` (its attacker the flanker, its target the target)? */
function threatens(actor: Actor.Implementation, pair: ScenePair, options: WoundsOptions): boolean {
  const seen = coverFromFraction(pair.cover.fraction, options) !== "noLineOfSight";
  return actor.items.contents.some((item) => {
    const weapon = woundsWeaponOf(item)?.data;
    if (!weapon?.equipped) return false;
    if (weapon.kind === "ranged")
      return seen && canThreaten({ ranged: true, firstIncrement: weapon.range }, pair.distance);
    return pair.clearPath && canThreaten({ ranged: false, reach: meleeReach(weapon) }, pair.distance);
  });
}

/** `token` as a flanking candidate around `target`, or undefined when it is no `wounds` creature on that scene. */
function candidate(
  token: TokenDocument.Implementation,
  target: TokenDocument.Implementation,
  targetActor: Actor.Implementation,
  options: WoundsOptions,
): (FlankCandidate & { readonly name: string }) | undefined {
  const actor = token.actor;
  const view = actor ? woundsActorView(actor) : undefined;
  const pair = readPair("wounds", token, target);
  if (!actor || !view || !pair) return undefined;
  const able = whyCannotAct(toWoundsActor(view.source, view.statuses), "standardAttack") === undefined;
  return {
    id: creatureId(token, targetActor),
    name: actor.name,
    position: pair.attacker.centre,
    hostile: hostile(token.disposition, target.disposition),
    canAttack: able && threatens(actor, pair, options),
    ignoring: ignoringOf(token, targetActor),
  };
}

/** Who flanks `target` on its scene, and whether it ignores `attacker` (the attacker's token on that scene). */
export function readFlanking(
  target: TokenDocument.Implementation,
  attacker: TokenDocument.Implementation,
  options: WoundsOptions,
): FlankReading {
  const scene = target.parent;
  const targetActor = target.actor;
  if (!scene || !targetActor) return { flankedBy: undefined, attackerIgnored: false };
  const centre = readPair("wounds", attacker, target)?.target.centre;
  const others = scene.tokens.contents.flatMap((token) => {
    if (token.id === target.id || !onBattlefield(token)) return [];
    const read = candidate(token, target, targetActor, options);
    return read ? [read] : [];
  });
  const ignoring = ignoringOf(target, targetActor);
  const pair = centre ? flankingPair({ id: creatureId(target, targetActor), centre, ignoring }, others) : undefined;
  const nameOf = (id: string): string => others.find((o) => o.id === id)?.name ?? "";
  return {
    flankedBy: pair ? [nameOf(pair[0]), nameOf(pair[1])] : undefined,
    attackerIgnored: ignoring.includes(creatureId(attacker, targetActor)),
  };
}

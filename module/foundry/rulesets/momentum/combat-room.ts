/**
 * The `momentum` room of the attack loop: documents in, engine procedures, document updates out. Every rule is the
 * engine's (dice/attack.ts, dice/attack-edges.ts, defense/evasion.ts, dice/damage.ts, damage/apply.ts); this file
 * only maps. There is no defender roll against an attack ("Your attack hits if you roll at least the same amount as
 * the Evasion of your target"), so the attack roll settles every row; a resisted Ability's row waits on the target's
 * Defense Roll (attack/defense-roll.ts). The AP are not spent here: the flow spends what `attackSpend` names.
 */
import { activeIds } from "../../../engine/core/conditions/state.ts";
import type { ArcSpec } from "../../../engine/core/geometry/facing.ts";
import { isObject } from "../../../engine/rulesets/momentum/creature.ts";
import { NATURAL_CRITICAL, NATURAL_MISS, resolveAttack } from "../../../engine/rulesets/momentum/dice/attack.ts";
import { naturalRoll } from "../../../engine/rulesets/momentum/dice/d20.ts";
import { resolveDefenseRoll } from "../../../engine/rulesets/momentum/dice/defense-roll.ts";
import type { Outcome, TargetRow } from "../../chat/attack-card/data.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { tookTheHit } from "../../procedure/steps/may-defend.ts";
import type { CardWording, CombatRoom, Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { collisionOccupantDamage } from "./attack/collision-occupant.ts";
import { applyMomentumHit, dealsDamage, hitFacts, momentumDamagePlan } from "./attack/damage.ts";
import { creatureUpdate, damageBreakdown, damageSummary, dealtStatuses } from "./attack/damage-update.ts";
import { declaredDefenseRoll, targetDefenseRoll } from "./attack/defense-roll.ts";
import { attackSourceOf } from "./attack/item-source.ts";
import { maneuverAction, maneuverRows, maneuversOf } from "./attack/maneuver.ts";
import { planMomentumAttack } from "./attack/plan.ts";
import { MOMENTUM_ROLL_EXTRA, withMomentumExtra } from "./attack/roll-extra.ts";
import { coverPair } from "./canvas/cover-bodies.ts";
import { leanedPairs, leanOf } from "./canvas/lean.ts";
import { momentumSceneSituation } from "./canvas/situation.ts";
import { useAbilityAction } from "./combat/ability-use.ts";
import { WEAPON_ATTACK } from "./combat/spend.ts";
import { momentumAbilityOf, momentumActorView } from "./documents.ts";
import { withStoredHidden } from "./effects/hidden-from.ts";
import { momentumOptions } from "./rule-variants.ts";
import { toMomentumActor } from "./sources.ts";

const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;
const NOT_MOMENTUM: Refusal = { refused: `${REFUSAL}.notMomentum` };
const NOT_AN_ATTACK: Refusal = { refused: `${REFUSAL}.notAnAttack` };
const NEEDS_TARGET: Refusal = { refused: `${REFUSAL}.needsTarget` };
/** There is no defender roll to plan: "no defender roll" is the seed's whole attack. */
const NO_DEFENSE_ROLL: Refusal = { refused: `${REFUSAL}.noDefenseRoll` };
const OBJECTS_FAIL: Refusal = { refused: `${REFUSAL}.objectsFail` };
const NO_DAMAGE: Refusal = { refused: `${REFUSAL}.noDamage` };

const CARD = `${I18N_ROOT}.Momentum.Card`;
const ATTACK_WORDING = { attack: `${CARD}.attack`, attackHidden: `${CARD}.attackHidden`, defense: `${CARD}.defense` };
const RESISTED_WORDING = {
  attack: `${CARD}.power`,
  attackHidden: `${CARD}.powerHidden`,
  defense: `${CARD}.defense`,
};

/** A row of a resisted Ability: its first roll is the DR Power declared, not an attack roll. */
export function isResistedRow(row: TargetRow): boolean {
  const first = readStoredRoll(row.attack);
  return first !== undefined && declaredDefenseRoll(first) !== undefined;
}

const wording = (row: TargetRow): Omit<CardWording, "forRow"> =>
  isResistedRow(row) ? RESISTED_WORDING : ATTACK_WORDING;

/**
 * A resisted Ability's row is stored a hit ("They succeed on their DR if they roll at least as high as the DR Power")
 * until the target's Defense Roll, so while that roll may still turn it the card shows it pending, not "Hit" (decision
 * 163): not once the target rolled or chose to fail its DR ("A creature can choose to fail their own DR"), the damage
 * was applied regardless, or the hit is certain (an object: "Objects automatically fail all DR").
 */
function shownOutcome(row: TargetRow): Outcome {
  const awaitsRoll =
    row.outcome === "hit" &&
    row.hitChance < 1 &&
    isResistedRow(row) &&
    row.defense.status === "none" &&
    !tookTheHit(row) &&
    (row.damage.status === "none" || row.damage.status === "rolled");
  return awaitsRoll ? "pending" : row.outcome;
}

/** Facing plays no part in the seed: every direction is the front. */
const ALL_AROUND: ArcSpec = { frontUpTo: 180, rearBeyond: 180 };

export const MOMENTUM_COMBAT_ROOM: CombatRoom = {
  cardWording: { ...ATTACK_WORDING, forRow: wording, shownOutcome },

  /** "If you roll a natural 20 when you attack, you perform a critical hit"; "a critical miss if you roll a natural 1". */
  attackMark(attack) {
    if (declaredDefenseRoll(attack)) return undefined;
    const natural = naturalRoll(attack);
    return natural === NATURAL_CRITICAL ? "critical" : natural === NATURAL_MISS ? "fumble" : undefined;
  },

  rollExtra: MOMENTUM_ROLL_EXTRA,

  planAttack(attacker, item, target, choices = {}, scene, extra = null) {
    const a = momentumActorView(attacker);
    if (!a) return NOT_MOMENTUM;
    // The scene's readings are defaults: a choice made in the dialog wins over them.
    const chosen = { ...scene?.defaults, ...choices };
    const source = attackSourceOf(item, chosen);
    if (!source) return NOT_AN_ATTACK;
    if (scene?.refusal) return scene.refusal;
    if (!target) return NEEDS_TARGET;
    const t = momentumActorView(target);
    if (!t) return NOT_MOMENTUM;
    const attacking = toMomentumActor(a.source, a.gear, a.statuses);
    // "While you are hidden, you have advantage on all of your attacks": Hidden as the relation the engine reads
    // (effects/hidden-from.ts); a Hidden set by hand hides from this target.
    const conditions = withStoredHidden(attacker, attacking.conditions, [target.uuid], 0);
    const plan = planMomentumAttack(
      { id: attacker.uuid, actor: { ...attacking, conditions } },
      source,
      { id: target.uuid, actor: toMomentumActor(t.source, t.gear, t.statuses), gear: t.gear },
      chosen,
      scene?.reasons ?? {},
      momentumOptions(),
    );
    // A weapon attack may have one of the attacker's Maneuvers added to it (attack/maneuver.ts).
    const maneuvers = source.attack.kind === "ability" ? [] : maneuverRows(maneuversOf(a.gear), chosen);
    const offered = { ...plan, modifiers: [...(plan.modifiers ?? []), ...maneuvers] };
    return withMomentumExtra(source, offered, extra, momentumOptions());
  },

  /**
   * A weapon attack is one of the Attack action's ("You can make one weapon attack", taking the action first when
   * none is left this turn); an Ability costs the AP and WP it states ("Use Ability", rules page decisions 41 and
   * 100), named by its item so the GM reads both from the actor's own item.
   */
  attackSpend(_attacker, item, choices) {
    const ability = momentumAbilityOf(item);
    if (ability) return { action: useAbilityAction(ability.id) };
    const maneuver = attackSourceOf(item, choices)?.maneuver;
    return { action: maneuver ? maneuverAction(maneuver.id) : WEAPON_ATTACK };
  },

  facing: ALL_AROUND,

  sceneSituation(pair, attacker, item, target, tokens) {
    const source = momentumActorView(attacker) ? attackSourceOf(item) : undefined;
    if (!source) return { defaults: {}, reasons: {}, distance: pair.distance, refusal: NOT_MOMENTUM };
    const climbing = momentumActorView(target)?.statuses.has("climbing") ?? false;
    // Leaning out of full cover is read for ranged attacks (decision 125), from the leans of the combat they fight in.
    const leans =
      source.ranged && tokens
        ? leanedPairs(tokens, {
            attacker: leanOf(fightingCombatant(attacker, target)),
            target: leanOf(fightingCombatant(target, attacker)),
          })
        : {};
    // A ranged attack's cover counts only the bodies that may cover the target by size (decision 138).
    const covered = source.ranged && tokens ? (coverPair(tokens) ?? pair) : pair;
    return momentumSceneSituation(covered, source, { name: target.name, climbing }, leans);
  },

  /** An attack is settled by its roll; a resisted Ability lands unless the target's DR succeeds. */
  resolve(attack, defense) {
    if (declaredDefenseRoll(attack)) return defense && resolveDefenseRoll(defense).success ? "miss" : "hit";
    return resolveAttack(attack, {}, momentumOptions()).hit ? "hit" : "miss";
  },

  /** Only a resisted Ability has a defense roll: the target's DR against the DR Power the row stored. */
  planDefense(defender, attack, _ownTurn, made) {
    const kind = declaredDefenseRoll(attack);
    if (!kind) return NO_DEFENSE_ROLL;
    const d = momentumActorView(defender);
    if (!d) return NOT_MOMENTUM;
    const actor = toMomentumActor(d.source, d.gear, d.statuses);
    if (isObject(actor.creature)) return OBJECTS_FAIL;
    // The row's half cover, as the attack was planned with it (the canvas' default or the dialog's toggle).
    const halfCover = made.situation?.choices["halfCover"] === true;
    return { request: targetDefenseRoll(actor, kind, made.against, halfCover, momentumOptions()), payment: {} };
  },

  planDamage(attacker, item, row) {
    const source = momentumActorView(attacker) ? attackSourceOf(item, row?.situation?.choices) : undefined;
    if (!source) return NOT_MOMENTUM;
    // An Ability with no damage line has no damage to roll (decision 160): the card closes its damage step.
    if (!dealsDamage(source)) return NO_DAMAGE;
    return momentumDamagePlan(source, hitFacts(row, momentumOptions())).request;
  },

  applyDamage(target, attacker, damage) {
    const t = momentumActorView(target);
    const source = attacker.item ? attackSourceOf(attacker.item, attacker.row?.situation?.choices) : undefined;
    if (!t || !source) return NOT_MOMENTUM;
    const options = momentumOptions();
    const facts = hitFacts(attacker.row, options);
    const before = toMomentumActor(t.source, t.gear, t.statuses);
    const round = fightingCombatant(target)?.parent?.round ?? 0;
    const outcome = applyMomentumHit(before, source, facts, damage, round, options);
    const occupant = collisionOccupantDamage(attacker.item?.parent, target, attacker.row, round, options);
    const summary = damageSummary(outcome, facts, source);
    return {
      system: creatureUpdate(outcome),
      items: [],
      summary: occupant ? `${summary} · ${occupant.line}` : summary,
      breakdown: damageBreakdown(damage.total, outcome, facts.critical),
      statuses: dealtStatuses(activeIds(before.conditions), outcome),
      ...(occupant ? { others: [occupant.other] } : {}),
    };
  },
};

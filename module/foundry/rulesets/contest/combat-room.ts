/**
 * The `contest` room of the attack loop: documents in, engine procedures, document updates out. Every rule is the
 * engine's (combat/attack.ts, combat/defense.ts, combat/resolve.ts, dice/odds.ts, damage/apply.ts); this file only
 * maps. The Strike is declared before anything is rolled ("The manner of defense is decided before the attacker
 * rolls"): the card opens with the declaration (procedure.ts), the target chooses its defense and rolls it, and the
 * GM rolls the attack test on the card; `resolve` reads both tests and the defense chosen into "Step III: Determine
 * Results". There is no defense roll planned against a rolled attack (`planDefense` refuses): the defense is a choice
 * before the roll.
 */
import { combatOdds } from "../../../engine/rulesets/contest/dice/odds.ts";
import type { ArcSpec } from "../../../engine/core/geometry/facing.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { isRefusal, type CombatRoom, type Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { takenChoice } from "../../procedure/steps/choice.ts";
import { damageBreakdown, damageSummary, dealtStatuses, healthUpdate } from "./attack/damage-update.ts";
import { strikeModifiers } from "./attack/modifiers.ts";
import { resolutionOf, resultLine, rowResolution } from "./attack/resolution.ts";
import { strikeTargetCombatant } from "./attack/feint.ts";
import { plannedStrike, REFUSAL } from "./attack/strike.ts";
import { readContestFlanking } from "./canvas/flanking.ts";
import { contestSceneSituation } from "./canvas/situation.ts";
import { opportunityOffered } from "./combat/opportunity.ts";
import { strikeDamage, strikeDamageRequest, strikeDamageType } from "./damage.ts";
import { contestSide } from "./documents.ts";
import { contestAttackOf } from "./attack/means.ts";
import { MANEUVER_STEP_ID, PRECISION } from "./maneuver-choices.ts";
import { DEFAULT_CONTEST_OPTIONS } from "../../../engine/rulesets/contest/options.ts";
import { toContestActor, toFightingStyles } from "./sources.ts";
import { CONTEST_ROLL_EXTRA } from "./attack/roll-extra.ts";

const NOT_CONTEST: Refusal = { refused: `${REFUSAL}.notContest` };
const NOT_A_WEAPON: Refusal = { refused: `${REFUSAL}.notAWeapon` };
/** "The manner of defense is decided before the attacker rolls": no defense is planned against a rolled attack. */
const DEFENSE_CHOSEN_BEFORE: Refusal = { refused: `${REFUSAL}.defenseChosenBefore` };

const CARD = `${I18N_ROOT}.Contest.Card`;

/** Facing plays no part in the seed: every direction is the front. */
const ALL_AROUND: ArcSpec = { frontUpTo: 180, rearBeyond: 180 };

export const CONTEST_COMBAT_ROOM: CombatRoom = {
  cardWording: {
    attack: `${CARD}.attack`,
    attackHidden: `${CARD}.attackHidden`,
    defense: `${CARD}.defense`,
    result: resultLine,
  },

  rollExtra: CONTEST_ROLL_EXTRA,

  planAttack(attacker, item, target, choices = {}, scene, extra = null) {
    if (scene?.refusal) return scene.refusal;
    // The scene's readings are defaults: a choice made in the dialog wins over them.
    const chosen = { ...scene?.defaults, ...choices };
    const strike = plannedStrike(attacker, item, target, chosen, extra);
    if (isRefusal(strike)) return strike;
    return {
      request: strike.plan.request,
      against: DEFAULT_CONTEST_OPTIONS.test.targetNumber,
      // Before the defense is chosen: the chance the Strike passes, which is its chance to hit an undefended target.
      hitChance: combatOdds(strike.plan, undefined, false).damage,
      modifiers: strikeModifiers(
        strike.profile.delivery,
        chosen,
        scene?.reasons ?? {},
        !strike.means.ability,
        strike.means.weapon ? toFightingStyles(strike.attacker.source) : [],
      ),
    };
  },

  /**
   * A Strike's AP ("Strike ⟐" 1, "Strike ⎆" 2: the weapon's, read by the GM from the item named) and one of the two
   * Attacks per round (combat/spend.ts); its target's combatant, for a Feint's "next action is a Strike against the
   * same target" (attack/feint.ts).
   */
  attackSpend(attacker, item, _choices, targets) {
    const target = strikeTargetCombatant(attacker, targets);
    // A spell is Use Magic at the spell's AP ("You cast a spell"), read by the GM from the item as a weapon's is.
    const action = contestAttackOf(item)?.action ?? "strike";
    return { action: `${action}:${item.id ?? ""}${target === undefined ? "" : `:${target}`}` };
  },

  facing: ALL_AROUND,

  sceneSituation(pair, attacker, item, target, tokens) {
    const means = contestSide(attacker) ? contestAttackOf(item) : undefined;
    if (!means) return { defaults: {}, reasons: {}, distance: pair.distance, refusal: NOT_CONTEST };
    const offered = means.weapon !== undefined && opportunityOffered(attacker, means.id, target);
    const flankedBy = tokens ? readContestFlanking(tokens.target) : undefined;
    const hiddenAttacker = tokens?.attacker.hidden === true ? attacker.name : undefined;
    return contestSceneSituation(pair, means, target.name, { offered, flankedBy, hiddenAttacker });
  },

  /** Damage on "Attacker critical", "Blocked" and "hit on Successes"; pending until the defense and attack are in. */
  resolve(attack, defense, row) {
    const result = row ? resolutionOf(row, attack, defense) : undefined;
    if (!result) return "pending";
    return result.damage ? "hit" : "miss";
  },

  planDefense: () => DEFENSE_CHOSEN_BEFORE,

  /** The weapon's or spell's dice; Precision: "the damage die is maximized". */
  planDamage(_attacker, item, row) {
    const means = contestAttackOf(item);
    if (!means) return NOT_A_WEAPON;
    const precision = row !== undefined && takenChoice(row, MANEUVER_STEP_ID) === PRECISION;
    return strikeDamageRequest(means, precision);
  },

  applyDamage(target, attacker, damage) {
    const side = contestSide(target);
    const means = attacker.item ? contestAttackOf(attacker.item) : undefined;
    if (!side || !means) return NOT_CONTEST;
    const result = attacker.row ? rowResolution(attacker.row) : undefined;
    const hit = { amount: damage.total, type: strikeDamageType(means), source: means.name };
    const round = fightingCombatant(target)?.parent?.round ?? 0;
    const before = toContestActor(side.source, side.statuses);
    // "reduced by the shield's Block Rating" only when the result is a Block that stood (half against magic: engine).
    const outcome = strikeDamage(side, target.uuid, hit, { blockRating: result?.blockRating ?? false }, round);
    const critical = result?.id === "attackerCritical";
    return {
      system: healthUpdate(outcome),
      items: [],
      summary: damageSummary(before, outcome),
      breakdown: damageBreakdown(damage.total, outcome, critical),
      statuses: dealtStatuses(before, outcome),
    };
  },
};

/**
 * The `wounds` room of the attack loop: documents in, engine procedures, document updates out. Every rule is the
 * engine's (procedures/attack-plan.ts, attack-resolve.ts, wound-odds.ts, damage/apply.ts); this file only maps. The
 * attack is declared before anything is rolled, so a Defending target can choose what Defense the attack meets
 * ("when targeted by an attack you can see, you may replace your melee and/or ranged defenses …"): the card opens
 * with the declaration (procedure.ts), and the GM rolls the attack on the card against the Defense chosen. There is
 * no defense roll: "Your Defense determines how difficult it is to hit you", so `planDefense` refuses.
 */
import { checkCritical } from "../../../engine/rulesets/wounds/dice/check.ts";
import type { ArcSpec } from "../../../engine/core/geometry/facing.ts";
import type { TargetRow } from "../../chat/attack-card/data.ts";
import { isRefusal, type CombatRoom, type Refusal } from "../../combat-room.ts";
import { woundsDamage } from "./attack/damage.ts";
import { declaredAction } from "./attack/declared-action.ts";
import { ATTACK_KEY, plannedAttack, rowForecast, woundsForecastOf } from "./attack/plan.ts";
import { WOUNDS_ROLL_EXTRA } from "./attack/roll-extra.ts";
import { readFlanking } from "./canvas/flanking.ts";
import { attackReach, woundsSceneSituation } from "./canvas/situation.ts";
import { CAST_SPELL, castAction } from "./combat/cast-action.ts";
import { readMounted } from "./mounted/matchup.ts";
import { rangedItem, woundsAttackOf, woundsSpellOf } from "./documents.ts";
import { woundsOptions } from "./rule-variants.ts";
import { UNDERWATER_SPEND } from "./combat/spend.ts";
import { readiedAction } from "./combat/readied.ts";
import { isReadiedAttack } from "./situation/catalog.ts";

const CARD = `${ATTACK_KEY}.Card`;
const NOT_A_WEAPON: Refusal = { refused: `${ATTACK_KEY}.notAWeapon` };
const NO_ROW: Refusal = { refused: `${ATTACK_KEY}.needsTarget` };
/** The Defend choice is made before the attack is rolled: nothing is rolled against a rolled attack. */
const DEFENSE_IS_DEFENSE: Refusal = { refused: `${ATTACK_KEY}.noDefenseRoll` };

/** Facing plays no part in the seed's attacks (a rear attack is an ignored attacker, a dialog toggle). */
const ALL_AROUND: ArcSpec = { frontUpTo: 180, rearBeyond: 180 };

function rowTarget(row: TargetRow): Actor.Implementation | undefined {
  if (!row.actorUuid) return undefined;
  const document = fromUuidSync(row.actorUuid as Parameters<typeof fromUuidSync>[0]);
  return document instanceof Actor ? document : undefined;
}

export const WOUNDS_COMBAT_ROOM: CombatRoom = {
  cardWording: {
    attack: `${CARD}.attack`,
    attackHidden: `${CARD}.attackHidden`,
    defense: `${CARD}.defense`,
  },

  /** "If you roll a critical success on an attack roll …": a wild roll's natural maximum or minimum. */
  attackMark(attack) {
    const critical = checkCritical(attack, true, woundsOptions());
    if (critical === "success") return "critical";
    return critical === "failure" ? "fumble" : undefined;
  },

  rollExtra: WOUNDS_ROLL_EXTRA,

  planAttack(attacker, item, target, choices = {}, scene, extra = null) {
    if (scene?.refusal) return scene.refusal;
    // The scene's readings are defaults: a choice made in the dialog wins over them.
    const chosen = { ...scene?.defaults, ...choices };
    const forecast = woundsForecastOf(attacker, item, target, chosen, undefined, extra);
    if (isRefusal(forecast)) return forecast;
    return plannedAttack(forecast, chosen, rangedItem(item), scene?.reasons);
  },

  /**
   * The attack action's AP: Standard 4, Quick 3, Strong 6, Nonlethal 4, Grapple 4, Create an Opening 3 (rules page), by
   * the dialog's choice; a melee attack underwater pays "an extra 2 AP" (decision 153). A spell is Cast a Spell at its
   * own AP and mana (decision 166).
   */
  attackSpend(_attacker, item, choices) {
    // A readied attack is the readied reaction at its attack action's AP, named with its weapon (decision 212); a
    // readied attack spell at the spell's AP and mana, named with itself (decision 241).
    const readied = isReadiedAttack(choices) && item.id !== null;
    // The GM reads the spell's AP and mana from the caster's item (combat/cast.ts).
    const spell = woundsSpellOf(item);
    if (spell) {
      return { action: readied ? readiedAction({ action: CAST_SPELL, item: spell.id }) : castAction(spell.id) };
    }
    const declared = declaredAction(item, choices);
    const action = readied ? readiedAction({ action: declared.action, item: item.id }) : declared.action;
    return declared.underwater ? { action, options: { [UNDERWATER_SPEND.id]: 1 } } : { action };
  },

  facing: ALL_AROUND,

  sceneSituation(pair, attacker, item, target, tokens) {
    const source = woundsAttackOf(item);
    if (!source) return { defaults: {}, reasons: {}, distance: pair.distance, refusal: NOT_A_WEAPON };
    const options = woundsOptions();
    const flank = tokens ? readFlanking(tokens.target, tokens.attacker, options) : undefined;
    // Riding: the Mounted rows, and "considered 1 yard farther from creatures on the ground" (decision 202).
    const mounted = tokens ? readMounted(tokens.attacker, tokens.target, pair.distance) : undefined;
    const underwater = attacker.statuses.has("underwater");
    const situation = woundsSceneSituation(
      mounted ? { ...pair, distance: mounted.distance } : pair,
      attackReach(source),
      target.name,
      options,
      flank,
      underwater,
    );
    if (!mounted) return situation;
    return {
      ...situation,
      defaults: { ...situation.defaults, ...mounted.defaults },
      reasons: { ...situation.reasons, ...mounted.reasons },
    };
  },

  /**
   * Only for a row with no plan of its own: every `wounds` plan settles its row from the attack roll (attack/plan.ts),
   * so this reads the Defense the row stored.
   */
  resolve(attack, _defense, row) {
    if (!row) return "pending";
    return attack.total >= row.against ? "hit" : "miss";
  },

  planDefense: () => DEFENSE_IS_DEFENSE,

  /** Strength + the weapon's damage value, Strong Attack's 1d6, halved underwater (the engine's damage roll). */
  planDamage(attacker, item, row) {
    if (!row) return NO_ROW;
    const forecast = rowForecast(row, { attacker, item }, rowTarget(row));
    return isRefusal(forecast) ? forecast : forecast.plan.damage;
  },

  applyDamage: woundsDamage,
};

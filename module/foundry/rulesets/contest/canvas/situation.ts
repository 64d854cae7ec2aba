/**
 * What the canvas says about a Strike or a spell, as the roll dialog's defaults with their reasons: out of its reach
 * (melee, rules page decision 20; not for an Opportunity Attack the GM's prompt offers, decision 86) or range (ranged
 * and thrown; a spell's "within the spell's range") is refused; a ranged Strike's target behind walls has
 * low or high cover (rules page decision 28: the share of sight lines blocked), and full cover refuses it ("Ranged
 * attacks against a target with full cover automatically fail"). A melee Strike against a foe two allies flank
 * ("the foe is flanked", canvas/flanking.ts, rules page decision 142) turns Flanked on, naming them; an attacker
 * whose token is hidden turns Target unaware on (decision 152); the dialog's toggles can still turn them off.
 */
import { coverFromFraction } from "../../../../engine/rulesets/contest/geometry/cover.ts";
import { reachMetres, withinReach } from "../../../../engine/rulesets/contest/geometry/reach.ts";
import { isRanged } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import type { SceneSituation } from "../../../combat-room.ts";
import { MODIFIER, REFUSAL } from "../attack/strike.ts";
import type { ContestWeaponSource } from "../sources.ts";

const REASON = `${REFUSAL}.Scene`;

/** What the canvas read around the pair besides it. */
export interface ContestSceneReading {
  /** An Opportunity Attack the GM offered against this target with this weapon: its reach was read at the provocation. */
  readonly offered: boolean;
  /** The two allies who flank the target (canvas/flanking.ts), or undefined when it is not flanked. */
  readonly flankedBy: readonly [string, string] | undefined;
  /** The attacker's name when its token is hidden from the players' view (the GM hid it), else undefined. */
  readonly hiddenAttacker?: string | undefined;
}

/**
 * An attacker whose token the GM hid (sneaking, out of sight) attacks a target that does not see it coming: Target
 * unaware on, naming it (rules page decision 152); the dialog's toggle can still turn it off.
 */
function unseen(situation: SceneSituation, targetName: string, hiddenAttacker: string | undefined): SceneSituation {
  if (hiddenAttacker === undefined || situation.refusal) return situation;
  const reason = { key: `${REASON}.hidden`, data: { attacker: hiddenAttacker, name: targetName } };
  return {
    ...situation,
    defaults: { ...situation.defaults, [MODIFIER.unaware]: true },
    reasons: { ...situation.reasons, [MODIFIER.unaware]: reason },
  };
}

/** A melee Strike within reach: Flanked on, with the flankers' names, when two allies flank the foe. */
function meleeSituation(distance: number, flankedBy: ContestSceneReading["flankedBy"]): SceneSituation {
  if (!flankedBy) return { defaults: {}, reasons: {}, distance };
  const [first, second] = flankedBy;
  const reason = { key: `${REASON}.flankedBy`, data: { first, second } };
  return { defaults: { [MODIFIER.flanked]: true }, reasons: { [MODIFIER.flanked]: reason }, distance };
}

export function contestSceneSituation(
  pair: ScenePair,
  /** The weapon's, spell's or feature's delivery, reach and range (attack/means.ts). */
  weapon: Pick<ContestWeaponSource, "delivery" | "reach" | "range">,
  targetName: string,
  reading: ContestSceneReading,
): SceneSituation {
  return unseen(measuredSituation(pair, weapon, targetName, reading), targetName, reading.hiddenAttacker);
}

/** Reach or range, cover and flanking. */
function measuredSituation(
  pair: ScenePair,
  /** The weapon's, spell's or feature's delivery, reach and range (attack/means.ts). */
  weapon: Pick<ContestWeaponSource, "delivery" | "reach" | "range">,
  targetName: string,
  reading: ContestSceneReading,
): SceneSituation {
  const { distance } = pair;
  const data = { name: targetName, distance: String(distance) };
  if (!isRanged(weapon.delivery)) {
    const reach = reachMetres(weapon.reach);
    if (reading.offered || withinReach(distance, reach)) return meleeSituation(distance, reading.flankedBy);
    return { defaults: {}, reasons: {}, distance, refusal: { refused: `${REFUSAL}.outOfReach`, data } };
  }
  if (distance > weapon.range) {
    return { defaults: {}, reasons: {}, distance, refusal: { refused: `${REFUSAL}.outOfRange`, data } };
  }
  const cover = coverFromFraction(pair.cover.fraction);
  if (cover === "full") return { defaults: {}, reasons: {}, distance, refusal: { refused: `${REFUSAL}.fullCover` } };
  if (!cover) return { defaults: {}, reasons: {}, distance };
  const id = cover === "high" ? MODIFIER.coverHigh : MODIFIER.coverLow;
  return { defaults: { [id]: true }, reasons: { [id]: { key: `${REASON}.${cover}`, data } }, distance };
}

/**
 * What the canvas says about a `wounds` attack, as the roll dialog's defaults with their reasons. Distance is in
 * yards between the nearest spaces with every second diagonal counting 2 (the engine's grid: "alternating"
 * diagonals). A melee weapon reaches a target within its reach, an adjacent space counting 1 yard (docs/rules/
 * wounds.md decision 89), across no wall; a ranged attack needs a line of sight and has no maximum range in the
 * excerpt. Cover is the share of sight lines blocked, read as the seed's levels by the engine (`coverFromFraction`,
 * decision 56), in either column of the Modifiers to Attack table. The target's posture is the engine's, from its
 * statuses. Flanking is read from the tokens around the target (canvas/flanking.ts, decisions 108–109): a flanked
 * target, or a rear attack by a creature the target ignores, turns the table's row on with the reason. An attacker
 * Underwater (its status, decision 209) turns the Underwater row on.
 */
import { coverFromFraction } from "../../../../engine/rulesets/wounds/combat/cover.ts";
import type { CoverLevel } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";
import type { ScenePair } from "../../../canvas/pair.ts";
import { coverReason, distanceData, refusal } from "../../../canvas/situation-text.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { LocalizedText, RollChoices, SceneSituation } from "../../../combat-room.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import { WOUNDS_MODIFIERS } from "../situation/catalog.ts";
import type { WoundsWeaponSource } from "../sources.ts";
import type { WoundsAttackSource } from "../spell-sources.ts";

const FLANK_KEY = `${I18N_ROOT}.Wounds.Flanking`;
const SITUATION_KEY = `${I18N_ROOT}.Wounds.Situation`;

/** Who flanks the target, read from the tokens around it (canvas/flanking.ts). */
export interface FlankReading {
  /** The names of the two creatures that flank the target, or undefined when it is not flanked. */
  readonly flankedBy: readonly [string, string] | undefined;
  /** The target ignores the attacker: its attacks are rear attacks. */
  readonly attackerIgnored: boolean;
}

/** The yards a melee weapon reaches: its reach, an adjacent space (1 yard) at least. */
export function meleeReach(weapon: WoundsWeaponSource): number {
  return Math.max(1, weapon.reach);
}

/** How far an attack reaches: a ranged one wherever it sees; a melee one within `reach` yards. */
export interface AttackReach {
  readonly ranged: boolean;
  readonly reach: number;
}

/**
 * A weapon's reach; a spell's: a ranged spell reaches as a ranged weapon does (the excerpt gives no range), a touch
 * spell an adjacent space, 1 yard (docs/rules/wounds.md decision 169).
 */
export function attackReach(source: WoundsAttackSource): AttackReach {
  if ("weapon" in source)
    return { ranged: source.weapon.data.kind === "ranged", reach: meleeReach(source.weapon.data) };
  return { ranged: source.spell.data.ranged, reach: 1 };
}

function coverToggle(level: CoverLevel): string | undefined {
  return WOUNDS_MODIFIERS.find((m) => m.cover === level)?.id;
}

/** The flanking row the reading turns on: a rear attack when the target ignores the attacker, else flanked. */
function flankDefaults(flank: FlankReading | undefined): {
  defaults: RollChoices;
  reasons: Record<string, LocalizedText>;
} {
  if (flank?.attackerIgnored) return { defaults: { rear: true }, reasons: { rear: { key: `${FLANK_KEY}.ignored` } } };
  if (!flank?.flankedBy) return { defaults: {}, reasons: {} };
  const [first, second] = flank.flankedBy;
  return {
    defaults: { flanked: true },
    reasons: { flanked: { key: `${FLANK_KEY}.flankedBy`, data: { first, second } } },
  };
}

/** The Underwater row an attacker's Underwater status turns on (decision 209): "While underwater, …". */
function underwaterDefaults(underwater: boolean): { defaults: RollChoices; reasons: Record<string, LocalizedText> } {
  if (!underwater) return { defaults: {}, reasons: {} };
  return { defaults: { underwater: true }, reasons: { underwater: { key: `${SITUATION_KEY}.underwater` } } };
}

export function woundsSceneSituation(
  pair: ScenePair,
  attack: AttackReach,
  targetName: string,
  options: WoundsOptions,
  flank?: FlankReading,
  /** The attacker is Underwater (its status). */
  underwater = false,
): SceneSituation {
  const water = underwaterDefaults(underwater);
  const base = { defaults: water.defaults, reasons: water.reasons, distance: pair.distance };
  const where = distanceData(pair, targetName);
  if (!attack.ranged) {
    if (!pair.clearPath) return { ...base, refusal: refusal("noClearPath", where) };
    const reach = attack.reach;
    if (pair.distance > reach) return { ...base, refusal: refusal("outOfReach", { ...where, reach }) };
  }
  const cover = coverFromFraction(pair.cover.fraction, options);
  if (cover === "noLineOfSight") return { ...base, refusal: refusal("noLineOfSight", where) };
  const flanking = flankDefaults(flank);
  const defaults = { ...water.defaults, ...flanking.defaults };
  const reasons = { ...water.reasons, ...flanking.reasons };
  const toggle = cover === "none" ? undefined : coverToggle(cover);
  if (toggle === undefined) return { ...base, defaults, reasons };
  return {
    ...base,
    defaults: { ...defaults, [toggle]: true },
    reasons: { ...reasons, [toggle]: coverReason(pair.cover, false) },
  };
}

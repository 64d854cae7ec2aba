import { removeCondition } from "../../../core/conditions/mutate.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { followsCharacterRules, type WoundsCreature } from "../creature.ts";
import type { Toughness } from "../damage/toughness.ts";
import type { WoundsActor } from "../status.ts";
import { WOUND_THRESHOLDS } from "../tables/thresholds.ts";
import { WOUND_LEVELS, woundLevelNumber, type WoundLevel } from "../tables/wound-levels.ts";

/**
 * The simulation's own `applyHit` for what a simulated attack delivers (a Standard, Quick or Strong Attack: a
 * severity shift, never a Nonlethal choice or a knock-out). The engine's path runs the core damage pipeline with
 * its audit and rebuilds the slot table on every hit; here the final damage is the same arithmetic ("Damage received
 * = Attack Roll + Damage Roll - Defense - Toughness"), the level the highest threshold it meets, shifted one step
 * for a Quick Attack, and the slot the first open one from that level up, the capacities worked out once per
 * encounter. The actor it returns is the one `applyHit` returns: test/engine/wounds/sim/lean-hit.test.ts holds the
 * two equal over generated creatures and hits.
 */
export interface LeanHit {
  readonly attackTotal: number;
  readonly damageTotal: number;
  readonly defense: number;
  readonly penetrating: boolean;
  readonly bypassesArmor: boolean;
  readonly severityShift: number;
}

/** The level dealt (after the attack's shift), 0 for none, as a number 1 (light) … 5 (fatal). */
function dealtNumber(final: number, shift: number): number {
  let indicated = 0;
  for (let i = 0; i < WOUND_THRESHOLDS.length; i++) {
    const row = WOUND_THRESHOLDS[i];
    if (row !== undefined && final >= row.atLeast) indicated = woundLevelNumber(row.level);
  }
  if (indicated === 0) return 0;
  return Math.max(0, Math.min(WOUND_LEVELS.length, indicated + Math.trunc(shift)));
}

export function leanWoundsHit(
  actor: WoundsActor,
  hit: LeanHit,
  toughness: Toughness,
  slots: Readonly<Record<WoundLevel, number>>,
): WoundsActor {
  const c = actor.creature;
  if (c.dead) return actor;
  if (hit.attackTotal + (hit.penetrating ? hit.damageTotal : 0) < hit.defense) return actor;
  const armor = hit.bypassesArmor ? 0 : toughness.armor;
  const final = hit.attackTotal + hit.damageTotal - hit.defense - toughness.base - armor;
  const dealt = dealtNumber(final, hit.severityShift);
  if (dealt === 0) return actor;
  let slot: WoundLevel | undefined;
  for (let n = dealt - 1; n < WOUND_LEVELS.length; n++) {
    const level = WOUND_LEVELS[n];
    if (level !== undefined && c.wounds[level] < slots[level]) {
      slot = level;
      break;
    }
  }
  if (slot === undefined) return { creature: { ...c, dead: true, dying: false }, conditions: actor.conditions };
  let creature: WoundsCreature = { ...c, wounds: { ...c.wounds, [slot]: c.wounds[slot] + 1 } };
  const conditions = isActive(actor.conditions, "defending")
    ? removeCondition(actor.conditions, "defending").state.state
    : actor.conditions;
  if (slot === "fatal") {
    creature = followsCharacterRules(creature)
      ? { ...creature, dying: true, unconscious: true }
      : { ...creature, dead: true, dying: false };
  }
  return { creature, conditions };
}

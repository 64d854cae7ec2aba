import { winsOpposed } from "../../../core/odds/opposed.ts";
import { addCondition } from "../../../core/conditions/mutate.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import type { WoundsCreature } from "../creature.ts";
import { combatCheckRequest } from "../dice/combat-checks.ts";
import { skillCheckRequest } from "../dice/skill-check.ts";
import { baseDefense } from "../defense/defenses.ts";
import { knockProne } from "../movement/posture.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import { HINDRANCE_TABLE, type HinderCheck, type HinderDefense, type HindranceId } from "../tables/hindrances.ts";

/**
 * Hinder (seed 004): "You must be within melee reach of your opponent to use this action. Choose one of the hindrances
 * from the following table, then make the associated standard check". Combat checks (melee weapon, Power) are wild
 * like every combat check; Deception checks are standard. Against a rolled defender the active side wins ties by
 * default (setting `opposedTies`); against a static Defense "equals or exceeds" wins.
 */
export interface WeaponFacts {
  readonly weaponGroup?: string;
  readonly accuracy?: number;
}

function checkFor(
  c: WoundsCreature,
  check: HinderCheck,
  label: string,
  weapon: WeaponFacts,
  options: WoundsOptions,
): DiceRequest {
  if (check.kind === "skillCheck") return skillCheckRequest(c, { notation: check.notation, label }, options);
  return combatCheckRequest(c, { check: check.check, label, ...weapon }, options);
}

export function hinderAttackRequest(
  attacker: WoundsCreature,
  id: HindranceId,
  weapon: WeaponFacts = {},
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  const row = HINDRANCE_TABLE[id];
  return checkFor(attacker, row.attacker, `Hinder: ${row.label}`, weapon, options);
}

export type HinderOpposition =
  { readonly kind: "defense"; readonly value: number } | { readonly kind: "check"; readonly request: DiceRequest };

/** The defender's opposition, for one of the options in the table's Defender cell. */
export function hinderOpposition(
  defender: WoundsCreature,
  choice: HinderDefense,
  weapon: WeaponFacts = {},
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): HinderOpposition {
  if (choice.kind === "defense") return { kind: "defense", value: baseDefense(choice.defense, defender).total };
  return { kind: "check", request: checkFor(defender, choice, "Resist hindrance", weapon, options) };
}

export type HinderResistance =
  { readonly kind: "defense"; readonly value: number } | { readonly kind: "check"; readonly total: number };

export function hinderSucceeds(
  attackTotal: number,
  against: HinderResistance,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): boolean {
  if (against.kind === "defense") return attackTotal >= against.value;
  return winsOpposed(attackTotal, against.total, options.opposedTies);
}

/** Shove: "1 yard plus up to one third of your margin of success" — the farthest the target can be pushed. */
export function shoveYards(margin: number): number {
  return 1 + Math.floor(Math.max(0, margin) / 3);
}

export type HinderEffect =
  | { readonly kind: "drops" }
  | { readonly kind: "distracted" }
  | { readonly kind: "shoved"; readonly maxYards: number }
  | { readonly kind: "prone" };

/** A successful hindrance's effect on the target. */
export function applyHinder(
  target: WoundsActor,
  id: HindranceId,
  margin: number,
  round: number,
): { readonly actor: WoundsActor; readonly effect: HinderEffect } {
  switch (id) {
    case "disarm":
      return { actor: target, effect: { kind: "drops" } };
    case "distract": {
      const conditions = addCondition(WOUNDS_CONDITIONS, target.conditions, "distracted", {
        source: "distract",
        duration: { kind: "endOfRound" },
        round,
      }).state;
      return { actor: { ...target, conditions }, effect: { kind: "distracted" } };
    }
    case "shove":
      return { actor: target, effect: { kind: "shoved", maxYards: shoveYards(margin) } };
    case "trip":
      return {
        actor: { ...target, conditions: knockProne(target.conditions, round, "trip") },
        effect: { kind: "prone" },
      };
  }
}

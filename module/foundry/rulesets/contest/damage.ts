/**
 * A Strike's damage from documents: the weapon's dice (Precision: maximized), what protects the target (its AR
 * source in use, and the shield's BR when the combat roll's result says a Block stood), and the engine's whole
 * pipeline (vulnerability, resistance, AR, BR, Health Pool, knocked out at 0). Plain sources in; no Foundry globals.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import { applyContestDamage, type ContestDamageOutcome } from "../../../engine/rulesets/contest/damage/apply.ts";
import type { ContestHit, Protection } from "../../../engine/rulesets/contest/damage/pipeline.ts";
import { damageRequest } from "../../../engine/rulesets/contest/dice/damage.ts";
import type { CombatResultRow } from "../../../engine/rulesets/contest/tables/combat-results.ts";
import type { DamageType } from "../../../engine/rulesets/contest/tables/damage-types.ts";
import type { Combatant } from "./combat-roll.ts";
import { armorSources, equippedShield, toContestActor, type ContestWeaponSource, type Named } from "./sources.ts";

/**
 * Unarmed fighting's damage, which the excerpt does not give ("Unarmed fighting is included in this as well"): one
 * d4, crushing (Foundry layer decision, docs/rules/contest.md).
 */
export const UNARMED_DAMAGE: {
  readonly count: number;
  readonly faces: number;
  readonly bonus: number;
  readonly type: DamageType;
  readonly source: string;
} = { count: 1, faces: 4, bonus: 0, type: "crushing", source: "Unarmed" };

/** What deals the damage: a weapon, a spell or a feature (each stores dice and a type); none: unarmed. */
type DamageSource = Named<Pick<ContestWeaponSource, "damage" | "damageType">>;

export function strikeDamageRequest(weapon: DamageSource | undefined, precision: boolean): DiceRequest {
  const dice = weapon ? weapon.data.damage : UNARMED_DAMAGE;
  const source = weapon?.name ?? UNARMED_DAMAGE.source;
  return damageRequest({
    dice: [{ count: dice.count, faces: dice.faces, source }],
    modifiers: dice.bonus === 0 ? [] : [{ source, value: dice.bonus }],
    precision,
  });
}

export function strikeDamageType(weapon: DamageSource | undefined): DamageType {
  return weapon ? weapon.data.damageType : UNARMED_DAMAGE.type;
}

/** The target's protection against this hit: every equipped AR source (one counts), and its shield if it blocked. */
export function protectionOf(target: Combatant, result: Pick<CombatResultRow, "blockRating">): Protection {
  const shield = result.blockRating ? equippedShield(target.gear) : undefined;
  const choice = target.source.armorChoice;
  return {
    armor: armorSources(target.gear),
    ...(choice === "" ? {} : { chosenArmor: choice }),
    ...(shield ? { shield: { label: shield.name, blockRating: shield.data.blockRating } } : {}),
  };
}

/** The hit through the engine: the new Health, whether it knocked the target out, and the pipeline's audit. */
export function strikeDamage(
  target: Combatant,
  targetId: string,
  hit: ContestHit,
  result: Pick<CombatResultRow, "blockRating">,
  round: number,
): ContestDamageOutcome {
  return applyContestDamage(
    toContestActor(target.source, target.statuses),
    targetId,
    hit,
    protectionOf(target, result),
    round,
  );
}

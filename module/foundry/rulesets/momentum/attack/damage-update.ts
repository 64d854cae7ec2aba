/**
 * A `momentum` hit's result as document data: the creature's stored fields after damage, the card's summary line and
 * the breakdown of what the rules did to the number.
 */
import type { DamageOutcome } from "../../../../engine/rulesets/momentum/damage/apply.ts";
import { activeIds } from "../../../../engine/core/conditions/state.ts";
import type { MomentumCreature } from "../../../../engine/rulesets/momentum/creature.ts";
import type { DamageBreakdown } from "../../../chat/breakdown/damage-breakdown.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { HitFacts } from "./damage.ts";
import type { MomentumAttackSource } from "./source.ts";

const KEY = `${I18N_ROOT}.Momentum.Damage`;

/** The stored fields damage can change (the inverse of `toMomentumCreature` for them). */
export function creatureFields(c: MomentumCreature): Record<string, unknown> {
  return { vitality: { value: c.vitality.value }, temporaryVitality: c.temporaryVitality, dead: c.dead };
}

export function creatureUpdate(outcome: DamageOutcome): Record<string, unknown> {
  return creatureFields(outcome.actor.creature);
}

/** Conditions the hit set that the tracks cannot tell: Bleeding (lethal damage below 1 Vitality only). */
export function dealtStatuses(before: readonly string[], outcome: DamageOutcome): readonly string[] {
  return activeIds(outcome.actor.conditions).filter((id) => !before.includes(id));
}

/**
 * What the attack added that changed the damage: the Maneuver, a collision's damage and the Armor ignored, and why
 * (decisions 146–148).
 */
function attackParts(
  outcome: DamageOutcome,
  facts: Pick<HitFacts, "critical" | "collision">,
  source: Pick<MomentumAttackSource, "maneuver" | "ignoreArmor">,
) {
  const i18n = game.i18n;
  const parts = facts.critical ? [i18n.localize(`${KEY}.critical`)] : [];
  const maneuver = source.maneuver;
  if (maneuver) {
    parts.push(i18n.format(`${KEY}.maneuver`, { name: maneuver.name, tier: String(maneuver.data.tier) }));
  }
  if (facts.collision !== undefined) parts.push(i18n.format(`${KEY}.collision`, { damage: String(facts.collision) }));
  const { ignoredFrom, defense } = outcome.mitigation;
  if (ignoredFrom !== undefined) {
    parts.push(
      i18n.format(`${KEY}.ignoredArmor`, {
        ignored: String(source.ignoreArmor),
        defense: defense.name,
        before: String(ignoredFrom),
        after: String(defense.value),
      }),
    );
  }
  return parts;
}

/**
 * "9 damage (2 Temporary Vitality, 7 Vitality) · critical hit · Maneuver: Armor Piercer (Tier 1) · ignores up to 4
 * Armor: Armor 6 counted as 2 · Bleeding", localized.
 */
export function damageSummary(
  outcome: DamageOutcome,
  facts: Pick<HitFacts, "critical" | "collision">,
  source: Pick<MomentumAttackSource, "maneuver" | "ignoreArmor">,
): string {
  const i18n = game.i18n;
  const amount = String(outcome.temporaryVitalityLost + outcome.vitalityLost);
  const taken = i18n.format(`${KEY}.taken`, {
    amount,
    temporary: String(outcome.temporaryVitalityLost),
    vitality: String(outcome.vitalityLost),
  });
  const parts = attackParts(outcome, facts, source);
  for (const event of outcome.events) parts.push(i18n.localize(`${KEY}.event.${event.kind}`));
  return [taken, ...parts].join(" · ");
}

/**
 * What the rules did to the hit: per damage type, the Armor or DR value taken off and the resistance, immunity or
 * vulnerability (the engine's own audit, named as the rules name them), then what each track took.
 */
export function damageBreakdown(amount: number, outcome: DamageOutcome, critical: boolean): DamageBreakdown {
  const steps = outcome.mitigation.byType.flatMap((t) =>
    t.audit
      .filter((entry) => entry.outcome === "applied" && entry.before !== entry.after)
      .map(({ source, before, after }) => ({ source: `${source} (${t.type})`, before, after })),
  );
  const tracks = [
    { track: `${KEY}.track.temporaryVitality`, amount: outcome.temporaryVitalityLost },
    { track: `${KEY}.track.vitality`, amount: outcome.vitalityLost },
  ];
  return {
    amount,
    steps,
    absorbed: outcome.mitigation.byType.reduce((sum, t) => sum + Math.max(0, t.absorbed), 0),
    taken: tracks.filter((t) => t.amount > 0),
    critical,
  };
}

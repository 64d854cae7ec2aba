/**
 * The Nonlethal Attack's choice on the card (README section 4, `wounds` step 6): "If the attack hits the target, you
 * may choose to cause a wound of any level up to the level your damage roll indicates." The attacker picks after the
 * hit and before the damage is applied: no wound, or any level up to the one indicated. A weapon's damage is Strength
 * + its damage value (no dice but Strong Attack's, which is not nonlethal), so the indicated level is known from the
 * attack roll: the engine's own resolution is run on it (`resolveAttack`). Should the damage hold dice (none do in the
 * excerpt), every level is offered and the engine caps the choice at the indicated one (docs/rules/wounds.md
 * decision 15). "Knock them unconscious … or leave them conscious but helpless" concerns a non-fatal wound that would
 * knock the target out, a rule outside the excerpt (decision 13), so it is not asked.
 */
import type { NonlethalChoice } from "../../../../engine/rulesets/wounds/damage/apply.ts";
import { resolveAttack } from "../../../../engine/rulesets/wounds/procedures/attack-resolve.ts";
import {
  isWoundLevel,
  WOUND_LEVELS,
  woundLevelNumber,
  type WoundLevel,
} from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { DEFAULT_SITUATION } from "../../../chat/attack-card/situation.ts";
import { readStoredRoll } from "../../../chat/attack-card/stored-roll.ts";
import { isRefusal } from "../../../combat-room.ts";
import type { StepChoice, StepContext } from "../../../procedure/step.ts";
import { takenChoice } from "../../../procedure/steps/choice.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { situationChosen } from "../situation/catalog.ts";
import { toughnessInput, toWoundsActor } from "../sources.ts";
import { ATTACK_KEY, rowForecast } from "./plan.ts";

export const NONLETHAL_STEP_ID = "nonlethal";
const NO_WOUND = "none";

const isNonlethal = (row: TargetRow): boolean =>
  situationChosen((row.situation ?? DEFAULT_SITUATION).choices).variant === "nonlethal";

/** The levels up to the one the hit's damage indicates: none when it indicates none, all when dice decide. */
function levelsUpTo({ row, attacker, item, target }: StepContext): readonly WoundLevel[] {
  const attack = readStoredRoll(row.attack);
  const view = target ? woundsActorView(target) : undefined;
  if (!attacker || !item || !target || !attack || !view) return [];
  const forecast = rowForecast(row, { attacker, item }, target);
  if (isRefusal(forecast)) return [];
  const { damage } = forecast.plan;
  if (damage.groups.length > 0) return WOUND_LEVELS;
  const damageTotal = damage.modifiers.reduce((sum, m) => sum + m.value, 0);
  const resolved = resolveAttack(
    forecast.plan,
    { attacker: attacker.uuid, target: target.uuid },
    toWoundsActor(view.source, view.statuses),
    { attack, damageTotal },
    { toughness: toughnessInput(view.source, view.gear) },
    0,
    woundsOptions(),
  );
  const indicated = resolved.outcome.indicated;
  return indicated ? WOUND_LEVELS.filter((l) => woundLevelNumber(l) <= woundLevelNumber(indicated)) : [];
}

export function nonlethalChoices(ctx: StepContext): readonly StepChoice[] {
  const levels = levelsUpTo(ctx).map((level) => ({
    id: level,
    label: { key: `${ATTACK_KEY}.Card.nonlethal.${level}` },
  }));
  return [...levels, { id: NO_WOUND, label: { key: `${ATTACK_KEY}.Card.nonlethal.${NO_WOUND}` } }];
}

/** Open on a Nonlethal Attack's hit until its damage is applied; read from the stored row alone. */
export function nonlethalClosed({ row }: StepContext): string | undefined {
  if (!isNonlethal(row)) return "notNonlethal";
  if (row.outcome !== "hit") return "notHit";
  return row.damage.status === "applied" ? "damageSettled" : undefined;
}

/** The engine's nonlethal choice the row took; undefined on any other attack or before the choice. */
export function nonlethalChoiceOf(row: TargetRow): NonlethalChoice | undefined {
  const taken = takenChoice(row, NONLETHAL_STEP_ID);
  if (!isNonlethal(row) || taken === undefined) return undefined;
  return { level: isWoundLevel(taken) ? taken : null };
}

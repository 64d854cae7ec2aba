/**
 * A `wounds` attack planned from the documents as they are: the engine's forecast (forecast.ts: the attack roll
 * against the Defense it targets, the damage roll, the odds of a hit and of each wound level) for the roll dialog, the
 * card and the GM's re-planning of a row. A row is planned from the situation it stored and the Defend choice its
 * target took on it, so the attack is rolled against the Defense that choice gives.
 */
import { DEFEND_CHOICES } from "../../../../engine/rulesets/wounds/procedures/defend-options.ts";
import type { DefendChoice } from "../../../../engine/rulesets/wounds/defense/situational.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { DEFAULT_SITUATION } from "../../../chat/attack-card/situation.ts";
import type { PlannedAttack, Refusal, RollChoices, SceneSituation } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { takenChoice } from "../../../procedure/steps/choice.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { woundsActorView, woundsAttackOf } from "../documents.ts";
import { forecastAttack, type WoundsForecast } from "../forecast.ts";
import { woundsOptions } from "../rule-variants.ts";
import type { RollExtra } from "../../../dice/roll-extra.ts";
import { extraModifiers, rowExtra } from "./roll-extra.ts";
import { situationChosen, woundsToggleRows } from "../situation/catalog.ts";
import { openingAgainst } from "./opening.ts";

export const ATTACK_KEY = `${I18N_ROOT}.Wounds.Attack`;
/** The Defend choice's step id on the card (procedure.ts). */
export const DEFEND_STEP_ID = "defend";

const NOT_A_WEAPON: Refusal = { refused: `${ATTACK_KEY}.notAWeapon` };
/** Every attack "targets your Defense": without a target there is no Defense to meet. */
const NEEDS_TARGET: Refusal = { refused: `${ATTACK_KEY}.needsTarget` };
const TARGET_NOT_WOUNDS: Refusal = { refused: `${ATTACK_KEY}.targetNotWounds` };

/** The Defend choice taken on the row ("none" keeps the Defense the attack targets). */
export function defendChoiceOf(row: TargetRow): DefendChoice | undefined {
  const taken = takenChoice(row, DEFEND_STEP_ID);
  return DEFEND_CHOICES.find((choice) => choice === taken);
}

export function woundsForecastOf(
  attacker: Actor.Implementation,
  item: Item.Implementation,
  target: Actor.Implementation | undefined,
  choices: RollChoices,
  defendChoice?: DefendChoice,
  /** The roll dialog's extra modifier (attack/roll-extra.ts); absent or null: none. */
  extra: RollExtra | null = null,
): WoundsForecast | Refusal {
  const own = woundsActorView(attacker);
  const source = woundsAttackOf(item);
  if (!own || !source) return NOT_A_WEAPON;
  if (!target) return NEEDS_TARGET;
  const theirs = woundsActorView(target);
  if (!theirs) return TARGET_NOT_WOUNDS;
  // A Rebuff against a creature that Created an Opening against the rebuffer meets that result when it is higher.
  const opening = situationChosen(choices).variant === "rebuff" ? openingAgainst(target, attacker) : undefined;
  const forecast = forecastAttack(own, source, theirs, choices, woundsOptions(), {
    ...(defendChoice === undefined ? {} : { defendChoice }),
    modifiers: extraModifiers(extra),
    ...(opening === undefined ? {} : { openingResult: opening }),
  });
  return forecast.ok ? forecast : woundsRefusal(forecast.reason);
}

/**
 * The row's forecast: its stored situation and extra modifier, its target's Defend choice, the documents as they are
 * now.
 */
export function rowForecast(
  row: TargetRow,
  attack: { readonly attacker: Actor.Implementation; readonly item: Item.Implementation },
  target: Actor.Implementation | undefined,
): WoundsForecast | Refusal {
  const { choices } = row.situation ?? DEFAULT_SITUATION;
  return woundsForecastOf(attack.attacker, attack.item, target, choices, defendChoiceOf(row), rowExtra(row));
}

/**
 * The shared layer's plan of the forecast. "If the attack roll equals or exceeds the target's Defense, then the
 * attack hits": the attack roll settles the row. A penetrating attack "add[s] their damage to the attack roll before
 * determining a hit": its row goes on to the damage roll, which decides the hit (docs/rules/wounds.md decision 88).
 */
export function plannedAttack(
  forecast: WoundsForecast,
  chosen: RollChoices,
  ranged: boolean,
  reasons: SceneSituation["reasons"] = {},
  /** A failed footing check: "If you fail the check, then your attack automatically misses" (attack/footing.ts). */
  footingLost = false,
): PlannedAttack {
  const { plan } = forecast;
  const defense = plan.defense.total;
  return {
    request: plan.request,
    against: defense,
    hitChance: footingLost ? 0 : plan.hitChance,
    modifiers: woundsToggleRows(chosen, ranged, reasons, plan.spell),
    settles: (attack) => (!footingLost && (plan.penetrating || attack.total >= defense) ? "hit" : "miss"),
  };
}

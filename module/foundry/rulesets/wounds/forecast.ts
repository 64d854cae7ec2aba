/**
 * One attack from the documents as they are, before anything is rolled: the engine's plan (the attack roll against
 * the Defense it targets, the damage roll), the exact chance of a hit and of each wound level, and, when the target
 * is Defending, what each Defend choice would do. The roll dialog, the card and the sheet's odds all read this.
 * Pure: the documents come in as plain sources (documents.ts reads them from Foundry).
 */
import { toughnessOf } from "../../../engine/rulesets/wounds/damage/toughness.ts";
import type { WoundsRefusal } from "../../../engine/rulesets/wounds/economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../../../engine/rulesets/wounds/options.ts";
import {
  planAttack,
  type AttackPlan,
  type AttackPlanInput,
} from "../../../engine/rulesets/wounds/procedures/attack-plan.ts";
import type { DefendChoice } from "../../../engine/rulesets/wounds/defense/situational.ts";
import { defendOptions, type DefendOption } from "../../../engine/rulesets/wounds/procedures/defend-options.ts";
import { woundOdds, type WoundOdds } from "../../../engine/rulesets/wounds/procedures/wound-odds.ts";
import type { FlatModifier } from "../../../engine/core/dice/request.ts";
import type { RollChoices } from "../../combat-room.ts";
import { situationChosen } from "./situation/catalog.ts";
import {
  blockBonuses,
  toughnessInput,
  toWoundsActor,
  toWoundsWeapon,
  type WoundsCreatureSource,
  type WoundsGearSources,
} from "./sources.ts";
import { toSpellAttack, type WoundsAttackSource } from "./spell-sources.ts";

/** A creature as an attack reads it: its stored numbers, its gear and its status effects. */
export interface WoundsActorView {
  readonly source: WoundsCreatureSource;
  readonly gear: WoundsGearSources;
  readonly statuses: ReadonlySet<string>;
}

export interface WoundsForecast {
  readonly ok: true;
  readonly plan: AttackPlan;
  readonly odds: WoundOdds;
  /** Each Defend choice with its Defense and hit chance; empty unless the target is Defending and it matters. */
  readonly defend: readonly DefendOption[];
}

export type WoundsForecastResult = WoundsForecast | { readonly ok: false; readonly reason: WoundsRefusal };

/** What the card adds to an attack beyond the documents and the dialog's choices. */
export interface AttackExtras {
  /** The Defend choice the target took against this attack. */
  readonly defendChoice?: DefendChoice;
  /** The user's own modifiers on the attack roll (the roll dialog's extra modifier, attack/roll-extra.ts). */
  readonly modifiers?: readonly FlatModifier[];
  /** The target's Create an Opening result against this attacker (a Rebuff meets it instead of a lower Defense). */
  readonly openingResult?: number;
}

/**
 * The engine's attack input: the dialog's choices, the two creatures with their conditions, the target's blocks, and
 * the card's extras.
 */
export function attackInput(
  attacker: WoundsActorView,
  source: WoundsAttackSource,
  target: WoundsActorView,
  choices: RollChoices,
  { defendChoice, modifiers = [], openingResult }: AttackExtras = {},
): AttackPlanInput {
  return {
    ...situationChosen(choices),
    ...(defendChoice === undefined ? {} : { defendChoice }),
    ...(modifiers.length === 0 ? {} : { modifiers }),
    ...(openingResult === undefined ? {} : { openingResult }),
    attacker: toWoundsActor(attacker.source, attacker.statuses),
    target: toWoundsActor(target.source, target.statuses),
    ...("weapon" in source ? { weapon: toWoundsWeapon(source.weapon) } : { spell: toSpellAttack(source.spell) }),
    targetBlocks: blockBonuses(target.gear),
  };
}

export function forecastAttack(
  attacker: WoundsActorView,
  source: WoundsAttackSource,
  target: WoundsActorView,
  choices: RollChoices,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
  extras: AttackExtras = {},
): WoundsForecastResult {
  const input = attackInput(attacker, source, target, choices, extras);
  const plan = planAttack(input, options);
  if (!plan.ok) return plan;
  const toughness = toughnessOf(input.target.creature, toughnessInput(target.source, target.gear));
  return { ok: true, plan, odds: woundOdds(plan, toughness), defend: defendOptions(input, options) };
}

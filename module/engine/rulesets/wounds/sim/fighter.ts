import { isActive } from "../../../core/conditions/state.ts";
import { lookupStep } from "../../../core/economy/quantity.ts";
import type { SimFighterSpec } from "../../../sim/fight.ts";
import { rollerFor, type Roller } from "../../../sim/rollers.ts";
import { toughnessOf, type Toughness, type ToughnessInput } from "../damage/toughness.ts";
import { slotCapacity } from "../damage/wound-track.ts";
import type { BlockBonus } from "../defense/defenses.ts";
import { initiativeRequest } from "../dice/initiative.ts";
import type { WoundsSpellAttack, WoundsWeapon } from "../procedures/attack-plan.ts";
import type { WoundsActor } from "../status.ts";
import { MAX_AP, ROUND_START_AP, TURN_END_AP } from "../tables/speed.ts";
import type { WoundLevel } from "../tables/wound-levels.ts";

/**
 * An attack spell the creature knows: Cast a Spell at the spell's own AP ("the school may change it"), paying the
 * mana it spends ("Spending mana reduces your current total"), rolled Rsn [Arcana/Magic school] against the Defense
 * it targets (`planAttack`'s spell attack).
 */
export interface WoundsSimSpell {
  readonly attack: WoundsSpellAttack;
  readonly ap: number;
  readonly mana: number;
}

/**
 * A `wounds` fighter as an encounter describes it: the engine actor with its current wounds, conditions and mana, the
 * weapons it has equipped (the sheet's attack buttons), the attack spells it can cast (none when not given), the
 * block bonuses its gear gives its Defenses and the Toughness its armor and other gear add. Built once per
 * encounter; a fight never changes it.
 */
export interface WoundsFighterSpec extends SimFighterSpec {
  readonly actor: WoundsActor;
  readonly weapons: readonly WoundsWeapon[];
  readonly spells?: readonly WoundsSimSpell[];
  readonly blocks: readonly BlockBonus[];
  readonly toughness: ToughnessInput;
}

/**
 * What no fight changes, worked out once per encounter: the Speed table's gains and maximum, the wound track's slots,
 * Toughness, the Initiative roll, and the attacks' plans against each target (strike-plan.ts fills them as asked:
 * nothing a fight does moves attributes, skills, gear or a posture, only Defending, which is part of the key).
 */
export interface FighterPlan {
  readonly roundStartAp: number;
  readonly turnEndAp: number;
  readonly maxAp: number;
  readonly slots: Readonly<Record<WoundLevel, number>>;
  readonly toughness: Toughness;
  readonly initiative: Roller;
  /** Per target spec, its plans by weapon and action or by spell, Defending or not (`null`: cannot). */
  readonly strikes: WeakMap<WoundsFighterSpec, Map<string, StrikePlan | null>>;
}

export function planOf(spec: WoundsFighterSpec): FighterPlan {
  const c = spec.actor.creature;
  const speed = c.attributes.speed;
  return {
    roundStartAp: lookupStep(ROUND_START_AP, speed),
    turnEndAp: lookupStep(TURN_END_AP, speed),
    maxAp: lookupStep(MAX_AP, speed),
    slots: slotCapacity(c),
    toughness: toughnessOf(c, spec.toughness),
    initiative: rollerFor(initiativeRequest(c)),
    strikes: new WeakMap(),
  };
}

/** One attack of one fighter against one target, compiled for the fast path (strike-plan.ts plans it). */
export interface StrikePlan {
  readonly label: string;
  readonly attack: Roller;
  /** The attack roll's flat part: its total less this is the wild d20's sum (its natural face unless it burst). */
  readonly attackFlat: number;
  readonly damage: Roller;
  readonly defense: number;
  readonly penetrating: boolean;
  readonly bypassesArmor: boolean;
  readonly severityShift: number;
  readonly ap: number;
  /** The expected severity (1 light … 5 fatal, 0 no wound) of the wound it deals, before slots escalate it. */
  readonly expected: number;
}

/** A fighter during one fight: what the fight changes, beside the spec and plan it started from. */
export interface WoundsFighter {
  readonly spec: WoundsFighterSpec;
  readonly plan: FighterPlan;
  /** Its place in the order the fighters joined (party, then foes): the last word on equal initiative. */
  readonly index: number;
  actor: WoundsActor;
  ap: number;
  initiative: number;
  /** The foe whose attack last took this fighter from standing to down. */
  downedBy: string;
}

/** Plans by spec: one encounter's fighters are the same objects for every seed, so a run plans each once. */
const plans = new WeakMap<WoundsFighterSpec, FighterPlan>();

export function enterFight(spec: WoundsFighterSpec, index: number): WoundsFighter {
  let plan = plans.get(spec);
  if (plan === undefined) {
    plan = planOf(spec);
    plans.set(spec, plan);
  }
  return { spec, plan, index, actor: spec.actor, ap: 0, initiative: 0, downedBy: "" };
}

/** Out of the fight: dead, dying or unconscious (a fatal wound takes a character there, and an NPC to its death). */
export function isDown(f: WoundsFighter): boolean {
  const c = f.actor.creature;
  return c.dead || c.dying || c.unconscious;
}

export const isDefending = (f: WoundsFighter): boolean => isActive(f.actor.conditions, "defending");

/** What the party's focus reads: the open slots below fatal, the wounds it can still take before a fatal one. */
export function slotsLeft(f: WoundsFighter): number {
  const { slots } = f.plan;
  const w = f.actor.creature.wounds;
  return (
    Math.max(0, slots.light - w.light) +
    Math.max(0, slots.moderate - w.moderate) +
    Math.max(0, slots.severe - w.severe) +
    Math.max(0, slots.critical - w.critical)
  );
}

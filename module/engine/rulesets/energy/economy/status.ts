import type { Duration } from "../../../core/conditions/duration.ts";
import { addCondition } from "../../../core/conditions/mutate.ts";
import {
  ENERGY_CONDITION_IDS,
  ENERGY_CONDITIONS,
  type EdgedRoll,
  type EnergyConditionEffects,
  type EnergyConditionId,
} from "../conditions.ts";
import type { EnergyCreature } from "../creature.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import type { EnergyActor } from "./actor.ts";

/**
 * The conditions in force on an actor. Unconscious, Bleeding Out and Dead follow from the creature's numbers (the
 * damage and Stamina rules set them), so they are derived here rather than stored twice; everything else comes
 * from the condition state. A condition is in force when it has a reason of its own (applied directly, or derived)
 * or a parent in force imposes it — and it is not suppressed: "If you have an ability which removes a Condition
 * that is continually applied, you still ignore the Condition until the end of the Round." A suppressed parent
 * imposes nothing, just as ending it would end its daughters.
 */
export function derivedConditions(creature: EnergyCreature): readonly EnergyConditionId[] {
  if (creature.dead) return ["dead"];
  const ids: EnergyConditionId[] = [];
  if (creature.unconscious !== undefined) ids.push("unconscious");
  if (creature.bleedingOut) ids.push("bleedingOut");
  return ids;
}

export function isSuppressed(actor: EnergyActor, id: string): boolean {
  return actor.suppressed.some((s) => s.condition === id);
}

/** Nothing in force: shared, since most creatures most of the time have no condition at all. */
const NONE_IN_FORCE: ReadonlySet<string> = new Set<string>();
const NO_EFFECTS: readonly EffectInForce[] = [];
const NO_CONDITION_IDS: readonly EnergyConditionId[] = [];

/** Every condition in force, daughters included. Written as loops: simulations ask this thousands of times a fight. */
export function conditionsInForce(actor: EnergyActor): ReadonlySet<string> {
  const stack: string[] = [];
  for (const id in actor.conditions.active) {
    const entry = actor.conditions.active[id];
    if (entry && entry.applications.length > 0 && !isSuppressed(actor, entry.id)) stack.push(entry.id);
  }
  const c = actor.creature;
  if (stack.length === 0 && !c.dead && c.unconscious === undefined && !c.bleedingOut) return NONE_IN_FORCE;
  for (const id of derivedConditions(c)) if (!isSuppressed(actor, id)) stack.push(id);
  // Roots are walked last-first, as before: the set's order is the order conditions were found in.
  stack.reverse();
  const inForce = new Set<string>();
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === undefined || inForce.has(id)) continue;
    inForce.add(id);
    for (const daughter of ENERGY_CONDITIONS[id]?.implies ?? []) {
      if (!isSuppressed(actor, daughter)) stack.push(daughter);
    }
  }
  return inForce;
}

export function hasCondition(actor: EnergyActor, id: EnergyConditionId): boolean {
  return conditionsInForce(actor).has(id);
}

export interface EffectInForce {
  readonly condition: EnergyConditionId;
  readonly effects: EnergyConditionEffects;
}

/**
 * Answers kept, so that asking again costs a few comparisons. Actors are immutable values, and one action asks about
 * the same actor several times in a row (can it act, which edge, which Energy penalty): the last actor is kept by
 * identity. A fight also makes new actors whose conditions did not change (a hit changes the Aura only), so a few
 * recent answers are kept by what they are read from: the condition state, the suppressions (both immutable values,
 * compared by identity) and the creature's dead, unconscious and bleeding-out states. A fixed ring, no growing cache,
 * nothing for the collector but one slot per new answer.
 */
interface KeptEffects {
  readonly conditions: EnergyActor["conditions"];
  readonly suppressed: EnergyActor["suppressed"];
  readonly dead: boolean;
  readonly unconscious: EnergyCreature["unconscious"];
  readonly bleedingOut: boolean;
  readonly effects: readonly EffectInForce[];
}

const KEPT_ANSWERS = 16;
const kept: (KeptEffects | undefined)[] = new Array<KeptEffects | undefined>(KEPT_ANSWERS).fill(undefined);
let nextSlot = 0;
let lastActor: EnergyActor | undefined;
let lastEffects: readonly EffectInForce[] = NO_EFFECTS;

function keptFor(actor: EnergyActor): readonly EffectInForce[] | undefined {
  const c = actor.creature;
  for (const k of kept) {
    if (
      k !== undefined &&
      k.conditions === actor.conditions &&
      k.suppressed === actor.suppressed &&
      k.dead === c.dead &&
      k.unconscious === c.unconscious &&
      k.bleedingOut === c.bleedingOut
    ) {
      return k.effects;
    }
  }
  return undefined;
}

/** Effects in force, in catalog order. */
export function effectsInForce(actor: EnergyActor): readonly EffectInForce[] {
  if (actor === lastActor) return lastEffects;
  let effects = keptFor(actor);
  if (effects === undefined) {
    effects = walkEffects(actor);
    const c = actor.creature;
    kept[nextSlot] = {
      conditions: actor.conditions,
      suppressed: actor.suppressed,
      dead: c.dead,
      unconscious: c.unconscious,
      bleedingOut: c.bleedingOut,
      effects,
    };
    nextSlot = (nextSlot + 1) % KEPT_ANSWERS;
  }
  lastActor = actor;
  lastEffects = effects;
  return effects;
}

function walkEffects(actor: EnergyActor): readonly EffectInForce[] {
  const inForce = conditionsInForce(actor);
  if (inForce.size === 0) return NO_EFFECTS;
  return ENERGY_CONDITION_IDS.filter((id) => inForce.has(id)).map((id) => ({
    condition: id,
    effects: ENERGY_CONDITIONS[id].effects,
  }));
}

type FlagEffect = {
  [K in keyof EnergyConditionEffects]-?: EnergyConditionEffects[K] extends boolean | undefined ? K : never;
}[keyof EnergyConditionEffects];

/** The first condition in force with this flag, if any: refusals name it. */
export function conditionWith(actor: EnergyActor, flag: FlagEffect): EnergyConditionId | undefined {
  return effectsInForce(actor).find((e) => e.effects[flag] === true)?.condition;
}

/** The conditions giving Disadvantage on a roll of this kind ("defense" conditions also hit Evasion rolls). */
export function disadvantageFrom(actor: EnergyActor, roll: EdgedRoll): readonly EnergyConditionId[] {
  const effects = effectsInForce(actor);
  if (effects.length === 0) return NO_CONDITION_IDS;
  const kinds: readonly EdgedRoll[] = roll === "evasion" ? ["evasion", "defense"] : [roll];
  return effects.filter((e) => (e.effects.disadvantageOn ?? []).some((k) => kinds.includes(k))).map((e) => e.condition);
}

/** Exhausted's Energy penalty (the largest in force: conditions never stack with themselves). */
export function energyPenalty(actor: EnergyActor): number {
  return effectsInForce(actor).reduce((most, e) => Math.max(most, e.effects.energyPenalty ?? 0), 0);
}

/**
 * The seed's default durations: Exposure "lasts until the end of the Round" (setting: of the next Round), Unguarded
 * "until the end of the Round", Surprised "until the end of the first Round of combat"; the rest last until an
 * event ends them.
 */
export function defaultDuration(id: EnergyConditionId, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS): Duration {
  switch (id) {
    case "exposed":
      return { kind: options.exposedDuration };
    case "unguarded":
    case "surprised":
      return { kind: "endOfRound" };
    default:
      return { kind: "permanent" };
  }
}

export interface ApplyCondition {
  readonly source: string;
  readonly round: number;
  /** Overrides the default duration ("Unless otherwise specified"). */
  readonly duration?: Duration;
}

/** Apply a condition with its default duration unless one is given. */
export function applyCondition(
  actor: EnergyActor,
  id: EnergyConditionId,
  how: ApplyCondition,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyActor {
  const duration = how.duration ?? defaultDuration(id, options);
  const added = addCondition(ENERGY_CONDITIONS, actor.conditions, id, {
    source: how.source,
    duration,
    round: how.round,
  });
  return { ...actor, conditions: added.state };
}

/** An ability removed a condition whose cause continues: ignore it until the end of this Round. */
export function suppressCondition(actor: EnergyActor, id: EnergyConditionId, round: number): EnergyActor {
  if (isSuppressed(actor, id)) return actor;
  return { ...actor, suppressed: [...actor.suppressed, { condition: id, round }] };
}

/**
 * Fray's own states (decision 112): Dead is no Condition an ability removes, Bleeding Out ends by stabilizing, and
 * Defending and Kneeling are the creature's own doing, not a Condition laid on it.
 */
const NEVER_SUPPRESSED_IDS = [
  "dead",
  "bleedingOut",
  "defending",
  "kneeling",
] as const satisfies readonly EnergyConditionId[];
const NEVER_SUPPRESSED: ReadonlySet<string> = new Set<string>(NEVER_SUPPRESSED_IDS);

/**
 * The conditions an ability may remove now while their cause goes on ("If you have an ability which removes a
 * Condition that is continually applied, you still ignore the Condition until the end of the Round"): those in force
 * and not yet suppressed, daughters included ("if you are in a bog which Slows anyone inside it, you can use an
 * ability that removes a Slowed condition"), in catalog order.
 */
export function suppressibleConditions(actor: EnergyActor): readonly EnergyConditionId[] {
  const inForce = conditionsInForce(actor);
  return ENERGY_CONDITION_IDS.filter((id) => inForce.has(id) && !NEVER_SUPPRESSED.has(id));
}

export type SuppressibleConditionId = Exclude<EnergyConditionId, (typeof NEVER_SUPPRESSED_IDS)[number]>;

/** The conditions an ability may be written to remove (an ability item's `removes`): every one but Fray's states. */
export const SUPPRESSIBLE_CONDITION_IDS: readonly SuppressibleConditionId[] = ENERGY_CONDITION_IDS.filter(
  (id): id is SuppressibleConditionId => !NEVER_SUPPRESSED.has(id),
);

/**
 * The conditions an ability that removes `removes` ignores now on its user: "If you have an ability which removes a
 * Condition that is continually applied, you still ignore the Condition until the end of the Round" — those it lists
 * that are in force on the user and not ignored yet.
 */
export function removedByAbility(actor: EnergyActor, removes: readonly EnergyConditionId[]): EnergyConditionId[] {
  return suppressibleConditions(actor).filter((id) => removes.includes(id));
}

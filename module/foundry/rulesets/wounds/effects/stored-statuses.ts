/**
 * The `wounds` statuses that stand for stored data (effects/stored-statuses.ts keeps each with its data, both ways).
 * The engine derives them from the creature (`derivedConditions`), so a status and its numbers never disagree:
 * - the wounded severities: "While you have at least one wound, you are considered wounded with a severity equal to
 *   your highest wound" — read from the wound track, never toggled (the track's slots are the data);
 * - staggered: "If it is greater than or equal to your normal maximum stamina, you become staggered" — read from
 *   fatigue, never toggled;
 * - exhausted: "If your fatigue is greater than or equal to half your normal maximum stamina, you become exhausted" —
 *   a stored flag (rules page decision 20) the GM may clear (a long rest's first bullet) but only give at half;
 * - dying, unconscious, dead: the creature's flags; Dead keeps Unconscious (the catalog implies it);
 * - bleeding, burning: their level; given by hand at the lowest, light (rules page decision 85);
 * - hobbled, poisoned: the Treat Condition TN their cause gave ("against the effect's TN"); given by hand, with no cause
 *   to read it from, at `UNCAUSED_TN` (decision 156).
 */
import { inForce } from "../../../../engine/core/conditions/catalog.ts";
import { SEVERITY_CONDITION, WOUNDS_CONDITIONS } from "../../../../engine/rulesets/wounds/conditions.ts";
import type { TnCondition, WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import { UNCAUSED_TN } from "../../../../engine/rulesets/wounds/healing/treat-condition.ts";
import { derivedConditions } from "../../../../engine/rulesets/wounds/status.ts";
import { normalMaxStamina } from "../../../../engine/rulesets/wounds/vitals/stamina.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { StoredStatus } from "../../../effects/status-room.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsCreature } from "../sources.ts";

const REFUSAL = `${I18N_ROOT}.Wounds.Refusal`;
type Write = ReturnType<StoredStatus["write"]>;

function creatureOf(actor: Actor.Implementation): WoundsCreature | undefined {
  const view = woundsActorView(actor);
  return view ? toWoundsCreature(view.source) : undefined;
}

/** Held when the engine derives it, its implied ones included (Dead → Unconscious → Helpless). */
function derivedHeld(id: string): StoredStatus["held"] {
  return (actor) => {
    const c = creatureOf(actor);
    return c ? inForce(WOUNDS_CONDITIONS, derivedConditions(c)).has(id) : undefined;
  };
}

/** A status read from the numbers: toggling it by hand is refused with where to change the numbers. */
function readOnly(id: string, refusal: string): StoredStatus {
  return { held: derivedHeld(id), write: () => ({ refused: `${REFUSAL}.${refusal}` }) };
}

/** A status that is one of the creature's flags (`state.<flag>`). */
function flag(id: "dying" | "unconscious" | "dead", check?: (c: WoundsCreature, on: boolean) => string | undefined) {
  return {
    held: derivedHeld(id),
    write(actor: Actor.Implementation, on: boolean): Write {
      const c = creatureOf(actor);
      if (!c) return { refused: `${REFUSAL}.notWounds` };
      const refused = check?.(c, on);
      return refused ? { refused: `${REFUSAL}.${refused}` } : { system: { state: { [id]: on } } };
    },
  } satisfies StoredStatus;
}

function affliction(id: "bleeding" | "burning"): StoredStatus {
  return {
    held: derivedHeld(id),
    write(actor, on) {
      const c = creatureOf(actor);
      if (!c) return { refused: `${REFUSAL}.notWounds` };
      return { system: { afflictions: { [id]: on ? (c.afflictions[id] ?? "light") : null } } };
    },
  };
}

function tnCondition(id: TnCondition): StoredStatus {
  return {
    held: derivedHeld(id),
    write(actor, on) {
      const c = creatureOf(actor);
      if (!c) return { refused: `${REFUSAL}.notWounds` };
      return { system: { conditionTns: { [id]: on ? (c.conditionTns[id] ?? UNCAUSED_TN) : null } } };
    },
  };
}

const EXHAUSTED: StoredStatus = {
  held: derivedHeld("exhausted"),
  write(actor, on) {
    const c = creatureOf(actor);
    if (!c) return { refused: `${REFUSAL}.notWounds` };
    if (on && !(c.fatigue > 0 && 2 * c.fatigue >= normalMaxStamina(c))) {
      return { refused: `${REFUSAL}.exhaustedNeedsFatigue` };
    }
    return { system: { exhausted: on } };
  },
};

const severities = Object.fromEntries(
  Object.values(SEVERITY_CONDITION).map((id) => [id, readOnly(id, "woundsFromTrack")]),
);

export const WOUNDS_STORED_STATUSES: Readonly<Record<string, StoredStatus>> = {
  ...severities,
  staggered: readOnly("staggered", "staggeredFromFatigue"),
  exhausted: EXHAUSTED,
  dying: flag("dying", (c, on) => (on && c.dead ? "deadNotDying" : undefined)),
  // "Dead" implies Unconscious: while dead, it cannot be taken away on its own.
  unconscious: flag("unconscious", (c, on) => (!on && c.dead ? "deadUnconscious" : undefined)),
  dead: flag("dead"),
  bleeding: affliction("bleeding"),
  burning: affliction("burning"),
  hobbled: tnCondition("hobbled"),
  poisoned: tnCondition("poisoned"),
};

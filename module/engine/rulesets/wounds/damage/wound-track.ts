import { fillSlot, type Slots } from "../../../core/damage/levels.ts";
import type { WoundCounts, WoundsCreature } from "../creature.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { WOUND_LEVELS, woundLevelAt, woundLevelNumber, type WoundLevel } from "../tables/wound-levels.ts";
import { FATAL_SLOTS, LIGHT_SLOTS_BASE, NPC_TIER_SLOTS, vitalitySlotRow } from "../tables/wound-slots.ts";

/**
 * The wound track: slots per level, filling with escalation, severity, and wounds moving down when healed.
 * "Each time you receive a wound, fill one wound slot of that level. If all the slots of that level are already full,
 * increase the wound's severity until there is an empty slot." "While you have at least one wound, you are considered
 * wounded with a severity equal to your highest wound."
 */

/** Slots per level: light 5 + Persona, moderate to critical from Vitality (NPCs: by tier), one fatal. */
export function slotCapacity(
  c: WoundsCreature,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): Readonly<Record<WoundLevel, number>> {
  const light = Math.max(0, LIGHT_SLOTS_BASE + c.attributes.persona);
  if (c.kind === "npc") {
    const tier = NPC_TIER_SLOTS[c.npcTier ?? "standard"];
    const npcLight = options.npcLightSlots === "tier" ? tier : light;
    return { light: npcLight, moderate: tier, severe: tier, critical: tier, fatal: FATAL_SLOTS };
  }
  const row = vitalitySlotRow(c.attributes.vitality);
  return { light, moderate: row.moderate, severe: row.severe, critical: row.critical, fatal: FATAL_SLOTS };
}

/** The creature's track in the core's slot shape. */
export function woundSlots(c: WoundsCreature, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): Slots {
  const capacity = slotCapacity(c, options);
  return Object.fromEntries(
    WOUND_LEVELS.map((level) => [level, { filled: c.wounds[level], capacity: capacity[level] }]),
  );
}

/** The highest level with a wound, or undefined when unwounded. */
export function severity(c: WoundsCreature): WoundLevel | undefined {
  return [...WOUND_LEVELS].reverse().find((level) => c.wounds[level] > 0);
}

/** "your highest wound level (1 for light, 2 for moderate, etc.)"; 0 when unwounded. */
export function severityNumber(c: WoundsCreature): number {
  const level = severity(c);
  return level === undefined ? 0 : woundLevelNumber(level);
}

/** "the number of wounds the target has received" (Stabilize's TN): every filled slot. */
export function woundCount(c: WoundsCreature): number {
  return WOUND_LEVELS.reduce((sum, level) => sum + c.wounds[level], 0);
}

export interface WoundFill {
  readonly creature: WoundsCreature;
  /** The level whose slot took the wound; undefined when every level from the asked one up was full. */
  readonly slot: WoundLevel | undefined;
  readonly escalatedPast: readonly WoundLevel[];
}

function withCount(wounds: WoundCounts, level: WoundLevel, delta: number): WoundCounts {
  return { ...wounds, [level]: Math.max(0, wounds[level] + delta) };
}

/** Receive a wound of `level`, escalating past full levels (core `fillSlot`). */
export function receiveWound(
  c: WoundsCreature,
  level: WoundLevel,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundFill {
  const fill = fillSlot(woundSlots(c, options), WOUND_LEVELS, level);
  const escalatedPast = fill.escalatedPast.filter((l): l is WoundLevel =>
    (WOUND_LEVELS as readonly string[]).includes(l),
  );
  const slot = WOUND_LEVELS.find((l) => l === fill.level);
  if (slot === undefined) return { creature: c, slot: undefined, escalatedPast };
  return { creature: { ...c, wounds: withCount(c.wounds, slot, 1) }, slot, escalatedPast };
}

export interface WoundReduction {
  readonly creature: WoundsCreature;
  readonly from: WoundLevel;
  /** The level the wound now sits at, or "healed" when it went below light. */
  readonly to: WoundLevel | "healed";
}

/**
 * Reduce one wound of `from` by `steps` levels. "the selected wound is reduced by one level, assuming there is an open
 * slot of the next lower level": below light the wound is gone; otherwise it needs an open slot at the level it lands
 * on. When that level is full, it stops at the nearest level above with an open slot (the mirror of escalation);
 * when none is open it cannot be reduced at all.
 */
export function reduceWound(
  c: WoundsCreature,
  from: WoundLevel,
  steps: number,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<WoundReduction> {
  const unchanged: WoundReduction = { creature: c, from, to: from };
  if (c.wounds[from] <= 0) return refuse(unchanged, { code: "noSuchWound", message: `No ${from} wound to reduce.` });
  const start = woundLevelNumber(from);
  const landing = start - Math.max(1, Math.trunc(steps));
  const removed = withCount(c.wounds, from, -1);
  if (landing < 1) return { ok: true, state: { creature: { ...c, wounds: removed }, from, to: "healed" } };
  const capacity = slotCapacity(c, options);
  for (let n = landing; n < start; n++) {
    const level = woundLevelAt(n);
    if (level !== undefined && removed[level] < capacity[level]) {
      return { ok: true, state: { creature: { ...c, wounds: withCount(removed, level, 1) }, from, to: level } };
    }
  }
  return refuse(unchanged, { code: "noOpenSlot", message: `No open slot below ${from} for this wound.` });
}

/** Can a wound of this level be reduced by `steps` right now? */
export function canReduce(
  c: WoundsCreature,
  from: WoundLevel,
  steps = 1,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): boolean {
  return reduceWound(c, from, steps, options).ok;
}

/** "you heal all light wounds" (long rest). */
export function healLightWounds(c: WoundsCreature): WoundsCreature {
  return c.wounds.light === 0 ? c : { ...c, wounds: { ...c.wounds, light: 0 } };
}

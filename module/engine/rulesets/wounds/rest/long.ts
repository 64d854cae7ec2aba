import type { WoundsCreature } from "../creature.ts";
import { healLightWounds, severity, severityNumber } from "../damage/wound-track.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { applyRecoveryCheck, recoveryTotal, type RecoveryOutcome } from "../healing/recovery.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundLevel } from "../tables/wound-levels.ts";
import { maxMana, retrieveMana } from "../vitals/mana.ts";
import { maxStamina, reduceFatigue } from "../vitals/stamina.ts";

/**
 * Long rest (seed 004): "You cannot take a long rest if you are fatally wounded. Apply these benefits in order when you
 * complete the rest:" exhausted → only that and full stamina and mana; lightly or moderately wounded → heal all light
 * wounds; fatigue → reduced by "5 + your Vitality - your highest wound level … to a minimum of 1 if you are not wounded
 * or 0 if you are"; wounded → one recovery check; then "Recover all stamina and mana." "you can only gain the benefits
 * of a long rest twice per day", and not without "a full night's sleep within 24 hours of the end of the rest".
 * Invested mana "can be retrieved at your option at the end of a long rest".
 * Each bullet is judged on "your condition when you start the rest" by default (setting `longRestReads`).
 */
export const LONG_REST_HOURS = 8;
export const LONG_RESTS_PER_DAY = 2;
export const FATIGUE_RECOVERY_BASE = 5;

export interface LongRestInput {
  readonly sleptWithin24h: boolean;
  /** The creature's own recovery check total (needed when it is wounded: `needsRecoveryCheck`). */
  readonly recoveryCheck?: number;
  /** A tender's Lor [Healing/Wounds] total (with its healing-kit penalty). */
  readonly tending?: number;
  readonly recoveryChoice?: WoundLevel;
  /** Investments to retrieve now (only those retrieved "at the end of a long rest"). */
  readonly retrieve?: readonly string[];
}

export interface LongRestLog {
  readonly exhaustionEnded: boolean;
  readonly lightWoundsHealed: number;
  readonly fatigueRecovered: number;
  readonly recovery?: Omit<RecoveryOutcome, "creature">;
  readonly retrieved: readonly string[];
}

/** "to a minimum of 1 if you are not wounded or 0 if you are". */
export function fatigueRecovery(vitality: number, highestWound: number): number {
  return Math.max(highestWound === 0 ? 1 : 0, FATIGUE_RECOVERY_BASE + vitality - highestWound);
}

export function needsRecoveryCheck(c: WoundsCreature): boolean {
  return !c.exhausted && severity(c) !== undefined;
}

function why(
  c: WoundsCreature,
): { code: "dead" | "fatallyWounded" | "longRestsUsed" | "noSleep"; message: string } | undefined {
  if (c.dead) return { code: "dead", message: "The dead do not rest." };
  if (severity(c) === "fatal") return { code: "fatallyWounded", message: "No long rest while fatally wounded." };
  if (c.longRestsToday >= LONG_RESTS_PER_DAY)
    return { code: "longRestsUsed", message: "Two long rests a day at most." };
  return undefined;
}

function retrieveAll(c: WoundsCreature, ids: readonly string[]): { creature: WoundsCreature; retrieved: string[] } {
  let creature = c;
  const retrieved: string[] = [];
  for (const id of ids) {
    if (creature.invested.find((i) => i.id === id)?.retrieve !== "longRest") continue;
    const out = retrieveMana(creature, id);
    if (out.ok) {
      creature = out.state;
      retrieved.push(id);
    }
  }
  return { creature, retrieved };
}

export function longRest(
  c: WoundsCreature,
  input: LongRestInput,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<{ readonly creature: WoundsCreature; readonly log: LongRestLog }> {
  const none: LongRestLog = { exhaustionEnded: false, lightWoundsHealed: 0, fatigueRecovered: 0, retrieved: [] };
  const refusal = why(c);
  if (refusal) return refuse({ creature: c, log: none }, refusal);
  if (!input.sleptWithin24h) {
    return refuse({ creature: c, log: none }, { code: "noSleep", message: "No full night's sleep within 24 hours." });
  }
  const start = c;
  const judge = (now: WoundsCreature): WoundsCreature => (options.longRestReads === "start" ? start : now);
  let next: WoundsCreature = { ...c, longRestsToday: c.longRestsToday + 1 };
  let log: LongRestLog = none;
  if (start.exhausted) {
    next = { ...next, exhausted: false };
    log = { ...log, exhaustionEnded: true };
  } else {
    const level = severity(judge(next));
    if (level === "light" || level === "moderate") {
      log = { ...log, lightWoundsHealed: next.wounds.light };
      next = healLightWounds(next);
    }
    if (judge(next).fatigue > 0) {
      const before = next.fatigue;
      next = reduceFatigue(next, fatigueRecovery(next.attributes.vitality, severityNumber(judge(next))));
      log = { ...log, fatigueRecovered: before - next.fatigue };
    }
    if (severity(judge(next)) !== undefined && input.recoveryCheck !== undefined) {
      const total = recoveryTotal(input.recoveryCheck, input.tending);
      const { creature, ...recovery } = applyRecoveryCheck(next, total, input.recoveryChoice, options);
      next = creature;
      log = { ...log, recovery };
    }
  }
  const kept = retrieveAll(next, input.retrieve ?? []);
  next = kept.creature;
  next = { ...next, stamina: maxStamina(next), mana: maxMana(next) };
  return { ok: true, state: { creature: next, log: { ...log, retrieved: kept.retrieved } } };
}

/** A new day: both long rests are available again. */
export function newDay(c: WoundsCreature): WoundsCreature {
  return c.longRestsToday === 0 ? c : { ...c, longRestsToday: 0 };
}

import { roundBy } from "./arithmetic.ts";
import { fillSlot, levelFor, type Slots } from "./levels.ts";
import { describePredicate, testPredicate, type PacketFacts } from "./predicates.ts";
import type { Bypass, DamagePipeline, DamageStep } from "./steps.ts";
import { pour, type Tracks } from "./tracks.ts";

/**
 * applyPipeline: run a hit through a ruleset's steps against a target's state, returning the new state and an audit
 * trail. Pure: the inputs are never changed. Guarantees every ruleset relies on:
 * - damage never heals: no track value rises, none goes below zero, and the reported amounts are never negative;
 * - monotone: with the same steps and facts, a bigger hit never leaves any track higher;
 * - every step leaves one audit entry naming its `source`, including skipped ones (and why).
 */

export interface DamagePacket extends PacketFacts {
  /** The rolled damage (or `wounds`' attack + damage) before any step. */
  readonly amount: number;
  /** What dealt it, for the audit ("Heroic axe"). */
  readonly source: string;
}

export interface DamageState {
  readonly tracks: Tracks;
  readonly slots?: Slots;
}

export type AuditOutcome = "applied" | "notApplicable" | "bypassed" | "afterImmunity";

export interface DamageAuditEntry {
  readonly step: DamageStep["kind"];
  readonly source: string;
  readonly outcome: AuditOutcome;
  /** Running value before and after the step (signed: a negative margin is "no damage"). */
  readonly before: number;
  readonly after: number;
  /** The bypass that skipped the step, when `outcome` is "bypassed". */
  readonly by?: string;
  /** Plain-English summary of what happened; the adapter may rebuild a localized one from the other fields. */
  readonly detail: string;
  /** Nesting inside a `firstOf` group (0 at top level). */
  readonly depth: number;
}

export interface DamageResult {
  /** Damage after mitigation: the non-negative value that reached the first track step (or the end). */
  readonly amount: number;
  /** The same point's signed value (what thresholds compare). */
  readonly margin: number;
  /** Non-negative value no track took: overflow past the last track (all of `amount` when there is no track step). */
  readonly remaining: number;
  readonly state: DamageState;
  /** Damage each track took from the main flow. */
  readonly taken: Readonly<Record<string, number>>;
  /** Damage each absorbing track (armor) took from reduce steps. */
  readonly absorbed: Readonly<Record<string, number>>;
  /** Level chosen by the last threshold step. */
  readonly level?: string;
  /** Level whose slot was filled, after escalation. */
  readonly slot?: string;
  /** A slot step found every level from the chosen one up full. */
  readonly slotOverflow: boolean;
  /** Source of the immunity that stopped the hit. */
  readonly immuneBy?: string;
  readonly audit: readonly DamageAuditEntry[];
}

interface Work {
  raw: number;
  tracks: Tracks;
  slots: Slots;
  taken: Record<string, number>;
  absorbed: Record<string, number>;
  level: string | undefined;
  slot: string | undefined;
  slotOverflow: boolean;
  immuneBy: string | undefined;
  atTrack: { amount: number; margin: number } | undefined;
  audit: DamageAuditEntry[];
}

function firstBypass(bypass: readonly Bypass[] | undefined, facts: PacketFacts): Bypass | undefined {
  return bypass?.find((b) => testPredicate(b.when, facts));
}

function addInto(record: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [id, value] of Object.entries(from)) record[id] = (record[id] ?? 0) + value;
}

/** Applies one step; returns whether it applied (firstOf stops at the first that did). */
function applyStep(step: DamageStep, work: Work, packet: DamagePacket, depth: number): boolean {
  const before = work.raw;
  const entry = (outcome: AuditOutcome, detail: string, by?: string): void => {
    work.audit.push({ step: step.kind, source: step.source, outcome, before, after: work.raw, detail, depth, by });
  };
  if (work.immuneBy !== undefined) {
    entry("afterImmunity", `skipped: the hit was stopped by ${work.immuneBy}`);
    return false;
  }
  if (step.when !== undefined && !testPredicate(step.when, packet)) {
    entry("notApplicable", `not applicable (needs: ${describePredicate(step.when)})`);
    return false;
  }
  const bypass = firstBypass(step.bypass, packet);
  if (bypass !== undefined) {
    entry("bypassed", `bypassed: ${bypass.source}`, bypass.source);
    return false;
  }
  switch (step.kind) {
    case "reduce": {
      if (!Number.isFinite(step.by)) throw new RangeError(`reduce step "${step.source}" has a non-finite value`);
      const stopped = Math.max(0, Math.min(step.by, work.raw));
      work.raw -= step.by;
      let note = "";
      if (step.absorbInto !== undefined && stopped > 0) {
        const spared = firstBypass(step.absorbBypass, packet);
        if (spared === undefined) {
          const poured = pour(work.tracks, step.absorbInto, stopped);
          work.tracks = poured.tracks;
          addInto(work.absorbed, poured.taken);
          note = `; ${step.absorbInto.join(" → ")} took ${stopped - poured.overflow}`;
        } else {
          note = `; absorbing track spared: ${spared.source}`;
        }
      }
      entry("applied", `${step.by >= 0 ? "reduced by" : "increased by"} ${Math.abs(step.by)}${note}`);
      return true;
    }
    case "add": {
      if (!Number.isFinite(step.amount)) throw new RangeError(`add step "${step.source}" has a non-finite value`);
      work.raw += step.amount;
      entry("applied", `${step.amount >= 0 ? "+" : "−"}${Math.abs(step.amount)}`);
      return true;
    }
    case "multiply": {
      if (!(step.factor >= 0) || !Number.isFinite(step.factor)) {
        throw new RangeError(`multiply step "${step.source}" needs a finite factor ≥ 0, got ${step.factor}`);
      }
      // Nothing to multiply in a zero or negative margin: multiplying "no damage" must stay "no damage".
      if (work.raw > 0) work.raw = roundBy(work.raw * step.factor, step.round);
      entry("applied", `×${step.factor} (round ${step.round})`);
      return true;
    }
    case "immune": {
      work.raw = 0;
      work.immuneBy = step.source;
      entry("applied", "immune: the hit does nothing");
      return true;
    }
    case "threshold": {
      work.level = levelFor(step.table, work.raw);
      entry("applied", work.level === undefined ? "below every threshold" : `level ${work.level}`);
      return true;
    }
    case "slot": {
      if (work.level === undefined) {
        entry("applied", "no level, no slot");
        return true;
      }
      const fill = fillSlot(work.slots, step.ladder, work.level);
      work.slots = fill.slots;
      work.slot = fill.level;
      work.slotOverflow = fill.level === undefined;
      const past = fill.escalatedPast.length > 0 ? ` (escalated past full ${fill.escalatedPast.join(", ")})` : "";
      entry("applied", fill.level === undefined ? `no free slot from ${work.level} up` : `slot ${fill.level}${past}`);
      return true;
    }
    case "track": {
      const amount = Math.max(0, work.raw);
      work.atTrack ??= { amount, margin: work.raw };
      const poured = pour(work.tracks, step.order, amount);
      work.tracks = poured.tracks;
      addInto(work.taken, poured.taken);
      work.raw = poured.overflow;
      const parts = step.order.map((id) => `${id} ${poured.taken[id] ?? 0}`).join(", ");
      entry("applied", `took: ${parts}; overflow ${poured.overflow}`);
      return true;
    }
    case "firstOf": {
      const index = work.audit.length;
      entry("applied", "first applicable of the candidates");
      const chosen = step.steps.find((child) => applyStep(child, work, packet, depth + 1));
      if (chosen === undefined) {
        work.audit[index] = {
          ...(work.audit[index] as DamageAuditEntry),
          outcome: "notApplicable",
          detail: "none applied",
        };
        return false;
      }
      work.audit[index] = {
        ...(work.audit[index] as DamageAuditEntry),
        after: work.raw,
        detail: `chose ${chosen.source}`,
      };
      return true;
    }
  }
}

export function applyPipeline(pipeline: DamagePipeline, packet: DamagePacket, state: DamageState): DamageResult {
  if (!Number.isFinite(packet.amount)) throw new RangeError(`damage amount must be finite, got ${packet.amount}`);
  const work: Work = {
    raw: packet.amount,
    tracks: state.tracks,
    slots: state.slots ?? {},
    taken: {},
    absorbed: {},
    level: undefined,
    slot: undefined,
    slotOverflow: false,
    immuneBy: undefined,
    atTrack: undefined,
    audit: [],
  };
  for (const step of pipeline) applyStep(step, work, packet, 0);
  const end = { amount: Math.max(0, work.raw), margin: work.raw };
  const { amount, margin } = work.atTrack ?? end;
  return {
    amount,
    margin,
    remaining: Math.max(0, work.raw),
    state:
      state.slots === undefined && work.slot === undefined
        ? { tracks: work.tracks }
        : { tracks: work.tracks, slots: work.slots },
    taken: work.taken,
    absorbed: work.absorbed,
    level: work.level,
    slot: work.slot,
    slotOverflow: work.slotOverflow,
    immuneBy: work.immuneBy,
    audit: work.audit,
  };
}

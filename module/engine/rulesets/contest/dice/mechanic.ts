/**
 * THE test mechanic of `contest`, in one place. The excerpt uses tests that pass or fail, count Successes, take boons
 * and banes and flat modifiers, but never says how a test is rolled; Fray's mechanic (docs/rules/contest.md, with its
 * odds):
 *
 *   roll 1d20 + governing attribute + skill + modifiers; a total of 11 or more passes (the Target Number);
 *   a passed test scores 1 Success, plus 1 for every full 5 points above the Target Number (11–15: 1, 16–20: 2, …);
 *   a failed test scores 0.
 *   Boons and banes cancel one for one; each boon left adds a d20 and the highest die counts, each bane left adds a
 *   d20 and the lowest counts, at most 2 extra dice.
 *
 * Every procedure reaches the dice through `TestMechanic`, so a world setting can swap the numbers (Target Number,
 * Success step, extra-dice cap) or the whole mechanic without touching a rule.
 */
import type { AuditEntry } from "../../../core/dice/audit.ts";
import type { DiceRequest, DieGroup, FlatModifier, Sourced } from "../../../core/dice/request.ts";

export interface TestMechanicOptions {
  /** The total a test must reach to pass. */
  readonly targetNumber: number;
  /** Points above the Target Number per extra Success. */
  readonly successStep: number;
  /** Most extra dice boons (or banes) left after cancelling can add. */
  readonly maxExtraDice: number;
}

export const DEFAULT_TEST_OPTIONS: TestMechanicOptions = { targetNumber: 11, successStep: 5, maxExtraDice: 2 };

export const TEST_DIE_FACES = 20;
export const TEST_GROUP_ID = "test";

/** What a rolled test is made of, once the rules have gathered it. */
export interface RolledTestInput {
  readonly label: string;
  /** Attribute, skill and situational modifiers, each with its source. */
  readonly modifiers: readonly FlatModifier[];
  readonly boons: readonly Sourced[];
  readonly banes: readonly Sourced[];
}

export interface TestMechanic {
  readonly id: string;
  readonly options: TestMechanicOptions;
  /** The dice request for a rolled test; its target is the pass line. */
  request(input: RolledTestInput): DiceRequest;
  /** Successes a total scores; 0 means the test failed. */
  successes(total: number): number;
}

/** Boons and banes cancel one for one; what is left becomes extra dice, up to the cap. Audited. */
export function netEdge(
  boons: readonly Sourced[],
  banes: readonly Sourced[],
  maxExtraDice: number,
): { readonly extra: number; readonly mode: "highest" | "lowest"; readonly audit: readonly AuditEntry[] } {
  const audit: AuditEntry[] = [];
  const pairs = Math.min(boons.length, banes.length);
  for (let i = 0; i < pairs; i++) {
    audit.push({ type: "cancel", source: boons[i]?.source ?? "Boon", against: banes[i]?.source ?? "Bane" });
  }
  const mode = boons.length >= banes.length ? "highest" : "lowest";
  const left = (mode === "highest" ? boons : banes).slice(pairs);
  const cap = Math.max(0, Math.floor(maxExtraDice));
  // A boon past the cap is still listed, adding 0 dice, so the card can say it had no further effect.
  left.forEach((edge, i) =>
    audit.push({ type: "add", source: edge.source, groupId: TEST_GROUP_ID, dice: i < cap ? 1 : 0 }),
  );
  return { extra: Math.min(cap, left.length), mode, audit };
}

export function d20Mechanic(options: TestMechanicOptions = DEFAULT_TEST_OPTIONS): TestMechanic {
  const { targetNumber, successStep } = options;
  if (!Number.isInteger(successStep) || successStep < 1) throw new RangeError("successStep must be a whole number ≥ 1");
  return {
    id: "d20",
    options,
    request(input) {
      const edge = netEdge(input.boons, input.banes, options.maxExtraDice);
      const die: DieGroup = { id: TEST_GROUP_ID, source: "Test die", count: 1 + edge.extra, faces: TEST_DIE_FACES };
      return {
        label: input.label,
        groups: [edge.extra > 0 ? { ...die, keep: { mode: edge.mode, count: 1 } } : die],
        modifiers: input.modifiers.filter((m) => m.value !== 0),
        target: { kind: "meet", value: targetNumber, source: "Target Number" },
        audit: edge.audit,
      };
    },
    successes(total) {
      return total < targetNumber ? 0 : 1 + Math.floor((total - targetNumber) / successStep);
    },
  };
}

export const DEFAULT_TEST_MECHANIC: TestMechanic = d20Mechanic();

/**
 * What a maneuver does once its tests are read: "become Dazed", "loose the item. The item lands on the floor",
 * "pushed back 1m", "knocked prone", Brace's boon on the winner's next Defense test, Feint's boon on its next Strike,
 * Precision's chosen hit location and maximized damage die. Conditions are applied here; moving a token, dropping an
 * item and remembering a Feint are reported for the caller (the Combat layer and economy/feint.ts).
 */
import { applyCondition } from "../conditions.ts";
import type { ContestActor } from "../creature.ts";
import type { TestOutcome } from "../dice/test.ts";
import { MANEUVER_TABLE, type ManeuverId } from "../tables/maneuvers.ts";

export interface ManeuverApplyInput {
  readonly maneuver: ManeuverId;
  readonly winner: ContestActor;
  readonly winnerId: string;
  readonly loser: ContestActor;
  readonly loserId: string;
  readonly round: number;
  /** The loser's test against Bash, Disarm, Push or Trip. */
  readonly resisted?: TestOutcome;
  /** Feint: the winner's Deception test. */
  readonly ownTest?: TestOutcome;
  /** Disarm: the item chosen ("Choose an item the target is holding"). */
  readonly item?: string;
  /** Precision: "You freely choose the hit location on your target". */
  readonly hitLocation?: string;
}

export interface ManeuverEffectResult {
  readonly winner: ContestActor;
  readonly loser: ContestActor;
  /** The maneuver took effect (the loser failed its test, or the maneuver needs none, or the Deception test passed). */
  readonly took: boolean;
  readonly dropped?: string;
  readonly pushedMetres?: number;
  /** Feint: the winner's next action gains a boon if it is a Strike against this combatant. */
  readonly feintTarget?: string;
  readonly precision?: { readonly hitLocation?: string };
}

export function applyManeuver(input: ManeuverApplyInput): ManeuverEffectResult {
  const row = MANEUVER_TABLE[input.maneuver];
  const unchanged: ManeuverEffectResult = { winner: input.winner, loser: input.loser, took: false };
  if (row.resist.length > 0 && input.resisted === undefined) {
    throw new RangeError(`${row.label}: the loser's test must be read before the maneuver is applied`);
  }
  const loserFailed = input.resisted !== undefined && !input.resisted.passed;
  const source = `${row.label} (${input.winnerId})`;
  const effect = row.effect;
  switch (effect.kind) {
    case "condition": {
      if (!loserFailed) return unchanged;
      const added = applyCondition(input.loser.conditions, effect.condition, {
        source,
        round: input.round,
        holder: input.loserId,
      });
      return { ...unchanged, loser: { ...input.loser, conditions: added.state }, took: true };
    }
    case "dropItem":
      return loserFailed
        ? { ...unchanged, took: true, ...(input.item === undefined ? {} : { dropped: input.item }) }
        : unchanged;
    case "pushed":
      return loserFailed ? { ...unchanged, took: true, pushedMetres: effect.metres } : unchanged;
    case "selfCondition": {
      const added = applyCondition(input.winner.conditions, effect.condition, {
        source,
        round: input.round,
        holder: input.winnerId,
      });
      return { ...unchanged, winner: { ...input.winner, conditions: added.state }, took: true };
    }
    case "feint":
      if (input.ownTest === undefined) throw new RangeError("Feint: the Deception test must be read first");
      return input.ownTest.passed ? { ...unchanged, took: true, feintTarget: input.loserId } : unchanged;
    case "precision":
      return {
        ...unchanged,
        took: true,
        precision: input.hitLocation === undefined ? {} : { hitLocation: input.hitLocation },
      };
  }
}

import { automaticOutcome, type TestOutcome } from "../dice/test.ts";
import { COMBAT_RESULTS, type CombatResultId, type CombatResultRow } from "../tables/combat-results.ts";
import { DEFENSE_TABLE, type DefenseChoice } from "../tables/defenses.ts";

/**
 * "Step III: Determine Results. Now the attacker and defender each roll their test … Remember that if the defender
 * didn't defend, they automatically fail their test." Pure reading of two test outcomes through the results table.
 */

export const NO_DEFENSE_SOURCE = "No defense";

/** The defense test of a defender who does not defend (or cannot: unaware, no AP, incapacitated). */
export function noDefenseOutcome(): TestOutcome {
  return automaticOutcome("No defense", { outcome: "fail", source: NO_DEFENSE_SOURCE });
}

export interface CombatRoll {
  readonly defense: DefenseChoice;
  readonly attack: TestOutcome;
  /** The defender's test; ignored (an automatic failure) when `defense` is "none". */
  readonly defenseTest?: TestOutcome;
}

export interface CombatResolution extends CombatResultRow {
  readonly attack: TestOutcome;
  readonly defenseTest: TestOutcome;
}

export function combatResultId(roll: CombatRoll): CombatResultId {
  const defense = roll.defense === "none" || !roll.defenseTest ? noDefenseOutcome() : roll.defenseTest;
  const attackPassed = roll.attack.passed;
  if (!attackPassed && !defense.passed) return "bothFail";
  if (attackPassed && !defense.passed) return "attackerCritical";
  if (!attackPassed) return "defenderCritical";
  // Both pass: "Compare Successes".
  if (roll.defense !== "none" && DEFENSE_TABLE[roll.defense].blocksOnBothPass) return "blocked";
  return roll.attack.successes > defense.successes ? "hitOnSuccesses" : "missOnSuccesses";
}

export function resolveCombatRoll(roll: CombatRoll): CombatResolution {
  const defenseTest = roll.defense === "none" || !roll.defenseTest ? noDefenseOutcome() : roll.defenseTest;
  return { ...COMBAT_RESULTS[combatResultId(roll)], attack: roll.attack, defenseTest };
}

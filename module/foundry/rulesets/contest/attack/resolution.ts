/**
 * A card row's combat roll read back from what it stores: the defense chosen before the attacker rolled (the
 * `defense` step's choice), the defense test rolled with that choice, and the attack test rolled on the card, each
 * read again through the test mechanic ("Successes" from the total), then "Step III: Determine Results" through the
 * engine (`resolveCombatRoll`). Undefined until both are known. Every client reads the same answer from the row.
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { resolveCombatRoll, type CombatResolution } from "../../../../engine/rulesets/contest/combat/resolve.ts";
import { d20Mechanic } from "../../../../engine/rulesets/contest/dice/mechanic.ts";
import type { TestOutcome } from "../../../../engine/rulesets/contest/dice/test.ts";
import { DEFAULT_CONTEST_OPTIONS } from "../../../../engine/rulesets/contest/options.ts";
import { DEFENSE_KINDS, type DefenseChoice } from "../../../../engine/rulesets/contest/tables/defenses.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { readStoredRoll } from "../../../chat/attack-card/stored-roll.ts";
import { takenChoice } from "../../../procedure/steps/choice.ts";
import type { LocalizedText } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";

/** The card step on which the target chooses its manner of defense. */
export const DEFENSE_STEP_ID = "defense";
/** The choice of not defending ("If they do so, they automatically fail their defense test"). */
export const NO_DEFENSE = "none";

const CHOICES: readonly string[] = [...DEFENSE_KINDS, NO_DEFENSE];

function isDefenseChoice(value: string | undefined): value is DefenseChoice {
  return value !== undefined && CHOICES.includes(value);
}

/** The manner of defense the row's target chose, if it has. */
export function chosenDefense(row: TargetRow): DefenseChoice | undefined {
  const choice = takenChoice(row, DEFENSE_STEP_ID);
  return isDefenseChoice(choice) ? choice : undefined;
}

/**
 * The mechanic the room reads tests with: the engine's defaults (the room has no rule-variant settings yet, so the
 * planning side uses the same defaults).
 */
const MECHANIC = d20Mechanic(DEFAULT_CONTEST_OPTIONS.test);

/** A rolled test read through the mechanic: passed, and how many Successes its total scores. */
export function testOutcome(result: RollResult): TestOutcome {
  const successes = MECHANIC.successes(result.total);
  return { label: result.label, passed: successes > 0, successes, total: result.total };
}

/** The combat roll of the row from the rolls given (the attack roll, the defense test if any). */
export function resolutionOf(
  row: TargetRow,
  attack: RollResult,
  defense: RollResult | undefined,
): CombatResolution | undefined {
  const choice = chosenDefense(row);
  if (!choice) return undefined;
  if (choice !== NO_DEFENSE && !defense) return undefined;
  return resolveCombatRoll({
    defense: choice,
    attack: testOutcome(attack),
    ...(defense ? { defenseTest: testOutcome(defense) } : {}),
  });
}

/** The row's combat roll from its stored rolls; undefined while a roll or the choice is missing. */
export function rowResolution(row: TargetRow): CombatResolution | undefined {
  const attack = readStoredRoll(row.attack);
  return attack ? resolutionOf(row, attack, readStoredRoll(row.defense.roll)) : undefined;
}

/** The row's result in words with both sides' Successes ("Step III: Determine Results"); none until both rolled. */
export function resultLine(row: TargetRow): LocalizedText | undefined {
  const result = rowResolution(row);
  if (!result) return undefined;
  const data = { attack: result.attack.successes, defense: result.defenseTest.successes };
  return { key: `${I18N_ROOT}.Contest.Card.result.${result.id}`, data };
}

/**
 * "Step III: Determine Results" as data. The combat roll is read from two facts — did each side pass its test — and,
 * when both pass, from the defense used and the Successes.
 */

export type CombatResultId =
  "bothFail" | "attackerCritical" | "defenderCritical" | "blocked" | "hitOnSuccesses" | "missOnSuccesses";

export interface CombatResultRow {
  readonly id: CombatResultId;
  /** The attack deals damage. */
  readonly damage: boolean;
  /** The shield's Block Rating reduces that damage. */
  readonly blockRating: boolean;
  /** Who may perform a maneuver against the other. */
  readonly maneuver: "attacker" | "defender" | null;
  readonly seedText: string;
}

export const COMBAT_RESULTS: Readonly<Record<CombatResultId, CombatResultRow>> = {
  bothFail: {
    id: "bothFail",
    damage: false,
    blockRating: false,
    maneuver: null,
    seedText: "Both fail. The committed AP is spent, and nothing happens.",
  },
  attackerCritical: {
    id: "attackerCritical",
    damage: true,
    blockRating: false,
    maneuver: "attacker",
    seedText:
      "One fails, the other passes. A critical win! If the attacker wins roll for damage … The winner can also perform a maneuver",
  },
  defenderCritical: {
    id: "defenderCritical",
    damage: false,
    blockRating: false,
    maneuver: "defender",
    seedText:
      "One fails, the other passes. A critical win! … if the defender wins the attack is completely negated. The winner can also perform a maneuver",
  },
  blocked: {
    id: "blocked",
    damage: true,
    blockRating: true,
    maneuver: null,
    seedText:
      "Attack vs Block. The defender blocks the attack regardless of the attacker's Successes. The attacker rolls damage which is reduced by the shield's Block Rating (BR).",
  },
  hitOnSuccesses: {
    id: "hitOnSuccesses",
    damage: true,
    blockRating: false,
    maneuver: null,
    seedText: "Attack vs Dodge. If the attacker has more Successes the attack hits.",
  },
  missOnSuccesses: {
    id: "missOnSuccesses",
    damage: false,
    blockRating: false,
    maneuver: null,
    seedText: "Attack vs Dodge. If the attacker has more Successes the attack hits. Otherwise it misses.",
  },
};

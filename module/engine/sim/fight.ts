import type { Rng } from "../core/dice/rng.ts";

/**
 * What every ruleset's simulated skirmish shares: the result of one fight, and the room a ruleset plugs into the
 * engine's descriptor (`RulesetDescriptor.sim`). A room plays one seeded fight of a party against foes with the
 * ruleset's own procedures and policy (how a creature picks its targets and actions); the shared runner
 * (`odds.ts`) repeats it seed by seed and never names a ruleset.
 */
export type Winner = "party" | "foes" | "draw";

export interface FightResult {
  readonly winner: Winner;
  /** Rounds played: the round in which the fight was decided, or the round cap for a draw. */
  readonly rounds: number;
  /**
   * One entry per party member, in party order: `null` while standing at the end; when down (unconscious, dying or
   * dead), the id of the foe whose attack took them down, or `""` when no foe did (say, Stamina spent to nothing).
   */
  readonly downedBy: readonly (string | null)[];
}

/** Party members out of the fight at its end. */
export function partyDown(result: FightResult): number {
  let down = 0;
  for (const by of result.downedBy) if (by !== null) down++;
  return down;
}

export interface FightOptions {
  /** A fight not decided after this many rounds is a draw (30 unless given). */
  readonly maxRounds?: number;
}

export const DEFAULT_MAX_ROUNDS = 30;

/** What a fighter must say about itself, whatever else its ruleset needs. */
export interface SimFighterSpec {
  readonly id: string;
  readonly name: string;
}

/**
 * A ruleset's simulation. `F` is the ruleset's fighter: everything its procedures read, built once per encounter
 * (by the balance script or the ruleset's Foundry room) and never changed by a fight, so one encounter serves every
 * seed.
 */
export interface SimRoom<F extends SimFighterSpec> {
  /** What the policy assumes, in English sentences (the result card and the balance docs show them). */
  readonly assumptions: readonly string[];
  /** One seeded fight. The same fighters, seed and options always give the same result. */
  fight(party: readonly F[], foes: readonly F[], rng: Rng, options?: FightOptions): FightResult;
}

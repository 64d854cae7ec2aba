import type { Rng } from "../core/dice/rng.ts";
import type { FightResult, Winner } from "./fight.ts";

/** What the two sides need to know of a ruleset's fighter: its id, and who downed it (`""` when no foe did). */
export interface SideFighter {
  readonly spec: { readonly id: string };
  readonly downedBy: string;
}

/**
 * The two sides of one simulated skirmish, as every ruleset's skirmish loop reads them: who is on which side, when
 * the fight is decided, and its result. The ruleset keeps its own rounds, turns and boundaries; `isDown` is its own
 * test of a creature out of the fight.
 */
export interface Sides<F extends SideFighter> {
  readonly party: readonly F[];
  readonly foes: readonly F[];
  /** Party, then foes: the order they joined. */
  readonly all: readonly F[];
  readonly byId: ReadonlyMap<string, F>;
  /** A side is beaten once all of it is down. */
  beaten(side: readonly F[]): boolean;
  /** The winner once a side is beaten (the foes first: a party that downs its last foe wins). */
  decided(): Winner | undefined;
  /** The fight's result after `rounds` rounds: who each party member was downed by, `null` for those standing. */
  result(winner: Winner, rounds: number): FightResult;
  /** The result of a fight decided before anyone acts (a side entered already down), played in 0 rounds. */
  settled(): FightResult | undefined;
}

export function sides<F extends SideFighter>(
  party: readonly F[],
  foes: readonly F[],
  isDown: (f: F) => boolean,
): Sides<F> {
  const all = [...party, ...foes];
  const beaten = (side: readonly F[]): boolean => side.every(isDown);
  const decided = (): Winner | undefined => (beaten(foes) ? "party" : beaten(party) ? "foes" : undefined);
  const result = (winner: Winner, rounds: number): FightResult => ({
    winner,
    rounds,
    downedBy: party.map((f) => (isDown(f) ? f.downedBy : null)),
  });
  return {
    party,
    foes,
    all,
    byId: new Map(all.map((f) => [f.spec.id, f])),
    beaten,
    decided,
    result,
    settled() {
      const winner = decided();
      return winner === undefined ? undefined : result(winner, 0);
    },
  };
}

/** What a creature's turn knows of its skirmish: the round, whether it fights for the party, the dice, the sides. */
export interface SideTurn<F extends SideFighter> {
  readonly round: number;
  readonly mine: boolean;
  readonly rng: Rng;
  readonly sides: Sides<F>;
  /** Called after each action the creature pays for (the skirmish's `afterAction`). */
  readonly acted: (f: F) => void;
}

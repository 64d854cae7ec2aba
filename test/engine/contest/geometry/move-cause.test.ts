/**
 * What a move provokes and costs by how it came about (module/engine/rulesets/contest/geometry/move-cause.ts), cell by
 * cell, and through `provokesOpportunityAttack`: seed 003, "Characters that willingly move within a foe's reach or
 * leave it. This means that a character doesn't provoke an opportunity attack when being pushed or falling past a foe.
 * A character can avoid provoking an opportunity attack in this way by taking the Disengage action or moving through
 * means of teleportation."
 */
import { describe, expect, it } from "vitest";
import {
  MOVE_TERMS,
  moveTerms,
  type MoveCause,
} from "../../../../module/engine/rulesets/contest/geometry/move-cause.ts";
import { provokesOpportunityAttack } from "../../../../module/engine/rulesets/contest/geometry/opportunity.ts";
import { actor } from "../fixtures.ts";

/** Into a foe's reach: the move a willing walker is attacked for. */
const intoReach = (cause: MoveCause) => {
  const { willing, teleport } = moveTerms(cause);
  return provokesOpportunityAttack(actor(), { kind: "move", willing, teleport, inReach: [false, true] });
};

describe("how a creature came to move", () => {
  it("the table, cell by cell (rules page decisions 87, 90, 150–151, 159–160)", () => {
    expect(MOVE_TERMS).toEqual({
      walk: { willing: true, teleport: false, paid: true },
      teleport: { willing: true, teleport: true, paid: true },
      pushed: { willing: false, teleport: false, paid: false },
      fall: { willing: false, teleport: false, paid: false },
      displaced: { willing: false, teleport: true, paid: false },
    });
  });

  it('"Characters that willingly move within a foe\'s reach" provoke: a walk into the reach', () => {
    expect(intoReach("walk")).toEqual({ provokes: true, reason: "moveInReach" });
  });

  it('"doesn\'t provoke an opportunity attack when being pushed or falling past a foe"', () => {
    expect(intoReach("pushed")).toEqual({ provokes: false, reason: "unwilling" });
    expect(intoReach("fall")).toEqual({ provokes: false, reason: "unwilling" });
  });

  it('"or moving through means of teleportation"; the GM\'s displacement is no move of the creature at all', () => {
    expect(intoReach("teleport")).toEqual({ provokes: false, reason: "teleport" });
    expect(intoReach("displaced").provokes).toBe(false);
  });

  it('"moving a number of meters up to their speed": only a move the creature makes itself spends its metres', () => {
    const paid = (Object.keys(MOVE_TERMS) as MoveCause[]).filter((cause) => moveTerms(cause).paid);
    expect(paid).toEqual(["walk", "teleport"]);
  });
});

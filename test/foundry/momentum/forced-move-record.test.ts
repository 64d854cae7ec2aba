import { describe, expect, it } from "vitest";
import {
  forcedMoveChoice,
  readForcedMove,
} from "../../../module/foundry/rulesets/momentum/attack/forced-move-record.ts";

const moved = { token: "tok0000000000000", from: { x: 100, y: 0 }, to: { x: 300, y: 0 } };
const struck = { token: "carl000000000000", damage: 2 };

describe("the move step's record on the row (decisions 148, 161, 166)", () => {
  it("round trip: the collision added to the hit, and the token moved from and to", () => {
    for (const record of [{ collision: 0 }, { collision: 2 }, { collision: 0, moved }, { collision: 3, moved }]) {
      expect(readForcedMove(forcedMoveChoice(record))).toEqual(record);
    }
  });

  it("a row recorded before Undo moved tokens back reads as it did: `done`, `collided:2`", () => {
    expect(readForcedMove("done")).toEqual({ collision: 0 });
    expect(readForcedMove("collided:2")).toEqual({ collision: 2 });
  });

  it("nothing taken, or a record that does not read, moves nothing and adds nothing", () => {
    expect(readForcedMove(undefined)).toBeUndefined();
    expect(readForcedMove("collided:-4;moved:tok,1,2,x,4")).toEqual({ collision: 0 });
    expect(readForcedMove("done;moved:tok,1,2")).toEqual({ collision: 0 });
    expect(readForcedMove("collided:2;struck:carl,0;moved:tok,1,2")).toEqual({ collision: 2 });
    expect(readForcedMove("collided:2;struck:carl,2,9")).toEqual({ collision: 2 });
  });

  it('"to both the moving target and whatever is occupying the space": the occupant struck with the hit round-trips', () => {
    for (const record of [
      { collision: 2, struck },
      { collision: 2, struck, moved },
    ]) {
      expect(readForcedMove(forcedMoveChoice(record))).toEqual(record);
    }
    expect(forcedMoveChoice({ collision: 2, struck, moved })).toBe(
      "collided:2;struck:carl000000000000,2;moved:tok0000000000000,100,0,300,0",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  forcedMoveChoice,
  readForcedMove,
} from "../../../module/foundry/rulesets/momentum/attack/forced-move-record.ts";

const moved = { token: "tok0000000000000", from: { x: 100, y: 0 }, to: { x: 300, y: 0 } };

describe("the move step's record on the row (decisions 148, 161)", () => {
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
  });
});

import { describe, expect, it } from "vitest";
import { sides } from "../../../module/engine/sim/sides.ts";

interface Stub {
  readonly spec: { readonly id: string };
  down: boolean;
  downedBy: string;
}

const stub = (id: string, down = false, downedBy = ""): Stub => ({ spec: { id }, down, downedBy });
const isDown = (f: Stub): boolean => f.down;

describe("sides (every skirmish's party and foes)", () => {
  it("lists party then foes, finds each by id, and is undecided while both sides stand", () => {
    const a = stub("a");
    const b = stub("b", true, "x");
    const x = stub("x");
    const fight = sides([a, b], [x], isDown);
    expect(fight.all).toEqual([a, b, x]);
    expect(fight.byId.get("x")).toBe(x);
    expect(fight.beaten([b])).toBe(true);
    expect(fight.beaten([a, b])).toBe(false);
    expect(fight.decided()).toBeUndefined();
    expect(fight.settled()).toBeUndefined();
  });

  it("says who downed each party member, null for those standing, as the fighters are when asked", () => {
    const a = stub("a");
    const b = stub("b", true, "x");
    const fight = sides([a, b], [stub("x")], isDown);
    expect(fight.result("draw", 30)).toEqual({ winner: "draw", rounds: 30, downedBy: [null, "x"] });
    a.down = true;
    expect(fight.decided()).toBe("foes");
    expect(fight.result("foes", 4)).toEqual({ winner: "foes", rounds: 4, downedBy: ["", "x"] });
  });

  it("gives the party the win when both sides are down, and settles a fight whose foes entered down in 0 rounds", () => {
    const fight = sides([stub("a", true)], [stub("x", true)], isDown);
    expect(fight.decided()).toBe("party");
    expect(fight.settled()).toEqual({ winner: "party", rounds: 0, downedBy: [""] });
  });
});

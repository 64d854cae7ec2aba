import { describe, expect, it } from "vitest";
import { checkPath } from "../../../module/engine/rulesets/momentum/geometry/movement.ts";
import {
  enemiesPassed,
  pathSteps,
  stepsKept,
  walkSquares,
  type MoveWaypoint,
  type PlacedOccupant,
} from "../../../module/engine/rulesets/momentum/geometry/path.ts";

const at = (x: number, y: number, terrain: MoveWaypoint["terrain"] = "normal", intermediate = false): MoveWaypoint => ({
  x,
  y,
  terrain,
  intermediate,
});
const ME = { col: 0, row: 0, width: 1, height: 1 };
const placed = (id: string, side: PlacedOccupant["side"], col: number, row = 0, size = "medium" as const) => ({
  id,
  side,
  size,
  box: { col, row, width: 1, height: 1 },
});

describe("a move read square by square (seed 002, Terrain)", () => {
  it('a jump leg takes off from the square before it: "Your jumping range is halved while being on difficult terrain"', () => {
    const squares = walkSquares({ x: 0, y: 0 }, [at(1, 0, "difficult"), { ...at(3, 0), jump: true }]);
    expect(squares.map((s) => s.jump)).toEqual([undefined, { takeOff: "difficult" }, { takeOff: "difficult" }]);
    // 2 m for the difficult square walked, 2 m for each square jumped from it.
    expect(checkPath(pathSteps(ME, squares, "medium", []), "medium").costM).toBe(6);
    const fromStart = walkSquares({ x: 0, y: 0 }, [{ ...at(2, 0, "difficult"), jump: true }]);
    expect(checkPath(pathSteps(ME, fromStart, "medium", []), "medium").costM).toBe(2);
  });

  it('a jump that starts the move takes off from where the token stands (decision 162): "Your jumping range is halved while being on difficult terrain"', () => {
    const jump = [{ ...at(2, 0), jump: true }];
    const cost = (standsOn: MoveWaypoint["terrain"]) =>
      checkPath(pathSteps(ME, walkSquares({ x: 0, y: 0 }, jump, standsOn), "medium", []), "medium").costM;
    expect([cost("normal"), cost("difficult")]).toEqual([2, 4]);
    // Once walked off it, the take-off square is the path's own: the ground stood on no longer counts.
    const walkedOff = walkSquares({ x: 0, y: 0 }, [at(1, 0), { ...at(3, 0), jump: true }], "difficult");
    expect(walkedOff.map((s) => s.jump?.takeOff)).toEqual([undefined, "normal", "normal"]);
  });

  it('"1 m of movement allows you to move to a square … that is next to you, even if it is diagonal from you"', () => {
    const squares = walkSquares({ x: 0, y: 0 }, [at(3, 1)]);
    expect(squares.map((s) => [s.col, s.row])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    expect(checkPath(pathSteps(ME, squares, "medium", []), "medium").costM).toBe(3);
  });

  it("a path with waypoints is walked leg by leg: around a corner costs its squares, not the straight line", () => {
    const squares = walkSquares({ x: 0, y: 0 }, [at(0, 2), at(2, 2), at(2, 0)]);
    expect(squares).toHaveLength(6);
    expect(squares.at(-1)).toMatchObject({ col: 2, row: 0 });
  });

  it('"you need 2 m of movement to move one 1 m square": the terrain of the square entered, read from the crossings', () => {
    // A region of difficult terrain over squares 2 and 3: Foundry marks where the token's centre crosses its edges.
    const path = [at(1.5, 0, "normal", true), at(3.5, 0, "difficult", true), at(5, 0, "normal")];
    const squares = walkSquares({ x: 0, y: 0 }, path);
    expect(squares.map((s) => s.terrain)).toEqual(["normal", "difficult", "difficult", "normal", "normal"]);
    expect(checkPath(pathSteps(ME, squares, "medium", []), "medium").costM).toBe(7);
  });

  it('"You can freely move through a space occupied by an ally, but you cannot stop there"', () => {
    const ally = [placed("a", "ally", 1)];
    expect(checkPath(pathSteps(ME, walkSquares({ x: 0, y: 0 }, [at(2, 0)]), "medium", ally), "medium")).toEqual({
      costM: 2,
      contests: [],
    });
    expect(checkPath(pathSteps(ME, walkSquares({ x: 0, y: 0 }, [at(1, 0)]), "medium", ally), "medium").problem).toBe(
      "cannotStop",
    );
  });

  it('"Moving through a space occupied by an enemy counts as difficult terrain"; one check per enemy passed', () => {
    const big = {
      id: "ogre",
      side: "enemy" as const,
      size: "large" as const,
      box: { col: 1, row: 0, width: 2, height: 2 },
    };
    const steps = pathSteps(ME, walkSquares({ x: 0, y: 0 }, [at(4, 0)]), "medium", [big, placed("e", "enemy", 3)]);
    expect(checkPath(steps, "medium")).toEqual({ costM: 7, contests: [0, 1, 2] });
    expect(enemiesPassed(steps, "medium")).toEqual([
      { id: "ogre", step: 0 },
      { id: "e", step: 2 },
    ]);
  });

  it('"You can be in a space occupied by a creature that is two size categories bigger or smaller than you"', () => {
    const giant = { ...placed("g", "enemy", 1), size: "huge" as const };
    const steps = pathSteps(ME, walkSquares({ x: 0, y: 0 }, [at(1, 0)]), "medium", [giant]);
    expect(checkPath(steps, "medium")).toEqual({ costM: 1, contests: [] });
  });

  it("an object one may not share a space with stops the path; a space already shared at the start is no entry", () => {
    const crate = placed("c", "object", 1);
    expect(checkPath(pathSteps(ME, walkSquares({ x: 0, y: 0 }, [at(2, 0)]), "medium", [crate]), "medium").problem).toBe(
      "blocked",
    );
    const mount = placed("m", "enemy", 0);
    expect(enemiesPassed(pathSteps(ME, walkSquares({ x: 0, y: 0 }, [at(1, 0)]), "medium", [mount]), "medium")).toEqual(
      [],
    );
  });

  it("a failed check stops the mover before the enemy's space, back past an ally's it may not stop in", () => {
    const steps = pathSteps(ME, walkSquares({ x: 0, y: 0 }, [at(4, 0)]), "medium", [
      placed("a", "ally", 2),
      placed("e", "enemy", 3),
    ]);
    expect(stepsKept(steps, 2, "medium")).toBe(1);
    expect(stepsKept(steps, 1, "medium")).toBe(1);
    expect(stepsKept(steps, 0, "medium")).toBe(0);
  });
});

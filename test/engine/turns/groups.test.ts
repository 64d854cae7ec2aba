import { describe, expect, it } from "vitest";
import { describeEvent, roundStart, turnEvent } from "../../../module/engine/core/turns/boundary.ts";
import { expandGroupEvents, foldGroups } from "../../../module/engine/core/turns/groups.ts";

const UNION = { id: "u", members: ["a", "c"] };

describe("groups sharing one turn", () => {
  it("fold: the members become one entry at the first member's place, built by the merge", () => {
    const entries = [
      { id: "a", total: 20 },
      { id: "b", total: 10 },
      { id: "c", total: 5 },
    ];
    const folded = foldGroups(entries, [UNION], (g, members) => ({
      id: g.id,
      total: members.reduce((sum, m) => sum + m.total, 0) / members.length,
    }));
    expect(folded).toEqual([
      { id: "u", total: 12.5 },
      { id: "b", total: 10 },
    ]);
  });

  it("expand: a group's turn event is each member's, in member order; round events pass", () => {
    const events = expandGroupEvents(
      [roundStart(1), turnEvent("turnStart", 1, "u"), turnEvent("turnEnd", 1, "b")],
      [UNION],
    );
    expect(events.map(describeEvent)).toEqual(["R1 roundStart", "R1 turnStart(a)", "R1 turnStart(c)", "R1 turnEnd(b)"]);
  });
});

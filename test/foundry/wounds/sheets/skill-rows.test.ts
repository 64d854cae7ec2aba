import { describe, expect, it } from "vitest";
import { withSkillAdded, withSkillRemoved } from "../../../../module/foundry/rulesets/wounds/sheets/skill-rows.ts";

const rows = [
  { skill: "Melee", specialization: "", rank: 2 },
  { skill: "Melee", specialization: "Swords", rank: 1 },
];

describe("the skill list's edits from the sheet's buttons", () => {
  it("adds a blank row, which counts nothing until named", () => {
    expect(withSkillAdded(rows)).toEqual([...rows, { skill: "", specialization: "", rank: 0 }]);
  });

  it("removes the row at the button's index; an index naming no row changes nothing", () => {
    expect(withSkillRemoved(rows, 0)).toEqual([rows[1]]);
    expect(withSkillRemoved(rows, 5)).toEqual(rows);
  });
});

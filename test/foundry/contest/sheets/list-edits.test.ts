import { describe, expect, it } from "vitest";
import {
  addedEntry,
  gearList,
  listsFromForm,
  removedEntry,
} from "../../../../module/foundry/rulesets/contest/sheets/list-edits.ts";
import { KNIGHT } from "./fixtures.ts";

describe("contest sheet list edits (styles, resistances, vulnerabilities)", () => {
  it("a gear line becomes the list, trimmed, once each, at most ten pieces", () => {
    expect(gearList(" longsword, shield,, full armor ,shield")).toEqual(["longsword", "shield", "full armor"]);
    expect(gearList(Array.from({ length: 12 }, (_, i) => `g${i}`).join(","))).toHaveLength(10);
  });

  it("the form's expanded lists come back as lists in index order, with each style's gear split", () => {
    const submitted = {
      name: "Kara",
      system: {
        speed: 6,
        styles: { "1": { name: "B", rank: 1, gear: "club" }, "0": { name: "A", rank: 2, gear: "sword, shield" } },
        resistances: { "0": { against: "fire", value: 2, source: "" } },
      },
    };
    expect(listsFromForm(submitted)).toEqual({
      name: "Kara",
      system: {
        speed: 6,
        styles: [
          { name: "A", rank: 2, gear: ["sword", "shield"] },
          { name: "B", rank: 1, gear: ["club"] },
        ],
        resistances: [{ against: "fire", value: 2, source: "" }],
      },
    });
  });

  it("a submit without the lists leaves them alone", () => {
    const submitted = { system: { speed: 5 } };
    expect(listsFromForm(submitted)).toEqual({ system: { speed: 5 } });
  });

  it("adding appends a fresh entry; removing drops the one named, refusing an index out of the list", () => {
    expect(addedEntry(KNIGHT, "styles", "New style")).toEqual({
      "system.styles": [...KNIGHT.styles, { name: "New style", rank: 0, gear: [] }],
    });
    expect(addedEntry(KNIGHT, "vulnerabilities", "")).toEqual({
      "system.vulnerabilities": [{ against: "fire", value: 1, source: "" }],
    });
    expect(removedEntry(KNIGHT, "styles", 0)).toEqual({ "system.styles": [KNIGHT.styles[1]] });
    expect(removedEntry(KNIGHT, "styles", 2)).toBeNull();
    expect(removedEntry(KNIGHT, "resistances", Number.NaN)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { conditionsSection } from "../../../module/foundry/applications/sheets/conditions-context.ts";
import type { Localizer } from "../../../module/foundry/applications/parts/resource-bar.ts";

/** Says back each key (with its data), so the test reads which keys the section asks for. */
const echo: Localizer = {
  localize: (key) => `<${key}>`,
  format: (key, data) => `<${key} ${JSON.stringify(data)}>`,
};
const roomText = (_i18n: Localizer, key: string) => `room:${key}`;
/** The contest rules journal's pages, named by the conditions' status ids (the pack's journal, its `_id`). */
const PAGES = "Compendium.fray.contest-rules.JournalEntry.Fx2DGQVCoZyTRD3r.JournalEntryPage";

describe("shared Conditions section", () => {
  it("names each condition in force from the ruleset's catalog, with its hint and its rules page, in the order given", () => {
    const section = conditionsSection(echo, { ruleset: "contest", rulesJournal: "Fx2DGQVCoZyTRD3r" }, roomText, [
      "prone",
      "dazed",
    ]);
    expect(section.items).toEqual([
      {
        id: "prone",
        label: "<FRAY.Condition.contest.prone.name>",
        hint: "<FRAY.Condition.contest.prone.hint>",
        page: `${PAGES}.frayprone0000000`,
      },
      {
        id: "dazed",
        label: "<FRAY.Condition.contest.dazed.name>",
        hint: "<FRAY.Condition.contest.dazed.hint>",
        page: `${PAGES}.fraydazed0000000`,
      },
    ]);
  });

  it("takes its heading and empty text from the room", () => {
    const section = conditionsSection(echo, { ruleset: "momentum", rulesJournal: "W632lejbkhJU8jj5" }, roomText, []);
    expect(section).toEqual({ heading: "room:Section.conditions", items: [], emptyText: "room:noConditions" });
  });
});

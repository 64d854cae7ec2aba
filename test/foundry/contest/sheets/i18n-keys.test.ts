import { beforeAll, describe, expect, it } from "vitest";
import { CONTEST_CONDITION_IDS } from "../../../../module/engine/rulesets/contest/conditions.ts";
import { NPC_THREATS } from "../../../../module/foundry/rulesets/contest/data/choices.ts";
import { CONTEST_MODELS } from "../../../../module/foundry/rulesets/contest/models.ts";
import { actionsContext } from "../../../../module/foundry/rulesets/contest/sheets/actions-context.ts";
import { characterContext } from "../../../../module/foundry/rulesets/contest/sheets/character-context.ts";
import { itemContext } from "../../../../module/foundry/rulesets/contest/sheets/item-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/contest/sheets/npc-context.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { loadSystemLanguages, missingFieldLabels, missingLiteralKeys } from "../../../support/i18n-keys.ts";
import { BOW, KIT, KNIGHT, ODDS, makeActor, makeInput, oddsOf, onTurn, recordingLocalizer } from "./fixtures.ts";

describe("every FRAY key the contest sheets use exists in lang/en", () => {
  beforeAll(loadSystemLanguages);

  it("literal keys in the sheet templates and sources", () => {
    expect(missingLiteralKeys("contest")).toEqual([]);
  });

  it("every key the builders ask for, in every mode, state and item kind", () => {
    const i18n = recordingLocalizer();
    const warded = {
      ...KNIGHT,
      resistances: [{ against: "magical", value: 2, source: "Ork" }],
      vulnerabilities: [{ against: "crushing", value: 1, source: "" }],
    } as const;
    const actors = [
      makeActor(),
      makeActor(warded, [...KIT, BOW], ["unconscious", "surprised", "prone"], "Brute", "npc"),
      makeActor({ ...KNIGHT, styles: [] }, []),
    ];
    const odds = { ...ODDS, [BOW.id]: oddsOf(BOW, ["dazed", "braced"], [BOW]) };
    for (const mode of ["play", "edit"] as const) {
      for (const target of [{ name: "Brute" }, null]) {
        for (const actor of actors) {
          for (const combat of [null, onTurn(0, false, actor)]) {
            characterContext(makeInput({ i18n, mode, target, actor, odds, combat }));
          }
          for (const threat of NPC_THREATS) npcContext({ ...makeInput({ i18n, mode, target, actor, odds }), threat });
        }
      }
    }
    actionsContext(i18n, "kara", { ...onTurn(3), viewerIsGm: true });
    for (const item of [...KIT, BOW]) itemContext({ item, editable: true, descriptionHtml: "", i18n });
    const missing = [...i18n.keys].filter((k) => !fake().game.i18n.has(k));
    expect(missing).toEqual([]);
    expect(i18n.keys.size).toBeGreaterThan(120);
  });

  it("a name and a hint for every condition of the contest catalog", () => {
    const missing = CONTEST_CONDITION_IDS.flatMap((id) =>
      ["name", "hint"].map((part) => `FRAY.Condition.contest.${id}.${part}`),
    ).filter((key) => !fake().game.i18n.has(key));
    expect(missing).toEqual([]);
  });

  it("FIELDS labels for every field of the contest models, under their LOCALIZATION_PREFIXES", () => {
    const models = [...Object.values(CONTEST_MODELS.Actor), ...Object.values(CONTEST_MODELS.Item)];
    expect(missingFieldLabels(models)).toEqual([]);
  });
});

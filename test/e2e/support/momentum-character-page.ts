/**
 * A `momentum` character's real sheet for e2e pages, built from its document as the sheet class builds it, with the
 * user's target. Import it after `installFakeFoundry()`: the adapter reads Foundry globals.
 */
import type Handlebars from "handlebars";
import { characterContext } from "../../../module/foundry/rulesets/momentum/sheets/character-context.ts";
import { FIRST_CHECK } from "../../../module/foundry/rulesets/momentum/checks/skill-check-choice.ts";
import {
  attackOdds,
  sheetActor,
  sheetSkillCheck,
} from "../../../module/foundry/rulesets/momentum/sheets/from-documents.ts";
import { CHARACTER_PARTS } from "../../../module/foundry/rulesets/momentum/sheets/templates.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { playSheetInput } from "./play-sheet-input.ts";
import { partPaths } from "./sheet-harness.ts";
import { renderParts } from "./sheet-page.ts";

export const MOMENTUM_CHARACTER_CLASSES = "fray fray-sheet actor momentum momentum-character";

/** `character`'s sheet in play mode with `target` targeted, as the sheet class renders it. */
export function momentumCharacterSheet(hbs: typeof Handlebars, character: FakeActor, target: FakeActor): string {
  const actor = sheetActor(character as never);
  if (!actor) throw new Error(`${character.name} is not a momentum creature`);
  const context = characterContext({
    actor,
    odds: attackOdds(character as never, target as never),
    skillCheck: sheetSkillCheck(character as never, FIRST_CHECK),
    ...playSheetInput(target),
  });
  return renderParts(hbs, partPaths(CHARACTER_PARTS), context);
}

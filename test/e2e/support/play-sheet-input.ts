/**
 * What every room's e2e character page passes its sheet context besides the actor and its odds: play mode, editable,
 * no biography, the first tab, English, and the user's target by name.
 */
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { englishLocalizer } from "./i18n.ts";

export function playSheetInput(target: FakeActor) {
  return {
    target: { name: target.name },
    mode: "play",
    editable: true,
    biographySource: "",
    biographyHtml: "",
    activeTab: null,
    i18n: englishLocalizer(),
  } as const;
}

/**
 * The opposed card as one client sees it, for e2e pages: the real view context (`opposedCardViewContext`, the one
 * `renderChatMessageHTML` uses for the current user) of the world's newest opposed card, rendered with the real
 * template (a flow may post a chat line after its card, as a sheet action's line follows an escape).
 * Import it after `installFakeFoundry()`: the adapter reads Foundry globals.
 */
import type Handlebars from "handlebars";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { OpposedCardModel } from "../../../module/foundry/chat/opposed-card/model.ts";
import { shownContest } from "../../foundry/chat/opposed-card/shown.ts";
import { renderTemplate } from "./templates.ts";

export function opposedCardHtml(hbs: typeof Handlebars, world: FakeWorld): string {
  return renderTemplate(hbs, "templates/chat/opposed-card.hbs", {
    ...shownContest([...world.messages.values()].filter((m) => m.system instanceof OpposedCardModel).at(-1)),
  });
}

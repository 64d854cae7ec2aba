/**
 * The sheet page's `frayAction` binding (see sheet-page.ts) wired to the real adapter, for pages that play an attack
 * through from a sheet's Attack button to the card's buttons, one client at a time. Import it after
 * `installFakeFoundry()`: the adapter reads Foundry globals.
 */
import type { Page } from "playwright-core";
import { cardAction } from "../../../module/foundry/chat/attack-card/actions.ts";
import { FrayItem } from "../../../module/foundry/documents/item.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { lastAttackCard } from "./card-page.ts";

/**
 * An Attack button rolls the attacker's item (FrayItem#rollAttack), a card button runs the real card action on the
 * newest card; both as `viewer()`'s client, and the page then shows `render(viewer())`.
 */
export async function bridgeActions(
  page: Page,
  world: FakeWorld,
  attacker: FakeActor,
  viewer: () => FakeUser,
  render: (viewer: FakeUser) => string,
): Promise<void> {
  type Data = { itemId?: string; row?: string; step?: string; choice?: string };
  await page.exposeFunction("frayAction", async (action: string, data: Data) => {
    world.as(viewer());
    if (action === "attack") {
      const item = attacker.items.get(data.itemId ?? "");
      if (!(item instanceof FrayItem)) throw new Error("not a FrayItem");
      await item.rollAttack({ skipDialog: true });
    } else await cardAction(lastAttackCard(world).message as never, { ...data, action, row: data.row ?? "" });
    return render(viewer());
  });
}

/** Swaps the page's content for `html`, as Foundry re-renders the chat log on another client. */
export async function showContent(page: Page, html: string): Promise<void> {
  await page.evaluate((content) => {
    const root = document.getElementById("content");
    if (root) root.innerHTML = content;
  }, html);
}

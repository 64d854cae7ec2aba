/**
 * The attack card as one client sees it, for e2e pages: the real view context (`attackCardViewContext`, the same
 * one `renderChatMessageHTML` uses for the current user) rendered with the real template, plus the target's resource
 * bar so a page can show damage landing. Import it after `installFakeFoundry()`: the adapter reads Foundry globals.
 */
import type Handlebars from "handlebars";
import type { Page } from "playwright-core";
import { resourceBarContext } from "../../../module/foundry/applications/parts/resource-bar.ts";
import { cardAction } from "../../../module/foundry/chat/attack-card/actions.ts";
import { attackCardViewContext } from "../../../module/foundry/chat/attack-card/render.ts";
import { AttackCardModel } from "../../../module/foundry/chat/attack-card/model.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { englishLocalizer } from "./i18n.ts";
import { renderTemplate } from "./templates.ts";

export interface ShownTrack {
  readonly id: string;
  readonly key: string;
  readonly label: string;
  readonly track: () => { readonly value: number; readonly max: number };
}

/** The newest attack card of the world, with its model. */
export function lastAttackCard(world: FakeWorld): { message: FakeChatMessage; system: AttackCardModel } {
  const message = [...world.messages.values()].at(-1);
  const system: unknown = message?.system;
  if (!message || !(system instanceof AttackCardModel)) throw new Error("no attack card");
  return { message, system };
}

/** The card for the client's current user (`world.as(user)` first), and the target's track under it. */
export function cardHtml(hbs: typeof Handlebars, world: FakeWorld, shown: ShownTrack): string {
  const { message, system } = lastAttackCard(world);
  const context = attackCardViewContext(message as never, system);
  const bar = resourceBarContext(englishLocalizer(), shown.id, shown.key, shown.label, shown.track());
  return (
    renderTemplate(hbs, "templates/chat/attack-card.hbs", context) +
    renderTemplate(hbs, "templates/parts/resource-bar.hbs", bar)
  );
}

/** The `ruleset` creature's `key` track (a `{ value, max }` of its system) with its model label. */
function actorTrack(actor: FakeActor, ruleset: string, key: string): ShownTrack {
  return {
    id: actor.id,
    key,
    label: `FRAY.Actor.${ruleset}.FIELDS.${key}.label`,
    track: () => {
      const track = (actor.system as unknown as Partial<Record<string, { value: number; max: number }>>)[key];
      if (!track) throw new Error(`${actor.name} has no ${key} track`);
      return track;
    },
  };
}

/** A `bonus` creature's Durability, the track an attack card's damage lands on. */
export const bonusDurability = (actor: FakeActor): ShownTrack => actorTrack(actor, "bonus", "durability");

/** An `energy` creature's Aura, the track an `energy` attack card's damage lands on. */
export const energyAura = (actor: FakeActor): ShownTrack => actorTrack(actor, "energy", "aura");

/** A `momentum` creature's Vitality, the track a `momentum` attack card's damage lands on. */
export const momentumVitality = (actor: FakeActor): ShownTrack => actorTrack(actor, "momentum", "vitality");

/** A `contest` creature's Health Pool, the track a `contest` attack card's damage lands on. */
export const contestHealth = (actor: FakeActor): ShownTrack => actorTrack(actor, "contest", "health");

/**
 * A `wounds` creature's Stamina, shown under its card (the card's damage fills wound slots, shown on the card itself;
 * the guide's shot is the card alone).
 */
export const woundsStamina = (actor: FakeActor): ShownTrack => actorTrack(actor, "wounds", "stamina");

/** The card's visible text on `page`, as a player reads it. */
export const cardText = (page: Page): Promise<string> => page.locator(".attack-card").innerText({ timeout: 2000 });

/** The card rows' outcome words (their `status`) on `page`, without waiting for one to appear (polls read it). */
export const outcomeText = async (page: Page): Promise<string> =>
  (await page.getByRole("status").allTextContents()).join().trim();

/**
 * A page showing card HTML in a theme, its buttons wired to the page's `frayCardAction` bridge (action-bridge.ts),
 * which answers with the card as the viewer sees it next.
 */
export async function showCardPage(
  page: Page,
  html: string,
  theme: "light" | "dark",
  stylesheet: string,
): Promise<void> {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fray chat card</title></head><body class="theme-${theme}">
    <div class="fray" id="root" style="max-width: 360px; padding: 8px; background: var(--fray-surface)">${html}</div>
    <script>
      document.getElementById("root").addEventListener("click", async (event) => {
        const button = event.target.closest("button[data-action]");
        if (!button || !button.dataset.row) return;
        button.disabled = true;
        document.getElementById("root").innerHTML = await window.frayCardAction({ ...button.dataset });
      });
    </script></body></html>`);
  await page.addStyleTag({ path: stylesheet });
}

/**
 * The page's `frayCardAction` bridge for a GM's page (showCardPage): each card button runs the real card action on
 * the world's newest card as the GM's client, and the page then shows `render()`.
 */
export async function bridgeGmCardActions(page: Page, world: FakeWorld, render: () => string): Promise<void> {
  await page.exposeFunction("frayCardAction", async (button: Record<string, string>) => {
    world.as(world.gm);
    await cardAction(lastAttackCard(world).message as never, {
      action: button.action ?? "",
      row: button.row ?? "",
      ...button,
    });
    return render();
  });
}

/**
 * What the check card and the opposed card do in `renderChatMessageHTML` once their context is built: the message
 * content becomes the card's template (Handlebars escapes every name: a card's author wrote them, so nothing of it is
 * ever inserted as HTML), and core's header names the hidden creature instead of the speaker when it is one.
 */

/** The partial both cards include; Foundry must load a partial before a template uses it. */
const BREAKDOWN_PARTIAL = "systems/fray/templates/parts/roll-breakdown.hbs";

export async function renderRollCard(
  html: HTMLElement,
  template: string,
  context: { readonly hiddenSpeaker: string },
): Promise<void> {
  const content = html.querySelector(".message-content");
  if (!content) return;
  await foundry.applications.handlebars.loadTemplates([BREAKDOWN_PARTIAL]);
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(template, { ...context });
  const sender = html.querySelector(".message-sender");
  if (sender && context.hiddenSpeaker) sender.textContent = context.hiddenSpeaker;
}

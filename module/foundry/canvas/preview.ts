/**
 * The targeting preview on the canvas: when this user targets a token while controlling one of their own, the
 * scene's reading of that attack (the attacker's first weapon) is shown under the target, inside Foundry's `#hud`
 * layer, which pans and zooms with the canvas. Untargeting removes it.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { activeRulesetId } from "../config/settings.ts";
import { previewLabel } from "./preview-label.ts";
import { PREVIEW_CLASS, previewMarkup } from "./preview-overlay.ts";
import { readPair } from "./situate.ts";

type CanvasToken = foundry.canvas.placeables.Token;

function removePreview(tokenId: string): void {
  document.querySelector(`.${PREVIEW_CLASS}[data-token-id="${CSS.escape(tokenId)}"]`)?.remove();
}

function weaponOf(actor: Actor.Implementation, ruleset: RulesetId): Item.Implementation | undefined {
  return actor.items.find((i) => i.type === `${ruleset}-weapon`);
}

function showPreview(attacker: CanvasToken, target: CanvasToken): void {
  const ruleset = activeRulesetId();
  const room = combatRoomFor(ruleset);
  const [actor, targetActor] = [attacker.actor, target.actor];
  if (!room || !actor || !targetActor) return;
  const item = weaponOf(actor, ruleset);
  const pair = readPair(ruleset, attacker.document, target.document);
  if (!item || !pair) return;
  const situation = room.sceneSituation(pair, actor, item, targetActor);
  const label = previewLabel(foundryLocalizer(), pair, situation, room.facing, target.name);
  removePreview(target.id);
  const hud = document.getElementById("hud");
  hud?.insertAdjacentHTML("beforeend", previewMarkup(label, target.id));
  const panel = hud?.lastElementChild;
  if (!(panel instanceof HTMLElement)) return;
  // `#hud` is aligned with the canvas: scene pixels place the panel under the token at any pan and zoom.
  panel.style.left = `${target.x}px`;
  panel.style.top = `${target.y + target.h}px`;
}

export function onTargetToken(user: User.Implementation, target: CanvasToken, targeted: boolean): void {
  if (!user.isSelf) return;
  const attacker = canvas.tokens?.controlled.find((t) => t.id !== target.id);
  if (targeted && attacker) showPreview(attacker, target);
  else removePreview(target.id);
}

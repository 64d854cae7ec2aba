/**
 * The targeting preview on the canvas: when this user targets a token while controlling one of their own, the
 * scene's reading of that attack (the attacker's first weapon) is shown under the target, inside Foundry's `#hud`
 * layer, which pans and zooms with the canvas. Untargeting removes it. The reading is of where the tokens stand, so
 * a token that moves, turns or resizes (`updateToken`) has every shown preview read again, and a deleted token
 * (`deleteToken`) takes its preview, or every preview when it was the attacker, with it.
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
  const tokens = { attacker: attacker.document, target: target.document };
  const situation = room.sceneSituation(pair, actor, item, targetActor, tokens);
  const label = previewLabel(foundryLocalizer(), pair, situation, room.facing, target.name);
  removePreview(target.id);
  const hud = document.getElementById("hud");
  hud?.insertAdjacentHTML("beforeend", previewMarkup(label, target.id));
  const panel = hud?.lastElementChild;
  if (!(panel instanceof HTMLElement)) return;
  // `#hud` is aligned with the canvas: scene pixels place the panel under the token at any pan and zoom. The
  // document's position, not the placeable's: after a move the placeable is still animating from the old one.
  panel.style.left = `${target.document.x}px`;
  panel.style.top = `${target.document.y + target.h}px`;
}

/** This user's attacker against `target`: a token they control other than the target (and not one being deleted). */
function attackerFor(target: CanvasToken, gone?: string): CanvasToken | undefined {
  return canvas.tokens?.controlled.find((t) => t.id !== target.id && t.id !== gone);
}

export function onTargetToken(user: User.Implementation, target: CanvasToken, targeted: boolean): void {
  if (!user.isSelf) return;
  const attacker = attackerFor(target);
  if (targeted && attacker) showPreview(attacker, target);
  else removePreview(target.id);
}

/** Reads every shown preview again from the scene as it is now; one whose token is `gone` is removed. */
function refreshPreviews(gone?: string): void {
  for (const panel of document.querySelectorAll<HTMLElement>(`.${PREVIEW_CLASS}`)) {
    const id = panel.getAttribute("data-token-id") ?? "";
    const target = id === gone ? undefined : canvas.tokens?.placeables.find((t) => t.id === id);
    const attacker = target && attackerFor(target, gone);
    if (target && attacker) showPreview(attacker, target);
    else panel.remove();
  }
}

/** The token fields a preview reads: where it stands, how it turns, how big it is. */
const PLACEMENT = ["x", "y", "rotation", "width", "height"] as const;

export function onUpdateToken(_token: TokenDocument.Implementation, changes: TokenDocument.UpdateData): void {
  if (PLACEMENT.some((key) => key in changes)) refreshPreviews();
}

export function onDeleteToken(token: TokenDocument.Implementation): void {
  refreshPreviews(token.id ?? undefined);
}

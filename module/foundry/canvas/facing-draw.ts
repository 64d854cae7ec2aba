/**
 * Draws the facing arc on a token when the client setting asks for it: one PIXI.Graphics child per token, redrawn
 * on every token refresh (the token's own container does not rotate, so the arc is drawn from the heading).
 */
import { combatRoomFor } from "../combat-rooms.ts";
import { activeRulesetId } from "../config/settings.ts";
import { SHOW_FACING_SETTING } from "../config/canvas-settings.ts";
import { SYSTEM_ID } from "../constants.ts";
import { facingArcPolygon, flatPoints } from "./facing-arc.ts";
import { gridSpecOf, headingOf } from "./grid-spec.ts";
import { getRulesetMeta } from "../../engine/meta-registry.ts";

type CanvasToken = foundry.canvas.placeables.Token;
const CHILD = "fray-facing";

export function drawFacing(token: CanvasToken): void {
  const existing = token.children.find((c) => c.name === CHILD);
  const show = game.settings.get(SYSTEM_ID, SHOW_FACING_SETTING);
  const ruleset = activeRulesetId();
  const room = combatRoomFor(ruleset);
  if (!show || !room) {
    existing?.destroy();
    return;
  }
  const graphics = existing instanceof PIXI.Graphics ? existing : token.addChild(new PIXI.Graphics());
  graphics.name = CHILD;
  const spec = gridSpecOf(token.document.parent?.grid.type ?? 0, getRulesetMeta(ruleset).grid.diagonals);
  const centre = { x: token.w / 2, y: token.h / 2 };
  const polygon = facingArcPolygon(
    centre,
    headingOf(token.document.rotation, spec),
    Math.max(token.w, token.h),
    room.facing,
  );
  graphics.clear();
  graphics.beginFill(0xffd166, 0.25).lineStyle(2, 0xffd166, 0.9).drawPolygon(flatPoints(polygon)).endFill();
}

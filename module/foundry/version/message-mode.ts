/**
 * Who a roll made now is shown to, from the user's chat setting. v13: the `core.rollMode` client setting, values
 * `publicroll`, `gmroll`, `blindroll`, `selfroll`. v14: `core.messageMode`, values `public`, `gm`, `blind`, `self` and
 * `ic` (foundryvtt.com/api/v14/variables/CONFIG.ChatMessage.html, `modes`); `core.rollMode` is deprecated there until
 * 16. `ic` is an in-character chat style, public as far as who sees it.
 */
import { foundryGeneration } from "./generation.ts";
import type { MessageMode } from "./v14-api.ts";

/** Fray's neutral names for the four visibilities both generations offer. */
export type VisibilityMode = "public" | "gm" | "blind" | "self";

/** The four, in the order core's chat lists them (public, private GM, blind GM, self): the roll dialog's selector. */
export const VISIBILITY_MODES: readonly VisibilityMode[] = ["public", "gm", "blind", "self"];

/** A value read back from a form: one of the four, else undefined. */
export function asVisibilityMode(value: string): VisibilityMode | undefined {
  return VISIBILITY_MODES.find((mode) => mode === value);
}

const FROM_V13: Readonly<Record<string, VisibilityMode>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

const FROM_V14: Readonly<Record<MessageMode, VisibilityMode>> = {
  public: "public",
  ic: "public",
  gm: "gm",
  blind: "blind",
  self: "self",
};

/** The visibility this user's chat setting gives a roll now; an unknown value is public, as core treats it. */
export function currentVisibilityMode(): VisibilityMode {
  if (foundryGeneration() < 14) return FROM_V13[game.settings.get("core", "rollMode") ?? "publicroll"] ?? "public";
  // fvtt-types (v13) does not know `core.messageMode`; the settings registry takes any registered key at runtime.
  const settings = game.settings as unknown as { get(namespace: "core", key: "messageMode"): unknown };
  const mode = settings.get("core", "messageMode");
  return typeof mode === "string" && Object.hasOwn(FROM_V14, mode) ? FROM_V14[mode as MessageMode] : "public";
}

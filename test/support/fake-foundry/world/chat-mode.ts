/**
 * The client setting that says who sees a roll or message a user makes. v13: `core.rollMode`, values `publicroll`,
 * `gmroll`, `blindroll`, `selfroll` (client/config.mjs `CONFIG.Dice.rollModes`). v14: `core.messageMode`, values
 * `public`, `gm`, `blind`, `self`, `ic` (foundryvtt.com/api/v14/variables/CONFIG.ChatMessage.html, `modes`), with
 * `core.rollMode` kept as a deprecated alias until 16 (deprecation text quoted in WoD20 #1395).
 */
import { fakeGeneration } from "../generation.ts";
import type { FakeSettings } from "../settings.ts";

/** A visibility in the words both generations share. */
export type ChatMode = "public" | "gm" | "blind" | "self";

const V13_NAMES: Readonly<Record<ChatMode, string>> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

const V14_MODES = ["public", "gm", "blind", "self", "ic"] as const;

export function registerChatModeSettings(settings: FakeSettings): void {
  if (fakeGeneration() === 13) {
    settings.register("core", "rollMode", {
      scope: "client",
      default: "publicroll",
      choices: Object.fromEntries(Object.values(V13_NAMES).map((name) => [name, name])),
    });
    return;
  }
  settings.register("core", "messageMode", {
    scope: "client",
    default: "public",
    choices: Object.fromEntries(V14_MODES.map((mode) => [mode, mode])),
  });
  settings.register("core", "rollMode", {
    scope: "client",
    default: "publicroll",
    deprecated: 'the "core.rollMode" setting (use "core.messageMode")',
  });
}

/** Set the user's chat visibility the way the running generation stores it (v14 also takes `ic`). */
export async function setChatMode(settings: FakeSettings, mode: ChatMode | "ic"): Promise<void> {
  if (fakeGeneration() === 14) await settings.set("core", "messageMode", mode);
  else if (mode === "ic") throw new Error('"ic" is a v14 message mode');
  else await settings.set("core", "rollMode", V13_NAMES[mode]);
}

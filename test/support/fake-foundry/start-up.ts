/**
 * The end of core's start-up after `init` (`Game#setupGame`, client/game.mjs, v13): the `setup` hook once the world's
 * documents are prepared, `DocumentSheetConfig.initializeSheets()` applying the sheets registered so far, the UI
 * applications built from `CONFIG.ui` (API doc hookEvents.setup: `setup` runs before core builds them, so by
 * `ready` `ui.combat` is an instance of the configured tracker), then `game.ready` and the `ready` hook. Core awaits none of the hooks' work; `settle` lets a test wait for it.
 */
import { fake } from "./runtime.ts";

export function runSetup(): void {
  fake().Hooks.callAll("setup");
  fake().foundry.applications.apps.DocumentSheetConfig.initializeSheets();
}

export function runReady(): void {
  const { CONFIG } = fake();
  const Tracker = CONFIG.ui["combat"] as new () => unknown;
  (globalThis as unknown as { ui: Record<string, unknown> }).ui["combat"] = new Tracker();
  fake().game.ready = true;
  fake().Hooks.callAll("ready");
}

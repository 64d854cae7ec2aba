/**
 * v13's `foundry.applications.sidebar.tabs.CombatTracker` as far as a subclass needs it at import, at `init` and in
 * context tests: core's three PARTS with core's template paths, `DEFAULT_OPTIONS`, the Combat it shows (`viewed`)
 * and `_prepareContext` returning the render context (the viewing user and that Combat). Rendering is not faked:
 * `_onRender` does nothing here, and the templates are tested in real Chromium (test/e2e).
 */
import { ApplicationV2 } from "./applications.ts";

interface TrackerHost {
  game: { user: unknown };
}

export class CombatTracker extends ApplicationV2 {
  static PARTS: Record<string, { template: string; templates?: string[] }> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  static override DEFAULT_OPTIONS: Record<string, unknown> = { id: "combat", classes: ["combat-sidebar"] };

  /** The Combat the tracker shows (core: the active combat of the viewed scene). */
  viewed: unknown = null;

  _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    const host = globalThis as unknown as TrackerHost;
    return Promise.resolve({ user: host.game.user, combat: this.viewed });
  }

  _onRender(_context: unknown, _options: unknown): Promise<void> {
    return Promise.resolve();
  }
}

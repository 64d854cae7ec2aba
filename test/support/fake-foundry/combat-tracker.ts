/**
 * v13's `foundry.applications.sidebar.tabs.CombatTracker` as far as a subclass needs it at import, at `init` and in
 * context tests: core's three PARTS with core's template paths, `DEFAULT_OPTIONS`, the Combat it shows (`viewed`)
 * and `_prepareContext` returning the render context (the viewing user and that Combat). Rendering is not faked:
 * `_onRender` does nothing here, and the templates are tested in real Chromium (test/e2e).
 */
import { ApplicationV2 } from "./applications.ts";
import { fakeGeneration } from "./generation.ts";

/** A row-menu entry as core builds it: v13 `{name, icon, condition, callback}`, v14 `{label, icon, visible, onClick}`. */
export type FakeContextMenuEntry =
  | { name: string; icon: string; condition: () => boolean; callback: () => void }
  | { label: string; icon: string; visible: () => boolean; onClick: () => void };

/** The keys of core's combatant row menu (v13 client/applications/sidebar/tabs/combat-tracker.mjs). */
const CORE_ENTRY_KEYS = [
  "COMBAT.CombatantUpdate",
  "COMBAT.CombatantClear",
  "COMBAT.CombatantReroll",
  "COMBAT.CombatantRemove",
] as const;

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

  /**
   * One row's context (v13 client/applications/sidebar/tabs/combat-tracker.mjs `_prepareTurnContext`): of core's
   * fields, the ones Fray reads, the combatant's `id` and `name`.
   */
  _prepareTurnContext(_combat: unknown, combatant: { id: string | null; name: string }, _index: number) {
    return Promise.resolve({ id: combatant.id ?? "", name: combatant.name });
  }

  _onRender(_context: unknown, _options: unknown): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Core's combatant row menu. v14 renamed `ContextMenuEntry`'s `name`/`condition`/`callback` to
   * `label`/`visible`/`onClick` (foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html; the old names warn
   * until 16). Whether core's own v14 entries already use `label` is not documented; the fake takes the stricter
   * reading that they do, so code reading only `name` fails here.
   */
  _getEntryContextOptions(): FakeContextMenuEntry[] {
    const icon = "<i></i>";
    return CORE_ENTRY_KEYS.map((key) =>
      fakeGeneration() === 14
        ? { label: key, icon, visible: () => true, onClick: () => undefined }
        : { name: key, icon, condition: () => true, callback: () => undefined },
    );
  }
}

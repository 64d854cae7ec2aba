/**
 * The self-check window, opened from the system settings (GM only): Run plays the skirmish and lists each step,
 * Copy puts the run's report on the clipboard. The class only wires Foundry to `runSelfCheck` and `view.ts`.
 */
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { activeRulesetId } from "../config/settings.ts";
import { I18N_ROOT } from "../constants.ts";
import { deleteLeftovers, selfCheckLeftovers } from "./leftovers.ts";
import type { StepResult } from "./runner.ts";
import { selfCheckContext, type RunFacts } from "./view.ts";
import { foundryBuild } from "../version/generation.ts";
import { gmOnly } from "../applications/gm-only.ts";

export const SELF_CHECK_TEMPLATE = "systems/fray/templates/self-check/self-check.hbs";
const KEY = `${I18N_ROOT}.SelfCheck`;

type Base = InstanceType<typeof foundry.applications.api.ApplicationV2>;
type PrepareOptions = Parameters<Base["_prepareContext"]>[0];

function runFacts(): RunFacts {
  return {
    system: `${game.system.id} ${game.system.version}`,
    foundry: foundryBuild(),
    ruleset: activeRulesetId(),
  };
}

/** Offers to delete what crashed runs left behind; resolves false when the GM cancels the run. */
async function clearLeftovers(): Promise<boolean> {
  const leftovers = selfCheckLeftovers();
  if (leftovers.length === 0) return true;
  const names = leftovers.map((l) => l.name ?? "?").join(", ");
  const question = game.i18n.format(`${KEY}.Leftovers.question`, { names });
  const confirmed: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: `${KEY}.Leftovers.title` },
    content: `<p>${foundry.utils.escapeHTML(question)}</p>`,
  });
  if (confirmed !== true) return false;
  const failed = await deleteLeftovers(leftovers);
  if (failed.length) ui.notifications.warn(game.i18n.format(`${KEY}.Leftovers.failed`, { names: failed.join(", ") }));
  return true;
}

/** Defined when registered (at `init`, when Foundry's application classes exist). */
export function defineSelfCheckApp() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class SelfCheckApp extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS: typeof ApplicationV2.DEFAULT_OPTIONS = {
      id: "fray-self-check",
      classes: ["fray", "self-check"],
      window: { title: `${KEY}.title`, icon: "fa-solid fa-stethoscope" },
      position: { width: 560, height: "auto" },
      actions: { run: SelfCheckApp.#onRun, copy: SelfCheckApp.#onCopy },
    };

    static override PARTS = { body: { template: SELF_CHECK_TEMPLATE } };

    #results: StepResult[] = [];
    #running = false;

    /** GM only, whoever opens it (the menu is `restricted`; a macro could still try). */
    protected override _canRender(options: Parameters<Base["_canRender"]>[0]): ReturnType<Base["_canRender"]> {
      if (!gmOnly(`${KEY}.gmOnly`)) return false;
      return super._canRender(options);
    }

    protected override async _prepareContext(options: PrepareOptions) {
      const base = await super._prepareContext(options);
      return { ...base, ...selfCheckContext(foundryLocalizer(), this.#results, runFacts(), this.#running) };
    }

    static async #onRun(this: SelfCheckApp): Promise<void> {
      if (this.#running || !(await clearLeftovers())) return;
      this.#running = true;
      await this.render();
      try {
        // The run and its steps are a chunk of their own, loaded when a GM runs the check (row 5a of the README).
        const { runSelfCheck } = await import("./run.ts");
        this.#results = await runSelfCheck();
      } finally {
        this.#running = false;
        await this.render();
      }
    }

    static async #onCopy(this: SelfCheckApp): Promise<void> {
      const context = selfCheckContext(foundryLocalizer(), this.#results, runFacts(), false);
      await game.clipboard.copyPlainText(context.report);
      ui.notifications.info(`${KEY}.copied`, { localize: true });
    }
  };
}

/**
 * The encounter-odds window (GM only): plays a simulated encounter in a worker with a progress bar and a Cancel
 * button, then explains the result (simulation/view.ts); Run again replays it with the seed in the field, so a
 * result is reproducible by its seed. A window rather than a chat card: the progress and the Cancel need a live
 * place, the result is the GM's planning aid that players should not see, and it does not crowd the chat log.
 */
import type { EncounterOdds, OddsProgress } from "../../../engine/sim/odds.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { SimulatedEncounter } from "../../simulation/encounter.ts";
import { startOddsJob, type OddsRunning } from "../../simulation/start.ts";
import { oddsProgressView, oddsResultView } from "../../simulation/view.ts";
import { foundryLocalizer } from "../sheets/localizer.ts";
import { gmOnly } from "../gm-only.ts";

export const ENCOUNTER_ODDS_TEMPLATE = "systems/fray/templates/simulation/encounter-odds.hbs";
const KEY = `${I18N_ROOT}.Simulation`;
export const SIMULATED_FIGHTS = 1000;

type Base = InstanceType<typeof foundry.applications.api.ApplicationV2>;
type PrepareOptions = Parameters<Base["_prepareContext"]>[0];

/** A fresh seed for a new run; the window shows it, and Run again takes any seed typed in. */
export function freshSeed(): number {
  return 1 + Math.floor(Math.random() * 2_000_000_000);
}

/** Defined when first opened (Foundry's application classes exist by then). */
function defineEncounterOddsApp() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class EncounterOddsApp extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS: typeof ApplicationV2.DEFAULT_OPTIONS = {
      classes: ["fray", "encounter-odds"],
      window: { title: `${KEY}.title`, icon: "fa-solid fa-dice" },
      position: { width: 480, height: "auto" },
      actions: { cancel: EncounterOddsApp.#onCancel, rerun: EncounterOddsApp.#onRerun },
    };

    static override PARTS = { body: { template: ENCOUNTER_ODDS_TEMPLATE } };

    readonly encounter: SimulatedEncounter;
    #seed: number;
    #progress: OddsProgress = { done: 0, total: SIMULATED_FIGHTS };
    #running: OddsRunning | undefined;
    #odds: EncounterOdds | undefined;
    #failure: string | undefined;

    constructor(encounter: SimulatedEncounter, seed: number) {
      super({});
      this.encounter = encounter;
      this.#seed = seed;
    }

    protected override _canRender(options: Parameters<Base["_canRender"]>[0]): ReturnType<Base["_canRender"]> {
      if (!gmOnly(`${KEY}.gmOnly`)) return false;
      return super._canRender(options);
    }

    protected override async _prepareContext(options: PrepareOptions) {
      const base = await super._prepareContext(options);
      const i18n = foundryLocalizer();
      return {
        ...base,
        running: this.#running ? oddsProgressView(i18n, this.#progress) : undefined,
        result: this.#odds ? oddsResultView(i18n, this.#odds, SIMULATED_FIGHTS, this.encounter) : undefined,
        failure: this.#failure,
        seed: this.#seed,
      };
    }

    /** Plays the encounter with the current seed, rendering progress as chunks complete. */
    async play(): Promise<void> {
      if (this.#running) return;
      this.#odds = undefined;
      this.#failure = undefined;
      this.#progress = { done: 0, total: SIMULATED_FIGHTS };
      const { ruleset, party, foes } = this.encounter;
      const running = startOddsJob({ ruleset, party, foes, fights: SIMULATED_FIGHTS, seed: this.#seed }, (p) => {
        this.#progress = p;
        void this.render();
      });
      this.#running = running;
      await this.render({ force: true });
      try {
        this.#odds = await running.result;
      } catch (error: unknown) {
        this.#failure = game.i18n.format(`${KEY}.failed`, { message: error instanceof Error ? error.message : "" });
      } finally {
        this.#running = undefined;
        await this.render();
      }
    }

    static #onCancel(this: EncounterOddsApp): void {
      this.#running?.cancel();
    }

    static async #onRerun(this: EncounterOddsApp): Promise<void> {
      const field = this.element.querySelector<HTMLInputElement>('input[name="seed"]');
      const seed = Math.floor(Number(field?.value));
      this.#seed = Number.isFinite(seed) && seed >= 1 ? seed : freshSeed();
      await this.play();
    }
  };
}

let appClass: ReturnType<typeof defineEncounterOddsApp> | undefined;

/** Opens a window on the encounter and starts playing it (GM only: a player gets the refusal and nothing runs). */
export async function openEncounterOdds(encounter: SimulatedEncounter, seed = freshSeed()): Promise<void> {
  if (!gmOnly(`${KEY}.gmOnly`)) return;
  appClass ??= defineEncounterOddsApp();
  await new appClass(encounter, seed).play();
}

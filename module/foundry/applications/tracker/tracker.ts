/**
 * Fray's combat tracker: v13's CombatTracker with one part added (the GM's next-round prompt) and each core row
 * extended by the row partial. Thin: the view model (view.ts) decides everything shown; this class reads the facts,
 * renders the partials into core's rows and routes the buttons to the combat economy (pools, the room's controls).
 */
import { actFor, adjustPool } from "../../combat/economy-access.ts";
import { rollsInitiative } from "../../combat/rooms.ts";
import { showAllyPools } from "../../config/tracker-settings.ts";
import { activeRulesetId } from "../../config/settings.ts";
import { combatEncounter, simulationRoom } from "../../simulation/encounter.ts";
import { foundryLocalizer } from "../sheets/localizer.ts";
import { readTrackerFacts } from "./read-facts.ts";
import { combatantDisplayNames } from "./read-names.ts";
import { PROMPT_TEMPLATE, RESOURCE_BAR_TEMPLATE, ROW_TEMPLATE } from "./templates.ts";
import { trackerView, type TrackerView } from "./view.ts";
import { entryKey, menuEntry } from "../../version/context-menu.ts";
import type { ContextMenuEntryKeys } from "../../version/v14-api.ts";

const Base = foundry.applications.sidebar.tabs.CombatTracker;
type Part = (typeof Base.PARTS)[string];
type TurnContextArgs = Parameters<InstanceType<typeof Base>["_prepareTurnContext"]>;

/**
 * Core's parts in core's order, with the prompt right after the combatant list; the row partial and the resource
 * bar it includes are preloaded with it (Foundry loads a part's `templates` before the first render).
 */
function withPromptPart(core: Readonly<Record<string, Part>>): Record<string, Part> {
  const prompt: Part = { template: PROMPT_TEMPLATE, templates: [ROW_TEMPLATE, RESOURCE_BAR_TEMPLATE] };
  return Object.fromEntries(
    Object.entries(core).flatMap(([id, part]) =>
      id === "tracker"
        ? [
            [id, part],
            ["frayPrompt", prompt],
          ]
        : [[id, part]],
    ),
  );
}

/**
 * Core's row is itself a click action (activate the combatant: select and pan to its token). A click in the row's
 * Fray block that is not on one of its buttons (choosing in a control's list, reading the pips) stays there.
 */
function keepClickInRow(event: Event): void {
  if (event.target instanceof Element && !event.target.closest("button")) event.stopPropagation();
}

/**
 * Core's initiative controls: the row's roll button and the Roll All / Roll NPCs buttons (v13 tracker actions), and
 * the row menu's Clear / Reroll entries. A ruleset without initiative has nothing for them to roll.
 */
const INITIATIVE_CONTROLS = '[data-action="rollInitiative"], [data-action="rollAll"], [data-action="rollNPC"]';
const INITIATIVE_ENTRIES: readonly string[] = ["COMBAT.CombatantClear", "COMBAT.CombatantReroll"];

/** The row menu without core's initiative entries when the viewed combat's ruleset has no initiative. */
export function initiativeEntries<E extends ContextMenuEntryKeys>(
  combat: { readonly type: string } | null | undefined,
  entries: E[],
): E[] {
  if (!combat || rollsInitiative(combat)) return entries;
  return entries.filter((e) => !INITIATIVE_ENTRIES.includes(entryKey(e) ?? ""));
}

/** The GM's simulation buttons: Simulate needs a viewed combat; Party vs creature only the world's room. */
function simulationButtons(viewing: boolean): { readonly simulate: boolean } | undefined {
  if (!game.user.isGM || !simulationRoom(activeRulesetId())) return undefined;
  return { simulate: viewing };
}

export class FrayCombatTracker extends Base {
  static override DEFAULT_OPTIONS = {
    classes: ["fray", "fray-tracker"],
    actions: {
      frayAdjustPool: FrayCombatTracker.#onAdjustPool,
      frayAct: FrayCombatTracker.#onAct,
      frayNextRound: FrayCombatTracker.#onNextRound,
      fraySimulate: FrayCombatTracker.#onSimulate,
      frayVersus: FrayCombatTracker.#onVersus,
    },
  };

  static override PARTS = withPromptPart(Base.PARTS);

  /** The view model of the last render, kept for `_onRender` to fill the rows. */
  #view: TrackerView | undefined;
  /** Rows whose controls the user opened or closed: kept across re-renders (each spend or turn re-renders). */
  readonly #controlsOpen = new Map<string, boolean>();

  protected override async _prepareContext(options: foundry.applications.sidebar.tabs.CombatTracker.RenderOptions) {
    const context = await super._prepareContext(options);
    const combat = this.viewed;
    this.#view =
      combat instanceof CONFIG.Combat.documentClass
        ? trackerView(foundryLocalizer(), readTrackerFacts(combat, showAllyPools()))
        : undefined;
    return Object.assign(context, { fray: this.#view, fraySimulation: simulationButtons(combat !== null) });
  }

  protected override async _onRender(
    context: foundry.applications.sidebar.tabs.CombatTracker.RenderContext,
    options: foundry.applications.sidebar.tabs.CombatTracker.RenderOptions,
  ) {
    await super._onRender(context, options);
    const combat = this.viewed;
    if (combat && !rollsInitiative(combat)) {
      for (const control of this.element.querySelectorAll(INITIATIVE_CONTROLS)) control.remove();
    }
    if (!options.parts.includes("tracker")) return;
    for (const row of this.#view?.rows ?? []) {
      const item = this.element.querySelector(`[data-combatant-id="${row.id}"]`);
      item?.insertAdjacentHTML(
        "beforeend",
        await foundry.applications.handlebars.renderTemplate(ROW_TEMPLATE, { ...row }),
      );
      item?.lastElementChild?.addEventListener("click", keepClickInRow);
      this.#keepControlsOpen(row.id, item?.querySelector("details.fray-row-controls") ?? null);
    }
  }

  /** Core's row with the name numbered where names repeat ("Goblin 2"): display only, the document keeps its name. */
  protected override async _prepareTurnContext(...[combat, combatant, index]: TurnContextArgs) {
    const turn = await super._prepareTurnContext(combat, combatant, index);
    return { ...turn, name: combatantDisplayNames(combat).get(combatant.id) ?? turn.name };
  }

  protected override _getEntryContextOptions() {
    const flip = menuEntry({
      key: "FRAY.Simulation.flipSide",
      icon: '<i class="fa-solid fa-right-left"></i>',
      visible: () => game.user.isGM && simulationRoom(activeRulesetId()) !== undefined,
      onClick: (li) => {
        const combatant = this.#combatantOf(li);
        const flipped = combatant?.flags.fray?.simulationFlipped === true;
        void combatant?.update({ flags: { fray: { simulationFlipped: !flipped } } });
      },
    });
    return [...initiativeEntries(this.viewed, super._getEntryContextOptions()), flip];
  }

  /** The row's controls as the user left them; a row they never touched keeps the view's choice (open when acting). */
  #keepControlsOpen(id: string, details: HTMLDetailsElement | null): void {
    if (!details) return;
    const remembered = this.#controlsOpen.get(id);
    if (remembered !== undefined) details.open = remembered;
    details.addEventListener("toggle", () => this.#controlsOpen.set(id, details.open));
  }

  /** The combatant of the row a button sits in. */
  #combatantOf(target: HTMLElement): Combatant.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
    return id ? this.viewed?.combatants.get(id) : undefined;
  }

  static async #onAdjustPool(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement) {
    const combatant = this.#combatantOf(target);
    const { pool, delta } = target.dataset;
    if (combatant && pool) await adjustPool(combatant, pool, Number(delta));
  }

  /** A room's control: its id on the button, its choice (if it takes one) in the control's own list. */
  static async #onAct(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement) {
    const combatant = this.#combatantOf(target);
    const control = target.dataset.control;
    const choice = target.closest(".fray-control")?.querySelector<HTMLSelectElement>("select")?.value;
    if (combatant && control) await actFor(combatant, control, choice);
  }

  /** Simulate: the viewed combat's encounter, read now, in the encounter-odds window. */
  static async #onSimulate(this: FrayCombatTracker) {
    const combat = this.viewed;
    if (!(combat instanceof CONFIG.Combat.documentClass)) return;
    const encounter = combatEncounter(combat);
    if ("refused" in encounter) ui.notifications.warn(encounter.refused, { localize: true });
    else await (await import("../encounter-odds/app.ts")).openEncounterOdds(encounter);
  }

  // The odds window and the versus dialog are a chunk of their own: a world loads them when a GM first asks.
  static async #onVersus(this: FrayCombatTracker) {
    await (await import("../../simulation/versus.ts")).openVersusDialog(activeRulesetId());
  }

  static async #onNextRound(this: FrayCombatTracker) {
    await this.viewed?.nextRound();
  }
}

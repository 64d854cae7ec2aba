/**
 * The roll dialog: the situational modifiers of one attack as checkboxes and radio groups, a free-form bonus, the
 * exact chance to hit for the current choices, who sees the roll, Roll and Cancel. The class only wires Foundry to `RollDialogState`;
 * what is shown is `context.ts`'s.
 */
import { foundryLocalizer } from "../sheets/localizer.ts";
import { groupOfInputName, ROLL_DIALOG_KEYS } from "./context.ts";
import { RollDialogState, type RollDialogAnswer, type RollDialogSetup } from "./state.ts";

export const ROLL_DIALOG_TEMPLATE = "systems/fray/templates/apps/roll-dialog.hbs";

type Base = InstanceType<typeof foundry.applications.api.ApplicationV2>;
type PrepareOptions = Parameters<Base["_prepareContext"]>[0];
type RenderContext = Parameters<Base["_onRender"]>[0];
type RenderOptions = Parameters<Base["_onRender"]>[1];
type CloseOptions = Parameters<Base["_onClose"]>[0];
type Settle = (answer: RollDialogAnswer | null) => void;

/**
 * Defined on first use rather than at import: the class extends Foundry's ApplicationV2, and the attack flow that
 * imports this file also runs where there is none (the adapter tests' fake Foundry, which always Shift-clicks).
 * A dynamic import would do the same but split the one-module build (vite.config.ts) into chunks.
 */
function defineRollDialog() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class RollDialog extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS: typeof ApplicationV2.DEFAULT_OPTIONS = {
      classes: ["fray", "roll-dialog"],
      window: { title: `${ROLL_DIALOG_KEYS}.title`, icon: "fa-solid fa-dice-d20" },
      position: { width: 420, height: "auto" },
      actions: { roll: RollDialog.#onRoll, cancel: RollDialog.#onCancel },
    };

    static override PARTS = { form: { template: ROLL_DIALOG_TEMPLATE } };

    readonly #state: RollDialogState;
    #settle: Settle | null;
    /** The input to focus again after a choice re-renders the rows, so a keyboard user stays where they were. */
    #refocus: string | null = null;

    constructor(setup: RollDialogSetup, settle: Settle) {
      super({});
      this.#state = new RollDialogState(setup);
      this.#settle = settle;
    }

    protected override async _prepareContext(options: PrepareOptions) {
      const base = await super._prepareContext(options);
      return { ...base, ...this.#state.context(foundryLocalizer(), this.id) };
    }

    protected override async _onFirstRender(context: RenderContext, options: RenderOptions): Promise<void> {
      await super._onFirstRender(context, options);
      // On the window, not the part: parts are replaced on every render, the window element is not.
      this.element.addEventListener("change", (event) => {
        const input = event.target;
        if (input instanceof HTMLSelectElement && input.name === "rollMode") {
          this.#state.setMode(input.value);
          return;
        }
        if (!(input instanceof HTMLInputElement)) return;
        if (input.name === "extra") {
          this.#state.setExtra(input.value);
          this.#refocus = 'input[name="extra"]';
          void this.render();
          return;
        }
        const group = groupOfInputName(input.name);
        if (input.type === "radio" && group !== null) this.#state.choose(group, input.value || null);
        else if (input.type === "checkbox") this.#state.toggle(input.name, input.checked);
        else return;
        const name = `input[name="${CSS.escape(input.name)}"]`;
        this.#refocus = input.type === "radio" ? `${name}[value="${CSS.escape(input.value)}"]` : name;
        void this.render();
      });
    }

    protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
      await super._onRender(context, options);
      if (this.#refocus === null) return;
      this.element.querySelector<HTMLInputElement>(this.#refocus)?.focus();
      this.#refocus = null;
    }

    protected override _onClose(options: CloseOptions): void {
      // Closing by the window's own button is a Cancel.
      this.#finish(null);
      super._onClose(options);
    }

    #finish(answer: RollDialogAnswer | null): void {
      this.#settle?.(answer);
      this.#settle = null;
    }

    static async #onRoll(this: RollDialog): Promise<void> {
      const answer = this.#state.answer;
      // The button is disabled while the bonus is refused; a click that still arrives waits for a bonus that reads.
      if (answer === null) return;
      this.#finish(answer);
      await this.close();
    }

    static async #onCancel(this: RollDialog): Promise<void> {
      this.#finish(null);
      await this.close();
    }
  };
}

let rollDialogClass: ReturnType<typeof defineRollDialog> | undefined;

/** Opens the roll dialog; resolves with the chosen modifiers and roll mode on Roll, null on Cancel or close. */
export function chooseRoll(setup: RollDialogSetup): Promise<RollDialogAnswer | null> {
  const RollDialog = (rollDialogClass ??= defineRollDialog());
  return new Promise((settle) => void new RollDialog(setup, settle).render({ force: true }));
}

/**
 * `foundry.applications.api.DialogV2.confirm` as v13 core behaves (client/applications/api/dialog.mjs, `confirm`
 * and `wait`; API page foundry.applications.api.DialogV2): Yes resolves true, No false, and closing the window
 * resolves null, or rejects with an Error when `rejectClose` is true (false by default). Nothing is rendered: a test
 * says beforehand how the user will answer (`answerNext`); a dialog no test expected throws, as a test error.
 * `DialogV2.input` likewise: core's `input` is `prompt` with the OK button's callback
 * `(_event, button) => new FormDataExtended(button.form).object`, so OK resolves the form's data (a test gives the
 * values the user left in the form, `answerNextInput`, typed as FormDataExtended types them: a number input's value a
 * number, a select's a string) and closing resolves null, or rejects when `rejectClose` is true.
 */

/** How the user ends the dialog: one of its two buttons, or the window's close. */
export type ConfirmAnswer = "yes" | "no" | "close";

export interface ConfirmConfig {
  readonly window?: { readonly title?: string };
  readonly content?: string;
  readonly rejectClose?: boolean;
}

/** How the user ends an input dialog: OK with the form's data, or the window's close. */
export type InputAnswer = Readonly<Record<string, unknown>> | "close";

/** A DialogV2 class of its own per fake runtime, so no answer leaks from one test file to the next. */
export function defineDialogV2() {
  const answers: ConfirmAnswer[] = [];
  const inputs: InputAnswer[] = [];
  const asked: ConfirmConfig[] = [];
  return class DialogV2 {
    /** The confirmations shown so far, in order. */
    static readonly asked: readonly ConfirmConfig[] = asked;

    /** The user's answer to the next dialog. */
    static answerNext(answer: ConfirmAnswer): void {
      answers.push(answer);
    }

    /** Core's is async: every outcome, a rejection too, comes as a promise. */
    static confirm(config: ConfirmConfig = {}): Promise<boolean | null> {
      const answer = answers.shift();
      if (answer === undefined) return Promise.reject(new Error("Fake DialogV2.confirm: no answer scripted for it"));
      asked.push(config);
      if (answer !== "close") return Promise.resolve(answer === "yes");
      if (config.rejectClose === true) {
        return Promise.reject(new Error("Fake DialogV2.confirm: closed without an answer (rejectClose)"));
      }
      return Promise.resolve(null);
    }

    /** The form's data the user submits with OK in the next input dialog, or "close". */
    static answerNextInput(answer: InputAnswer): void {
      inputs.push(answer);
    }

    static input(config: ConfirmConfig = {}): Promise<Readonly<Record<string, unknown>> | null> {
      const answer = inputs.shift();
      if (answer === undefined) return Promise.reject(new Error("Fake DialogV2.input: no answer scripted for it"));
      asked.push(config);
      if (answer !== "close") return Promise.resolve({ ...answer });
      if (config.rejectClose === true) {
        return Promise.reject(new Error("Fake DialogV2.input: closed without an answer (rejectClose)"));
      }
      return Promise.resolve(null);
    }
  };
}

export type FakeDialogV2 = ReturnType<typeof defineDialogV2>;

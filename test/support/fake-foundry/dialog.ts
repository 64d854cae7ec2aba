/**
 * `foundry.applications.api.DialogV2.confirm` as v13 core behaves (client/applications/api/dialog.mjs, `confirm`
 * and `wait`; API page foundry.applications.api.DialogV2): Yes resolves true, No false, and closing the window
 * resolves null, or rejects with an Error when `rejectClose` is true (false by default). Nothing is rendered: a test
 * says beforehand how the user will answer (`answerNext`); a dialog no test expected throws, as a test error.
 */

/** How the user ends the dialog: one of its two buttons, or the window's close. */
export type ConfirmAnswer = "yes" | "no" | "close";

export interface ConfirmConfig {
  readonly window?: { readonly title?: string };
  readonly content?: string;
  readonly rejectClose?: boolean;
}

/** A DialogV2 class of its own per fake runtime, so no answer leaks from one test file to the next. */
export function defineDialogV2() {
  const answers: ConfirmAnswer[] = [];
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
  };
}

export type FakeDialogV2 = ReturnType<typeof defineDialogV2>;

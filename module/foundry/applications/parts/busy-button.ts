/** The part of a button this needs (an `HTMLButtonElement` in Foundry, a plain object in tests). */
export interface Disableable {
  disabled: boolean;
}

/** A button (or any form control) that can be disabled; a `<a data-action>` cannot. */
export function isDisableable(element: object): element is Disableable {
  return "disabled" in element && typeof element.disabled === "boolean";
}

/**
 * Runs a button's action with the button disabled until it settles (success, refusal or error), so a double click
 * cannot start it twice; a click on a button that is already busy does nothing.
 */
export async function whileDisabled(button: Disableable, action: () => Promise<unknown>): Promise<void> {
  if (button.disabled) return;
  button.disabled = true;
  try {
    await action();
  } finally {
    button.disabled = false;
  }
}

import type { Localizer } from "../parts/resource-bar.ts";
import { I18N_ROOT } from "../../constants.ts";

/** Play mode shows values and buttons; edit mode shows form inputs for the stored fields. */
export type SheetMode = "play" | "edit";

export function otherMode(mode: SheetMode): SheetMode {
  return mode === "play" ? "edit" : "play";
}

export interface ModeToggleContext {
  readonly edit: boolean;
  /** Visible button text: the mode the button switches to. */
  readonly text: string;
  readonly ariaLabel: string;
}

/** The play/edit toggle; only owners who may edit see it (`editable`). */
export function modeToggle(i18n: Localizer, mode: SheetMode, editable: boolean): ModeToggleContext | null {
  if (!editable) return null;
  const next = otherMode(mode);
  return {
    edit: mode === "edit",
    text: i18n.localize(`${I18N_ROOT}.Sheet.Mode.${next}`),
    ariaLabel: i18n.localize(`${I18N_ROOT}.Sheet.Mode.${next}Label`),
  };
}

/** The portrait and name every actor and item sheet shows at its top, whatever the ruleset. */
import type { Localizer } from "../parts/resource-bar.ts";
import { textInput, type FieldContext } from "./field-context.ts";
import { coreText } from "./labels.ts";

export interface PortraitContext {
  readonly name: string;
  readonly img: string;
  readonly portraitAlt: string;
  readonly portraitEditLabel: string;
  readonly nameField: FieldContext;
}

export function portraitContext(
  i18n: Localizer,
  doc: { readonly id: string; readonly name: string; readonly img: string },
): PortraitContext {
  return {
    name: doc.name,
    img: doc.img,
    portraitAlt: coreText(i18n, "portrait", { name: doc.name }),
    portraitEditLabel: coreText(i18n, "portraitEdit", { name: doc.name }),
    nameField: textInput({ idPrefix: doc.id, name: "name", label: coreText(i18n, "name") }, doc.name),
  };
}

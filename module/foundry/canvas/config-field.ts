/**
 * A labelled `<select>` in Foundry's form-group markup, added to a core config sheet by a render hook (the wall's
 * cover override, a scene's visibility). Its `name` is a document path, so the sheet's own submit saves it.
 *
 * `selectField` is self-contained DOM (the browser test renders its own source); `sheetSelectField` adds what a live
 * sheet needs: a config sheet renders again while it is open (an update of its document from any client re-renders
 * it) and the render hook then builds the field anew from the document, so a choice the user made and has not saved
 * is kept per sheet and shown again until the document holds it (saved) or the sheet is gone.
 */
export interface SelectFieldSpec {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export function selectField(doc: Document, spec: SelectFieldSpec): HTMLElement {
  const group = doc.createElement("div");
  group.className = "form-group fray-config-field";
  const label = doc.createElement("label");
  const id = `fray-${spec.name.replace(/\W/g, "-")}`;
  label.htmlFor = id;
  label.textContent = spec.label;
  const fields = doc.createElement("div");
  fields.className = "form-fields";
  const select = doc.createElement("select");
  select.name = spec.name;
  select.id = id;
  for (const o of spec.options) {
    const option = doc.createElement("option");
    option.value = o.value;
    option.textContent = o.label;
    option.selected = o.value === spec.value;
    select.append(option);
  }
  fields.append(select);
  const hint = doc.createElement("p");
  hint.className = "hint";
  hint.textContent = spec.hint;
  group.append(label, fields, hint);
  return group;
}

/** Choices made in a sheet's Fray fields and not yet saved, by field name. */
const unsaved = new WeakMap<object, Map<string, string>>();

/** What the field shows: the sheet's unsaved choice, until the document's stored value catches up with it. */
function shownValue(sheet: object, name: string, stored: string): string {
  const pending = unsaved.get(sheet);
  const choice = pending?.get(name);
  if (choice === undefined || choice === stored) {
    pending?.delete(name);
    return stored;
  }
  return choice;
}

/** `selectField` on a live config sheet: it shows the sheet's unsaved choice and remembers each new one. */
export function sheetSelectField(sheet: object, doc: Document, spec: SelectFieldSpec): HTMLElement {
  const field = selectField(doc, { ...spec, value: shownValue(sheet, spec.name, spec.value) });
  const select = field.querySelector("select");
  select?.addEventListener("change", () => {
    const pending = unsaved.get(sheet) ?? new Map<string, string>();
    pending.set(spec.name, select.value);
    unsaved.set(sheet, pending);
  });
  return field;
}

/** Puts `field` after the form group holding `anchorName`, or at the end of the form when there is none. */
export function insertField(root: HTMLElement, field: HTMLElement, anchorName: string): void {
  const anchor = root.querySelector(`[name="${anchorName}"]`)?.closest(".form-group");
  if (anchor) anchor.after(field);
  else (root.querySelector("form") ?? root).append(field);
}

/**
 * A labelled `<select>` in Foundry's form-group markup, added to a core config sheet by a render hook (the wall's
 * cover override, a scene's visibility). Its `name` is a document path, so the sheet's own submit saves it.
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

/** Puts `field` after the form group holding `anchorName`, or at the end of the form when there is none. */
export function insertField(root: HTMLElement, field: HTMLElement, anchorName: string): void {
  const anchor = root.querySelector(`[name="${anchorName}"]`)?.closest(".form-group");
  if (anchor) anchor.after(field);
  else (root.querySelector("form") ?? root).append(field);
}

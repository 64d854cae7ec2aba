/**
 * Form inputs as plain data. Context builders describe each editable field (name, localized label, value, bounds,
 * options) and one shared partial (templates/sheets/field.hbs) renders it, so templates need no Foundry form helper
 * and the same markup renders in Foundry and in the browser tests.
 */

export type FieldKind = "number" | "text" | "select" | "checkbox" | "multiSelect";

export interface FieldOption {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

export interface FieldContext {
  /** Element id, unique within the sheet (the label's `for`). */
  readonly id: string;
  /** Form name: the document path Foundry's form submission updates (`system.abilities.agility`). */
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly isNumber: boolean;
  readonly isSelect: boolean;
  readonly isCheckbox: boolean;
  /** A list field (`<select multiple>`): Foundry's form data gives the selected values as an array. */
  readonly isMultiSelect: boolean;
  readonly value: string;
  readonly checked: boolean;
  /** Bounds as attribute text; empty when unbounded (so `{{#if}}` drops the attribute, and 0 stays "0"). */
  readonly min: string;
  readonly max: string;
  readonly options: readonly FieldOption[];
  /** What the field means and its unit, under the input (`aria-describedby`); empty: none. */
  readonly hint: string;
}

interface Base {
  readonly idPrefix: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
}

function field(base: Base, kind: FieldKind, rest: Partial<FieldContext>): FieldContext {
  return {
    id: `${base.idPrefix}-${base.name.replace(/\./g, "-")}`,
    name: base.name,
    label: base.label,
    kind,
    isNumber: kind === "number",
    isSelect: kind === "select",
    isCheckbox: kind === "checkbox",
    isMultiSelect: kind === "multiSelect",
    value: "",
    checked: false,
    min: "",
    max: "",
    options: [],
    hint: base.hint ?? "",
    ...rest,
  };
}

export function numberInput(base: Base, value: number, min?: number, max?: number): FieldContext {
  return field(base, "number", {
    value: String(value),
    min: min === undefined ? "" : String(min),
    max: max === undefined ? "" : String(max),
  });
}

export function textInput(base: Base, value: string): FieldContext {
  return field(base, "text", { value });
}

export function checkboxInput(base: Base, checked: boolean): FieldContext {
  return field(base, "checkbox", { checked, value: "true" });
}

/** A select over fixed ids; `labelOf` localizes each id. A nullable field passes `none` as the empty choice. */
export function selectInput<T extends string>(
  base: Base,
  value: T | null,
  choices: readonly T[],
  labelOf: (choice: T) => string,
  none?: string,
): FieldContext {
  const options: FieldOption[] = choices.map((c) => ({ value: c, label: labelOf(c), selected: c === value }));
  if (none !== undefined) options.unshift({ value: "", label: none, selected: value === null });
  return field(base, "select", { value: value ?? "", options });
}

/** A multiple select over fixed ids: each selected id is one entry of the stored list. */
export function multiSelectInput<T extends string>(
  base: Base,
  values: readonly T[],
  choices: readonly T[],
  labelOf: (choice: T) => string,
): FieldContext {
  const options = choices.map((c) => ({ value: c, label: labelOf(c), selected: values.includes(c) }));
  return field(base, "multiSelect", { value: values.join(","), options });
}

/**
 * Form inputs as plain data. Context builders describe each editable field (name, localized label, hint and unit,
 * value, bounds, options) and one shared partial (templates/sheets/field.hbs) renders it, so templates need no
 * Foundry form helper and the same markup renders in Foundry and in the browser tests.
 */
import type { Localizer } from "../parts/resource-bar.ts";

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
  /** What the field means, shown under it; empty when the builder gives none. */
  readonly hint: string;
  /** The unit its number is in ("ft", "kg", "dice"), shown after the input; empty when it has none. */
  readonly unit: string;
  /** The ids of the unit and hint the input is described by (`aria-describedby`); empty when neither is shown. */
  readonly describedBy: string;
}

export interface FieldBase {
  readonly idPrefix: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly unit?: string;
}

/**
 * A data model field's base, read as Foundry's `LOCALIZATION_PREFIXES` name it: `<prefix>.<path>.label` and
 * `<prefix>.<path>.hint` (every field a sheet shows has both), the form name `system.<path>`; `unit` is localized by
 * the caller (a ruleset's own words for its units).
 */
export function modelFieldBase(
  i18n: Localizer,
  prefix: string,
  idPrefix: string,
  path: string,
  unit?: string,
): FieldBase {
  return {
    idPrefix,
    name: `system.${path}`,
    label: i18n.localize(`${prefix}.${path}.label`),
    hint: i18n.localize(`${prefix}.${path}.hint`),
    ...(unit === undefined ? {} : { unit }),
  };
}

function field(base: FieldBase, kind: FieldKind, rest: Partial<FieldContext>): FieldContext {
  const id = `${base.idPrefix}-${base.name.replace(/\./g, "-")}`;
  const hint = base.hint ?? "";
  const unit = base.unit ?? "";
  return {
    id,
    name: base.name,
    label: base.label,
    hint,
    unit,
    describedBy: [unit ? `${id}-unit` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" "),
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
    ...rest,
  };
}

export function numberInput(base: FieldBase, value: number, min?: number, max?: number): FieldContext {
  return field(base, "number", {
    value: String(value),
    min: min === undefined ? "" : String(min),
    max: max === undefined ? "" : String(max),
  });
}

export function textInput(base: FieldBase, value: string): FieldContext {
  return field(base, "text", { value });
}

export function checkboxInput(base: FieldBase, checked: boolean): FieldContext {
  return field(base, "checkbox", { checked, value: "true" });
}

/** A select over fixed ids; `labelOf` localizes each id. A nullable field passes `none` as the empty choice. */
export function selectInput<T extends string>(
  base: FieldBase,
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
  base: FieldBase,
  values: readonly T[],
  choices: readonly T[],
  labelOf: (choice: T) => string,
): FieldContext {
  const options = choices.map((c) => ({ value: c, label: labelOf(c), selected: values.includes(c) }));
  return field(base, "multiSelect", { value: values.join(","), options });
}

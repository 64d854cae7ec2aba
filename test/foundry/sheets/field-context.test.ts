import { describe, expect, it } from "vitest";
import {
  multiSelectInput,
  numberInput,
  selectInput,
} from "../../../module/foundry/applications/sheets/field-context.ts";

const base = { idPrefix: "vera", name: "system.affinities.resistant", label: "Resistances" };

describe("shared form fields: hints and multiple selects", () => {
  it("a field without a hint has an empty one (the partial then renders no description)", () => {
    expect(numberInput({ ...base, name: "system.speed", label: "Speed" }, 6).hint).toBe("");
  });

  it("a field carries its hint, whatever its kind", () => {
    const hint = "Half damage of these types.";
    expect(numberInput({ ...base, hint }, 1).hint).toBe(hint);
    expect(selectInput({ ...base, hint }, "a", ["a", "b"], (c) => c.toUpperCase()).hint).toBe(hint);
  });

  it("a multiple select marks each stored id selected, in the choices' order, and is no single select", () => {
    const field = multiSelectInput(base, ["cold", "heat"], ["heat", "cold", "shock"], (c) => `${c}!`);
    expect(field).toMatchObject({ id: "vera-system-affinities-resistant", isMultiSelect: true, isSelect: false });
    expect(field.options).toEqual([
      { value: "heat", label: "heat!", selected: true },
      { value: "cold", label: "cold!", selected: true },
      { value: "shock", label: "shock!", selected: false },
    ]);
  });
});

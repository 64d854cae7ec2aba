import { describe, expect, it } from "vitest";
import { fake } from "../support/fake-foundry/runtime.ts";

// The fake must behave like Foundry's data layer where the adapter relies on it, or adapter tests prove nothing.
describe("fake foundry.data.fields follow Foundry's documented semantics", () => {
  const { fields } = fake().foundry.data;
  const { DataModel } = fake().foundry.abstract;

  class Sample extends DataModel {
    static override defineSchema() {
      return {
        hp: new fields.SchemaField({
          value: new fields.NumberField({
            required: true,
            nullable: false,
            integer: true,
            min: 0,
            max: 50,
            initial: 10,
          }),
          note: new fields.StringField({ required: true, blank: true, initial: "" }),
        }),
        kind: new fields.StringField({ required: true, choices: ["a", "b"], initial: "a" }),
        tags: new fields.SetField(new fields.StringField({ blank: false })),
        list: new fields.ArrayField(new fields.NumberField({ nullable: false, integer: true })),
        bonus: new fields.NumberField({ nullable: true, initial: null }),
        flag: new fields.BooleanField(),
      };
    }
  }

  it("fills missing data from initial values, nested schemas included", () => {
    expect(new Sample({}).toObject()).toEqual({
      hp: { value: 10, note: "" },
      kind: "a",
      tags: [],
      list: [],
      bonus: null,
      flag: false,
    });
  });

  it("casts, rounds integers and clamps into min/max while cleaning", () => {
    const model = new Sample({ hp: { value: "7.6" }, list: ["3"], flag: "true" });
    expect(model.toObject()).toMatchObject({ hp: { value: 8 }, list: [3], flag: true });
    expect(new Sample({ hp: { value: 99 } }).toObject()).toMatchObject({ hp: { value: 50 } });
    expect(new Sample({ hp: { value: -4 } }).toObject()).toMatchObject({ hp: { value: 0 } });
  });

  it("drops unknown keys and de-duplicates set values", () => {
    const model = new Sample({ junk: 1, tags: ["x", "x", "y"] });
    expect(model.toObject()).not.toHaveProperty("junk");
    expect(model.toObject()).toMatchObject({ tags: ["x", "y"] });
  });

  it("rejects values outside the choices, non-finite numbers and blank strings where forbidden, naming the field", () => {
    expect(() => new Sample({ kind: "z" })).toThrow(/kind: z is not a valid choice/);
    expect(() => new Sample({ hp: { value: "abc" } })).toThrow(/hp\.value: must be a finite number/);
    // Foundry cleans a blank string where blanks are not allowed as a missing value.
    expect(() => new Sample({ tags: [""] })).toThrow(/tags\.0: may not be undefined/);
    expect(() => new Sample({ list: ["x"] })).toThrow(/list\.0: must be a finite number/);
  });

  it("keeps null only where the field is nullable", () => {
    expect(new Sample({ bonus: null }).toObject()).toMatchObject({ bonus: null });
    expect(new Sample({ hp: { value: null } }).toObject()).toMatchObject({ hp: { value: 10 } });
  });

  it("updateSource validates the merged data and changes nothing when it is invalid", () => {
    const model = new Sample({});
    model.updateSource({ hp: { value: 20 } });
    expect(model.toObject()).toMatchObject({ hp: { value: 20, note: "" } });
    expect(() => model.updateSource({ kind: "nope" })).toThrow(/kind/);
    expect(model.toObject()).toMatchObject({ kind: "a", hp: { value: 20 } });
  });

  it("runs migrateData on the raw source before cleaning", () => {
    class Migrating extends Sample {
      static override migrateData(source: Record<string, unknown>) {
        if (typeof source.health === "number") source.hp = { value: source.health };
        delete source.health;
        return source;
      }
    }
    expect(new Migrating({ health: 33 }).toObject()).toMatchObject({ hp: { value: 33 } });
  });
});

describe("fake Hooks, settings and i18n", () => {
  it("runs once-handlers a single time and stops `call` on false", () => {
    const { Hooks } = fake();
    let count = 0;
    Hooks.once("x", () => count++);
    Hooks.callAll("x");
    Hooks.callAll("x");
    expect(count).toBe(1);
    Hooks.on("y", () => false);
    Hooks.on("y", () => count++);
    expect(Hooks.call("y")).toBe(false);
    expect(count).toBe(1);
  });

  it("refuses unregistered settings and formats translations", () => {
    const { game } = fake();
    expect(() => game.settings.get("fray", "missing")).toThrow(/not a registered game setting/);
    game.i18n.load({ A: { b: "Hello {name}" } });
    expect(game.i18n.format("A.b", { name: "Ada" })).toBe("Hello Ada");
    expect(game.i18n.localize("A.missing")).toBe("A.missing");
  });
});

// v13 core's DialogV2.confirm/wait (client/applications/api/dialog.mjs): Yes true, No false, a close null, or a
// rejection when rejectClose is set.
describe("fake DialogV2.confirm answers as core's does", () => {
  const { DialogV2 } = fake().foundry.applications.api;

  it("Yes resolves true, No false, a close null; with rejectClose a close rejects", async () => {
    DialogV2.answerNext("yes");
    DialogV2.answerNext("no");
    DialogV2.answerNext("close");
    DialogV2.answerNext("close");
    expect(await DialogV2.confirm({ content: "<p>a</p>" })).toBe(true);
    expect(await DialogV2.confirm({ content: "<p>b</p>" })).toBe(false);
    expect(await DialogV2.confirm({ content: "<p>c</p>" })).toBeNull();
    await expect(DialogV2.confirm({ content: "<p>d</p>", rejectClose: true })).rejects.toThrow();
    expect(DialogV2.asked.map((c) => c.content)).toEqual(["<p>a</p>", "<p>b</p>", "<p>c</p>", "<p>d</p>"]);
  });

  it("a dialog no test answers is a test error", async () => {
    await expect(DialogV2.confirm({ content: "<p>?</p>" })).rejects.toThrow(/no answer scripted/);
  });
  // Core's DialogV2.input is prompt with OK's callback `new FormDataExtended(button.form).object`.
  it("input: OK resolves the form's data, a close null; with rejectClose a close rejects; unanswered is an error", async () => {
    DialogV2.answerNextInput({ minutes: 30, choice: "resume" });
    DialogV2.answerNextInput("close");
    DialogV2.answerNextInput("close");
    expect(await DialogV2.input({ content: "<input name='minutes'>" })).toEqual({ minutes: 30, choice: "resume" });
    expect(await DialogV2.input({ content: "<p>b</p>" })).toBeNull();
    await expect(DialogV2.input({ content: "<p>c</p>", rejectClose: true })).rejects.toThrow();
    await expect(DialogV2.input({ content: "<p>?</p>" })).rejects.toThrow(/no answer scripted/);
  });
});

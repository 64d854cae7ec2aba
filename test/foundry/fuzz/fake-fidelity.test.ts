import { describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeNotifications } from "../../support/fake-foundry/world/notifications.ts";

// The fuzzer's verdicts are only as good as the fake's data layer: these pin the v13 behaviours it relies on.
describe("the fake data layer follows v13 where the fuzzer and the migrations rely on it", () => {
  const { fields } = fake().foundry.data;
  const { DataModel } = fake().foundry.abstract;

  class Sample extends DataModel {
    static override defineSchema() {
      return {
        hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 50, initial: 5 }),
        free: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
        name: new fields.StringField({ required: true, blank: true, initial: "" }),
      };
    }
    static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
      if ("oldName" in source) {
        source["name"] = source["oldName"];
        delete source["oldName"];
      }
      // Returning a different object migrates nothing: Foundry uses the source it passed in.
      return { name: "ignored" };
    }
  }

  it("clamps ±Infinity into [min, max] while cleaning, as Foundry's comparisons do", () => {
    expect(new Sample({ hp: Number.POSITIVE_INFINITY }).toObject()).toMatchObject({ hp: 50 });
    expect(new Sample({ hp: Number.NEGATIVE_INFINITY }).toObject()).toMatchObject({ hp: 0 });
  });

  it("rejects NaN and an unbounded Infinity with an error naming the field", () => {
    expect(() => new Sample({ hp: Number.NaN })).toThrow(/hp: must be a finite number/);
    expect(() => new Sample({ free: Number.POSITIVE_INFINITY })).toThrow(/free: must be a finite number/);
  });

  it("runs migrateData on the source in place before cleaning, ignoring its return value", () => {
    expect(new Sample({ oldName: "Brann" }).toObject()).toEqual({ hp: 5, free: 0, name: "Brann" });
  });

  class Nested extends DataModel {
    static override defineSchema() {
      return {
        track: new fields.SchemaField({
          value: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 3 }),
        }),
        size: new fields.StringField({ required: true, blank: false, choices: ["small", "medium"], initial: "medium" }),
        flag: new fields.BooleanField({ initial: true }),
      };
    }
  }

  it("cleans a schema that is not an object as {} and a whole source that is not one as the defaults", () => {
    expect(new Nested({ track: "junk" }).toObject()).toMatchObject({ track: { value: 3 } });
    expect(new Nested({ track: [1, 2] }).toObject()).toMatchObject({ track: { value: 3 } });
    expect(new Nested("junk" as never).toObject()).toEqual(new Nested({}).toObject());
  });

  it("cleans a blank string where blanks are not allowed as missing (the initial value), after trimming", () => {
    expect(new Nested({ size: "  " }).toObject()).toMatchObject({ size: "medium" });
    expect(new Nested({ size: " small " }).toObject()).toMatchObject({ size: "small" });
  });

  it('casts booleans as Foundry does: "true" is true, other strings and objects are false', () => {
    expect(new Nested({ flag: "yes" }).toObject()).toMatchObject({ flag: false });
    expect(new Nested({ flag: {} }).toObject()).toMatchObject({ flag: false });
    expect(new Nested({ flag: 1 }).toObject()).toMatchObject({ flag: true });
  });

  it("gives a progress notification v13's update({pct}) (the number-shape trap is in fidelity/relay-traps)", () => {
    const notifications = new FakeNotifications();
    const bar = notifications.info("working", { progress: true });
    bar.update({ pct: 0.5 });
    bar.update({ pct: 1 });
    expect(bar.progress).toEqual([0.5, 1]);
    // A plain notification has an update too, but it has no bar to move.
    const plain = notifications.warn("plain");
    plain.update({ pct: 0.5 });
    expect(plain.progress).toEqual([]);
  });
});

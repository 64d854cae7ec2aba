import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RULESET } from "../../../module/engine/default-ruleset.ts";
import { RULESET_IDS } from "../../../module/engine/core/ruleset.ts";
import { defaultBarsUpdate } from "../../../module/foundry/canvas/token-bars.ts";
import { roomFor } from "../../../module/foundry/room-lookup.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

/**
 * A new token's bars. Core gives every new token `bar1`/`bar2` from the manifest (`BaseToken`: `initial: () =>
 * game.system.primaryTokenAttribute`); Fray's `preCreateActor(actor, data, options, userId)` handler gives a new
 * actor's prototype token its own ruleset's pair instead, unless the creation data brings its bars.
 */
const MANIFEST = JSON.parse(readFileSync("system.json", "utf8")) as {
  primaryTokenAttribute?: string;
  secondaryTokenAttribute?: string;
};

let gmId = "";
beforeEach(async () => {
  gmId = (await systemWorld()).gm.id;
});

/** The compendium NPCs' prototype token bars (packs/_source/<ruleset>-monsters), the seed's tracks per room. */
const PACK_BARS = { bonus: ["durability", "vigor"], energy: ["aura", "stamina"] } as const;

describe("default token bars", () => {
  it("the manifest names the default ruleset's pair, and both are bars its actors can show", () => {
    const bars = roomFor(DEFAULT_RULESET)?.tokenBars;
    expect(MANIFEST).toMatchObject({ primaryTokenAttribute: bars?.defaults.primary });
    expect(MANIFEST).toMatchObject({ secondaryTokenAttribute: bars?.defaults.secondary });
    const trackable = bars?.trackable["character"]?.bar ?? [];
    expect(trackable).toContain(MANIFEST.primaryTokenAttribute);
    expect(trackable).toContain(MANIFEST.secondaryTokenAttribute);
  });

  it("each room's pair is the one its compendium NPCs carry, and trackable on every actor type of the room", () => {
    for (const [ruleset, [primary, secondary]] of Object.entries(PACK_BARS)) {
      const bars = roomFor(ruleset as keyof typeof PACK_BARS)?.tokenBars;
      expect(bars?.defaults).toEqual({ primary, secondary });
      for (const spec of Object.values(bars?.trackable ?? {})) {
        expect(spec.bar).toEqual(expect.arrayContaining([primary, secondary]));
      }
    }
  });

  it.each(RULESET_IDS)("%s: a new character's token gets the room's bars, or none when the room names none", (id) => {
    const bars = roomFor(id)?.tokenBars.defaults;
    expect(defaultBarsUpdate(`${id}-character`, { name: "Hero" })).toEqual({
      prototypeToken: { bar1: { attribute: bars?.primary ?? null }, bar2: { attribute: bars?.secondary ?? null } },
    });
  });

  it("bars the creation data brings are kept; a type that is not Fray's is left alone", () => {
    const data = { prototypeToken: { bar1: { attribute: "stamina" } } };
    expect(defaultBarsUpdate("energy-npc", data)).toEqual({ prototypeToken: { bar2: { attribute: "stamina" } } });
    const both = { prototypeToken: { bar1: { attribute: null }, bar2: { attribute: "aura" } } };
    expect(defaultBarsUpdate("energy-npc", both)).toBeUndefined();
    expect(defaultBarsUpdate("base", {})).toBeUndefined();
  });

  it("preCreateActor changes the actor's source before it is saved", () => {
    const updates: unknown[] = [];
    const actor = { type: "energy-npc", updateSource: (changes: unknown) => updates.push(changes) };
    fake().Hooks.call("preCreateActor", actor, { name: "Ogre", type: "energy-npc" }, {}, gmId);
    expect(updates).toEqual([{ prototypeToken: { bar1: { attribute: "aura" }, bar2: { attribute: "stamina" } } }]);
  });
});

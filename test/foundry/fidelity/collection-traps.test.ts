/**
 * Collection traps: every world and embedded collection in Foundry v13 is a `foundry.utils.Collection`
 * (foundryvtt.com/api/v13/classes/foundry.utils.Collection.html): iterating one yields its documents, not
 * `[id, document]` pairs as a plain Map would, and `get`/`getName` throw only when asked to be strict. The fake's
 * collections were plain Maps, so code iterating `game.actors` or `actor.items` would have passed here and failed
 * in a live world (or the reverse).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeUsers } from "../../support/fake-foundry/world/users.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

let w: LoopWorld;

beforeEach(async () => {
  w = await loopWorld();
});

const ids = (collection: Iterable<{ readonly id: string }>) => [...collection].map((doc) => doc.id);

describe("world and embedded collections iterate their documents, as core's Collection does", () => {
  it("game.actors, game.users and an actor's items yield documents", () => {
    expect(ids(w.actors)).toEqual([w.aldo.id, w.brute.id]);
    expect(ids(w.aldo.items)).toEqual([w.swordId]);
    const { users } = fake().game as unknown as { users: FakeUsers };
    expect(ids(users)).toEqual([w.gm.id, w.alice.id, w.bob.id]);
  });

  it("get is lenient unless strict, and getName finds by name", () => {
    expect(w.actors.get("missing000000000")).toBeUndefined();
    expect(() => w.actors.get("missing000000000", { strict: true })).toThrow(/does not exist/);
    expect(w.actors.getName("Brute")).toBe(w.brute);
    expect(() => w.actors.getName("Nobody", { strict: true })).toThrow(/does not exist/);
  });

  it("the array helpers read values: find, filter, some, every, map, forEach", () => {
    const named = (name: string) => (doc: { readonly name: string }) => doc.name === name;
    expect(w.actors.find(named("Aldo"))).toBe(w.aldo);
    expect(w.actors.filter(named("Aldo"))).toEqual([w.aldo]);
    expect(w.actors.some(named("Brute"))).toBe(true);
    expect(w.actors.every(named("Brute"))).toBe(false);
    expect(w.actors.map((actor) => actor.name)).toEqual(["Aldo", "Brute"]);
    const seen: string[] = [];
    w.actors.forEach((actor) => seen.push(actor.name));
    expect(seen).toEqual(["Aldo", "Brute"]);
  });
});

describe("every world has its scenes, as core's Game does", () => {
  it("game.scenes is a Collection in the plain world: empty, none viewed or active (core's Scenes: `find` finds none)", () => {
    const { scenes } = fake().game as unknown as {
      scenes: { contents: unknown[]; size: number; viewed: unknown; active: unknown; get(id: string): unknown };
    };
    expect(scenes.contents).toEqual([]);
    expect(scenes.size).toBe(0);
    expect(scenes.viewed).toBeUndefined();
    expect(scenes.active).toBeUndefined();
    expect(scenes.get("missing000000000")).toBeUndefined();
  });
});

/**
 * Hide's give-aways beyond the weapon attack (seed 002, Hide): "You stop being hidden if an enemy sees you or you take
 * any action that would clearly give away your location. You stay hidden until the end of the turn if this happens
 * during your turn." Rules page decision 158: an Ability that attacks or deals damage, and a contest with an enemy,
 * reveal as the weapon attack does (decision 134); a healing Ability does not. On the strict fake with a scene: Vera
 * (Alice's) beside the Brute (Bob's); every request goes through the GM's relay as the player.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { contestChoice } from "../../../module/foundry/rulesets/momentum/combat/contest-choice.ts";
import { takeContest } from "../../../module/foundry/rulesets/momentum/combat/contest-take.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { combatantOf } from "../combat/fixture.ts";
import { HEX, veraAttacks, type MomentumWorld } from "./world-fixture.ts";
import { momentumYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeContest>[0];
const adapter = (a: FakeActor) => a as unknown as AdapterActor;
const c = (x: FakeCombatant) => x as unknown as Parameters<typeof actFor>[0];

/** A healing Ability: no roll against anyone, no damage (as the gear pack's Mend Wounds). */
const MEND = "mend000000000000";

let w: MomentumWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, combat, veraToken } = await momentumYard());
  await w.vera.createEmbeddedDocuments("Item", [
    { _id: MEND, name: "Mend", type: "momentum-ability", system: { ap: 1, delivery: "effect", damage: [] } },
  ]);
  // Vera hides from the Brute: Stealth 15 against Perception 5; then the GM gives her 3 AP back.
  w.as(w.alice);
  w.dice(15, 5);
  await takeContest(adapter(w.vera), "hide");
  w.as(w.gm);
  await combatantOf(combat, w.vera).update({ system: { ap: 3 } });
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
}, 30_000);

/** The Hidden effect's system flags: whom it hides from, and its end when a give-away stamped one. */
const hiddenFlags = () => w.vera.effects.contents.find((e) => e.statuses.has("hidden"))?.flags;
const untilTurnEnd = () => ({
  fray: { hiddenFrom: [w.brute.uuid], expiry: { kind: "turnEnd", holder: combatantOf(combat, w.vera).id } },
});

/** `user` has Vera try `contest` on the Brute, the d20s showing Vera's face then the Brute's. */
async function veraTries(contest: "trip" | "grab", faces: readonly number[], user: FakeUser = w.alice) {
  w.as(user);
  w.dice(...faces);
  await actFor(c(combatantOf(combat, w.vera)), "contest", contestChoice(contest, combatantOf(combat, w.brute).id));
}

describe("an Ability that attacks or deals damage gives a hidden user away (decision 158)", () => {
  it("\"any action that would clearly give away your location\": the card's Hex keeps Vera hidden only to the turn's end", async () => {
    expect(hiddenFlags()).toEqual({ fray: { hiddenFrom: [w.brute.uuid] } });
    await veraAttacks(w, undefined, HEX);
    expect(hiddenFlags()).toMatchObject(untilTurnEnd());
    w.as(w.gm);
    await combat.nextTurn();
    expect(w.vera.statuses.has("hidden")).toBe(false);
  });

  it("a healing Ability (no roll, no damage) leaves Vera hidden with no end", async () => {
    w.as(w.alice);
    expect(await spendInCombat(w.vera as never, { action: `useAbility:${MEND}` })).toBe(true);
    expect(hiddenFlags()).toEqual({ fray: { hiddenFrom: [w.brute.uuid] } });
  });
});

describe("a contest with an enemy gives a hidden creature away (decision 158)", () => {
  it('"You stay hidden until the end of the turn if this happens during your turn": a won Trip, then a lost Grab', async () => {
    await veraTries("trip", [15, 5]);
    expect(w.brute.statuses.has("prone")).toBe(true);
    expect(hiddenFlags()).toMatchObject(untilTurnEnd());
    w.as(w.gm);
    await w.vera.toggleStatusEffect("hidden", { active: false });
    await w.vera.toggleStatusEffect("hidden", { active: true });
    await combatantOf(combat, w.vera).update({ system: { ap: 3 } });
    // A lost contest still reached the Brute: the give-away is the act, not its success.
    await veraTries("grab", [1, 20]);
    expect(w.brute.statuses.has("grabbed")).toBe(false);
    expect(hiddenFlags()).toMatchObject(untilTurnEnd());
  });

  it("Bob's Trip for Vera is refused and gives nothing away; a Trip Vera cannot pay reveals nothing", async () => {
    await veraTries("trip", [15, 5], w.bob);
    expect(hiddenFlags()).toEqual({ fray: { hiddenFrom: [w.brute.uuid] } });
    w.as(w.gm);
    await combatantOf(combat, w.vera).update({ system: { ap: 1 } });
    await veraTries("trip", [15, 5]);
    expect(w.brute.statuses.has("prone")).toBe(false);
    expect(hiddenFlags()).toEqual({ fray: { hiddenFrom: [w.brute.uuid] } });
  });

  it('"You can try to move through a space occupied by an enemy, but you have to succeed on a … check": passing the Brute gives Vera away', async () => {
    const origin = { x: veraToken.x, y: veraToken.y };
    w.as(w.alice);
    await veraToken.update({ x: 200, y: 0 });
    // The GM's client settles Alice's move (v13 `moveToken` on every client), Vera's d20 15 against the Brute's 5.
    w.as(w.gm);
    w.dice(15, 5);
    const waypoints = [{ x: 200, y: 0, terrain: null, intermediate: false }];
    await tokenMoved(veraToken as never, { origin, passed: { waypoints } });
    await new Promise((done) => setTimeout(done, 0));
    expect(veraToken.x).toBe(200);
    expect(hiddenFlags()).toMatchObject(untilTurnEnd());
  });
});

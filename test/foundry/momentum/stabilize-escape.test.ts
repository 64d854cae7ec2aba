/**
 * Stabilize, Shake Off and Break Free from the sheet's Actions section (seed 002), on the strict fake with a scene:
 * the click takes the user's first target's combatant and goes through the GM (`fray.combatAct`, the `contest`
 * control), which checks the target, pays the AP, rolls and posts one chat message. Vera (Alice's) stands next to
 * the Brute (Bob's) on 1 m squares; Vera's First Aid Check adds 0 (Intelligence 10, no Skill Level).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeContest } from "../../../module/foundry/rulesets/momentum/combat/contest-take.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { FakeTargetableToken, type FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { momentumYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeContest>[0];
const adapter = (a: FakeActor) => a as unknown as AdapterActor;

let w: MomentumWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;
let bruteToken: FakeSceneToken;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, combat, veraToken, bruteToken } = await momentumYard());
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
}, 30_000);

/** `user` targets `token` and clicks `action` on `actor`'s sheet, the d20s showing `faces`. */
async function clicks(
  user: FakeUser,
  actor: FakeActor,
  action: string,
  token: FakeSceneToken,
  faces: readonly number[],
): Promise<void> {
  w.as(user);
  user.targets.clear();
  new FakeTargetableToken(token).setTarget(true, { user });
  w.dice(...faces);
  await takeContest(adapter(actor), action);
}

async function gmMarks(actor: FakeActor, status: string): Promise<void> {
  w.as(w.gm);
  await actor.toggleStatusEffect(status, { active: true });
}

const ap = (actor: FakeActor) => systemOf(combatantOf(combat, actor)).ap;
const lastMessage = () => [...w.messages.values()].at(-1);
/** The newest opposed card's face (chat/opposed-card/): Shake Off and Break Free post one, Stabilize a check card. */
const lastCard = () => contestFace(lastMessage());

describe('"Stabilize | 3 | You can make a First Aid Check against 8"', () => {
  it('"On a success, you can remove the Bleeding Status Effect from a creature within 1 m of you": 8 meets 8', async () => {
    await gmMarks(w.brute, "bleeding");
    const before = w.messages.size;
    await clicks(w.alice, w.vera, "stabilize", bruteToken, [8]);
    expect(w.brute.statuses.has("bleeding")).toBe(false);
    expect(ap(w.vera)).toBe(0);
    expect(w.messages.size).toBe(before + 1);
    // The shared check card: the First Aid check explained against its 8, its chance, what it did.
    const card = shownCheck(lastMessage());
    expect(card.title).toBe("Vera — First Aid check: Stabilize Brute");
    expect(checkFace(lastMessage())).toMatch(/^Total 8 · .*\b8\b.* · Success · .*%$/);
    expect(card.effects).toEqual(["Brute stops Bleeding."]);
    // Rolled on the GM's client for Alice: public, whatever the GM's roll mode.
    expect(lastMessage()?.whisper).toEqual([]);
  });

  it("a check under 8 leaves the Bleeding; the 3 AP stay spent", async () => {
    await gmMarks(w.brute, "bleeding");
    await clicks(w.alice, w.vera, "stabilize", bruteToken, [7]);
    expect(w.brute.statuses.has("bleeding")).toBe(true);
    expect(ap(w.vera)).toBe(0);
    expect(checkFace(lastMessage())).toMatch(/^Total 7 · .* · Failure/);
    expect(shownCheck(lastMessage()).effects).toEqual(["Brute keeps Bleeding."]);
  });

  it('"a natural 20 is a critical success" (decision 56): the card marks it', async () => {
    await gmMarks(w.brute, "bleeding");
    await clicks(w.alice, w.vera, "stabilize", bruteToken, [20]);
    expect(w.brute.statuses.has("bleeding")).toBe(false);
    expect(shownCheck(lastMessage()).critical?.text).toBeTruthy();
  });

  it('"a creature within 1 m of you" may be the stabilizer itself (its own token targeted)', async () => {
    await gmMarks(w.vera, "bleeding");
    await clicks(w.alice, w.vera, "stabilize", veraToken, [12]);
    expect(w.vera.statuses.has("bleeding")).toBe(false);
  });

  it("a creature that is not Bleeding, or farther than 1 m, is refused before anything is paid or rolled", async () => {
    const before = w.messages.size;
    await clicks(w.alice, w.vera, "stabilize", bruteToken, []);
    expect(w.warnings.at(-1)).toBe("That creature is not Bleeding: there is nothing to stabilize.");
    await gmMarks(w.brute, "bleeding");
    await bruteToken.update({ x: 300 });
    await clicks(w.alice, w.vera, "stabilize", bruteToken, []);
    expect(w.warnings.at(-1)).toBe("The target is out of reach.");
    expect(w.brute.statuses.has("bleeding")).toBe(true);
    expect(ap(w.vera)).toBe(3);
    expect(w.messages.size).toBe(before);
  });

  it("only the stabilizer's owner may ask: Bob's request for Vera changes nothing", async () => {
    await gmMarks(w.brute, "bleeding");
    await clicks(w.bob, w.vera, "stabilize", bruteToken, []);
    expect(w.brute.statuses.has("bleeding")).toBe(true);
    expect(ap(w.vera)).toBe(3);
  });
});

/** The Brute's turn: Bob acts for it. */
async function brutesTurn(): Promise<void> {
  w.as(w.gm);
  await combat.nextTurn();
}

describe('"It can try to shake you off by using an action (2 AP) repeating the Skill Checks"', () => {
  it('"will shake you off successfully if you fail the Skill Check": Vera (climbing) rolls 1 + 4 against 18', async () => {
    await gmMarks(w.vera, "climbing");
    await brutesTurn();
    // The GM rolls the climber's check first (the side that must win again), then the Brute's.
    await clicks(w.bob, w.brute, "shakeOff", veraToken, [1, 18]);
    expect(w.vera.statuses.has("climbing")).toBe(false);
    expect(ap(w.brute)).toBe(1);
    // The card's initiator is the Brute, who started the Shake Off; its chance: d20 + 2 against d20 + 4, ties its own.
    expect(lastCard()).toBe(
      [
        "Brute — Shake Off",
        "Brute: Nimbleness check Total 20",
        "Vera: Athletics check Total 5",
        "Brute wins",
        "Brute's chance before the roll: 43%",
        "Brute shakes Vera off: no longer Climbing.",
      ].join("\n"),
    );
  });

  it('a tie (14 + 4 = 16 + 2) is the Brute\'s: the climber must "win again", and the card names the tie rule', async () => {
    await gmMarks(w.vera, "climbing");
    await brutesTurn();
    await clicks(w.bob, w.brute, "shakeOff", veraToken, [14, 16]);
    expect(w.vera.statuses.has("climbing")).toBe(false);
    expect(lastCard()).toContain("Brute wins\nTied at 18: the tie goes to Brute.");
  });

  it("a climber who wins again stays on; the 2 AP stay spent", async () => {
    await gmMarks(w.vera, "climbing");
    await brutesTurn();
    await clicks(w.bob, w.brute, "shakeOff", veraToken, [18, 1]);
    expect(w.vera.statuses.has("climbing")).toBe(true);
    expect(ap(w.brute)).toBe(1);
    expect(lastCard()).toContain("Vera resists Brute: nothing happens.");
  });

  it("a target that is not Climbing is refused before anything is paid", async () => {
    await brutesTurn();
    await clicks(w.bob, w.brute, "shakeOff", veraToken, []);
    expect(w.warnings.at(-1)).toBe("That creature is not climbing: there is nobody to shake off.");
    expect(ap(w.brute)).toBe(3);
  });
});

describe("Break Free (Fray's: the Grab's checks repeated, the grab ends if the grabber fails)", () => {
  it("the Grabbed Brute breaks free of Vera when her Athletics check does not beat its own", async () => {
    await gmMarks(w.brute, "grabbed");
    await brutesTurn();
    await clicks(w.bob, w.brute, "breakFree", veraToken, [1, 18]);
    expect(w.brute.statuses.has("grabbed")).toBe(false);
    expect(ap(w.brute)).toBe(1);
    expect(lastCard()).toContain("Brute breaks free of Vera: no longer Grabbed.");
  });

  it("a grabber who wins again holds on; a creature not Grabbed is refused, nothing paid", async () => {
    await brutesTurn();
    await clicks(w.bob, w.brute, "breakFree", veraToken, []);
    expect(w.warnings.at(-1)).toBe("Only a Grabbed creature breaks free.");
    expect(ap(w.brute)).toBe(3);
    await gmMarks(w.brute, "grabbed");
    await clicks(w.bob, w.brute, "breakFree", veraToken, [18, 1]);
    expect(w.brute.statuses.has("grabbed")).toBe(true);
    expect(ap(w.brute)).toBe(1);
  });
});

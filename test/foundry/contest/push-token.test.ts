/**
 * Push on the canvas (module/foundry/rulesets/contest/canvas/push.ts). Seed 003, Maneuvers: "Push*. You drive your
 * foe back. The target must pass an Athletics test, or be pushed back 1m." Positioning: "a character doesn't provoke
 * an opportunity attack when being pushed".
 *
 * A 1-metre square scene: Kara (Alice) at 0, the Brute (Bob) beside her at 1 m, in a started combat. Kara wins
 * critically (the Brute does not defend, her d20 shows 10) and Pushes; the Brute's Athletics test shows 1 (fails).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { installFakeDom } from "../../support/fake-foundry/dom.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeSceneDocument as Scene, FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { shownCheck } from "../chat/check-card/shown.ts";
import { bruteDefends, karaRolls, karaStrikes, type ContestWorld } from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";
import { promptsIn } from "../chat/prompt-messages.ts";

let w: ContestWorld;
let scene: Scene;
let karaToken: FakeSceneToken;
let bruteToken: FakeSceneToken;

/** What the Brute's Athletics test card says the Push did (decision 136). */
const lastSaid = () => shownCheck([...w.messages.values()].at(-1)).effects.join(" ");
const prompts = () => promptsIn(w);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // Kara friendly, the Brute hostile, so a provoked Opportunity Attack could be offered at all.
  ({ w, scene, karaToken, bruteToken } = await contestYard({ kara: { x: 0, y: 100 }, brute: { x: 100, y: 100 } }));
  // A client has a document: the canvas' previews read it when the push moves a token (`updateToken`).
  installFakeDom();
  return () => {
    vi.restoreAllMocks();
  };
});

/** Kara's critical win and her Push, the Brute's Athletics test showing `face`. */
async function karaPushes(face: number): Promise<void> {
  const card: FakeChatMessage = await karaStrikes(w);
  await bruteDefends(w, card, "none");
  await karaRolls(w, card, 10);
  w.as(w.alice);
  w.dice(face);
  expect(await askStep("maneuver", w.kara as never, card.id, "t0", "push")).toEqual({ ok: true });
}

describe('Push: "or be pushed back 1m"', () => {
  it("the GM moves the Brute's token one 1-metre space straight away from Kara", async () => {
    await karaPushes(1);
    expect([bruteToken.x, bruteToken.y]).toEqual([200, 100]);
    expect(lastSaid()).toBe("Successes: 0 Push against Brute takes effect. Brute is pushed back 1 m.");
  });

  it("away along the diagonal when the Brute stands diagonally from Kara", async () => {
    bruteToken.y = 0;
    await karaPushes(1);
    expect([bruteToken.x, bruteToken.y]).toEqual([200, -100]);
  });

  it("being pushed out of Kara's reach provokes nothing: \"a character doesn't provoke … when being pushed\"", async () => {
    await karaPushes(1);
    expect(prompts()).toHaveLength(0);
  });

  it("a wall between the Brute and where it would land stops the push: the token stays, chat says why", async () => {
    scene.addWall({ id: "w0", c: [200, 0, 200, 300] });
    await karaPushes(1);
    expect([bruteToken.x, bruteToken.y]).toEqual([100, 100]);
    expect(lastSaid()).toContain("Brute would be pushed back 1 m, but a wall stands in the way.");
  });

  it("a passed Athletics test (20): the Brute stays where it stands", async () => {
    await karaPushes(20);
    expect([bruteToken.x, bruteToken.y]).toEqual([100, 100]);
    expect(karaToken.x).toBe(0);
  });
});

/**
 * Switch Places as one action (rules page decision 139; row 33 of the reachability table), through the relay as the
 * players. Seed 002: "Switch Places | 1 | You can switch places with an ally that is standing next to you. They must
 * use a reaction (1 RP), or this action fails." Vera (Alice's) acts first at square (0, 0); the Brute (Bob's) stands
 * next to her at (1, 0), on her side for these tests.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { switchPlacesAction } from "../../../module/foundry/rulesets/momentum/combat/switch-places.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { FRIENDLY, momentumYard } from "./yard-fixture.ts";

type AnyMessage = Parameters<typeof readPrompt>[0];
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

let w: MomentumWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;
let bruteToken: FakeSceneToken;
let vera: FakeCombatant;
let brute: FakeCombatant;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // Moved tokens make the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, combat, veraToken, bruteToken } = await momentumYard());
  w.as(w.gm);
  await bruteToken.update({ disposition: FRIENDLY });
  vera = combatantOf(combat, w.vera);
  brute = combatantOf(combat, w.brute);
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
}, 30_000);

const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });
const prompts = () => [...w.messages.values()].filter((m) => readPrompt(asMessage(m)) !== undefined);

/** Alice asks, for Vera, to switch places with the combatant `allyId` (the sheet's spend, through the relay). */
async function aliceAsks(allyId: string = brute.id) {
  w.as(w.alice);
  return requestSpend(w.vera as never, { action: switchPlacesAction(allyId) });
}

/** Bob presses the prompt's button for the Brute (the prompted reaction's spend, through the relay). */
async function bobAnswers(prompt: FakeChatMessage): Promise<void> {
  w.as(w.bob);
  await takePromptedReaction(asMessage(prompt), brute.id, "switchPlaces", true);
  await new Promise((done) => setTimeout(done, 0));
}

describe('"You can switch places with an ally that is standing next to you. They must use a reaction (1 RP)"', () => {
  it("Alice asks, Bob answers: the two tokens change places, Vera pays 1 AP and the Brute 1 RP, no metres", async () => {
    expect(await aliceAsks()).toEqual({ ok: true });
    const [prompt] = prompts();
    if (!prompt) throw new Error("no prompt");
    expect(readPrompt(asMessage(prompt))).toMatchObject({
      reaction: "allowSwitchPlaces",
      sourceId: vera.id,
      reactors: [{ combatantId: brute.id }],
      act: true,
    });
    // Asking pays nothing: the action is the switch, paid when the ally uses its reaction.
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    await bobAnswers(prompt);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
    expect(square(bruteToken)).toEqual({ col: 0, row: 0 });
    expect(systemOf(vera)).toMatchObject({ ap: 2, movement: 3 });
    expect(systemOf(brute)).toMatchObject({ rp: 1 });
  });

  it("the answer replayed does nothing: the prompt offers no one once taken", async () => {
    await aliceAsks();
    const [prompt] = prompts();
    if (!prompt) throw new Error("no prompt");
    await bobAnswers(prompt);
    await bobAnswers(prompt);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
    expect(systemOf(vera)).toMatchObject({ ap: 2 });
    expect(systemOf(brute)).toMatchObject({ rp: 1 });
    expect(w.warnings.at(-1)).toBe("That reaction was not offered to this combatant.");
  });

  it("Alice cannot answer for Bob's Brute: the relay refuses a spend on a creature she does not own", async () => {
    await aliceAsks();
    const [prompt] = prompts();
    if (!prompt) throw new Error("no prompt");
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), brute.id, "switchPlaces", true);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(systemOf(brute)).toMatchObject({ rp: 2 });
  });

  it('"standing next to you": an ally two squares away is refused, no prompt posted', async () => {
    w.as(w.gm);
    await bruteToken.update({ x: 200, y: 0 });
    expect(await aliceAsks()).toMatchObject({ ok: false, refused: "FRAY.Momentum.Refusal.notNextTo" });
    expect(prompts()).toHaveLength(0);
  });

  it('"with an ally": a creature on another side is refused', async () => {
    w.as(w.gm);
    await bruteToken.update({ disposition: -1 });
    expect(await aliceAsks()).toMatchObject({ ok: false, refused: "FRAY.Momentum.Refusal.notAnAlly" });
  });

  it('"or this action fails": an ally with no RP left is refused before anything is paid', async () => {
    w.as(w.gm);
    await brute.update({ system: { rp: 0 } });
    expect(await aliceAsks()).toMatchObject({ ok: false, refused: "FRAY.Momentum.Refusal.allyCannotReact" });
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
  });

  it("the bare Switch Places (no ally named) and oneself are refused", async () => {
    w.as(w.alice);
    expect(await requestSpend(w.vera as never, { action: "switchPlaces" })).toMatchObject({
      ok: false,
      refused: "FRAY.Momentum.Refusal.noSwitchAlly",
    });
    expect(await aliceAsks(vera.id)).toMatchObject({ ok: false, refused: "FRAY.Momentum.Refusal.noSwitchAlly" });
  });
});

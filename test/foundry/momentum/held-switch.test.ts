/**
 * A held Switch Places (rules page decision 154; row 16 of the reachability table), through the relay as the players.
 * Seed 002: "a creature must spend the AP that the action would cost on their turn and name a trigger"; "Switch Places
 * | 1 | You can switch places with an ally that is standing next to you. They must use a reaction (1 RP), or this
 * action fails." Vera (Alice's) at square (0, 0), the Brute (Bob's, on her side here) next to her at (1, 0), a Goblin
 * (the GM's, hostile) at (3, 0); all tie at Initiative 20, so they act Vera, the Brute, the Goblin.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { takeHold } from "../../../module/foundry/rulesets/momentum/combat/hold-take.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeTargetableToken, type FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { variantSettingKey } from "../../../module/foundry/config/rule-variants.ts";
import { MOMENTUM_SELF_CHECK } from "../../../module/foundry/rulesets/momentum/self-check.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { FRIENDLY, momentumYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeHold>[0];
type AdapterCombatant = Parameters<typeof actFor>[0];
type AnyMessage = Parameters<typeof readPrompt>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

const TRIGGER = "When the archer aims at the Brute";
const CANNOT_REACT = "The ally must use a reaction (1 RP) to switch places, and cannot now.";

let w: MomentumWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;
let bruteToken: FakeSceneToken;
let goblinToken: FakeSceneToken;
let vera: FakeCombatant;
let brute: FakeCombatant;
let goblin: FakeCombatant;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // Moved tokens make the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  let goblinActor: FakeActor | undefined;
  let others: readonly FakeSceneToken[];
  ({ w, combat, veraToken, bruteToken, others } = await momentumYard((world) => {
    goblinActor = world.createActor({
      name: "Goblin",
      type: "momentum-npc",
      system: { vitality: { value: 8, max: 8 } },
    });
    return [goblinActor];
  }));
  w.as(w.gm);
  await bruteToken.update({ disposition: FRIENDLY });
  vera = combatantOf(combat, w.vera);
  brute = combatantOf(combat, w.brute);
  const [token] = others;
  if (!goblinActor || !token) throw new Error("no Goblin");
  goblin = combatantOf(combat, goblinActor);
  goblinToken = token;
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
}, 30_000);

const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });
const prompts = () => [...w.messages.values()].filter((m) => readPrompt(asMessage(m)) !== undefined);
const held = (x: FakeCombatant) => systemOf(x)["held"] as { action: string | null; ap: number; ally: string };

/** Alice, targeting `token`, holds Switch Places for Vera from the sheet's Hold form. */
async function aliceHolds(token: FakeSceneToken = bruteToken): Promise<boolean> {
  w.as(w.alice);
  new FakeTargetableToken(token).setTarget(true, { user: w.alice });
  return takeHold(a(w.vera), "switchPlaces", TRIGGER);
}

/** The GM moves on to `who`'s turn and says Vera's trigger happened; resolves to the warning it gave, if any. */
async function triggerOn(who: FakeCombatant): Promise<string | undefined> {
  w.as(w.gm);
  while (combat.combatant?.id !== who.id) await combat.nextTurn();
  const before = w.warnings.length;
  await actFor(c(vera), "fireHeld");
  return w.warnings.slice(before).at(-1);
}

/** Bob presses the held switch's button for the Brute (the prompted reaction's spend, through the relay). */
async function bobAnswers(prompt: FakeChatMessage): Promise<void> {
  w.as(w.bob);
  await takePromptedReaction(asMessage(prompt), brute.id, "switchPlaces", true);
  await new Promise((done) => setTimeout(done, 0));
}

describe('"spend the AP that the action would cost on their turn and name a trigger": Switch Places held', () => {
  it("its 1 AP paid on the hold, the ally named then (Alice's target)", async () => {
    expect(await aliceHolds()).toBe(true);
    expect(systemOf(vera)).toMatchObject({ ap: 2 });
    expect(held(vera)).toMatchObject({ action: "switchPlaces", ap: 1, ally: brute.id });
    // Held, nothing is asked yet.
    expect(prompts()).toHaveLength(0);
  });

  it('"with an ally": a hostile target, a forged ally or none named is refused before anything is paid', async () => {
    expect(await aliceHolds(goblinToken)).toBe(false);
    expect(w.warnings.at(-1)).toBe("You switch places with an ally: that creature fights on another side.");
    // A modified client's spends: an id of no combatant, and the bare action.
    const hold = { hold: 1 };
    expect(await requestSpend(a(w.vera), { action: "switchPlaces:nosuchcombatant0", options: hold })).toMatchObject({
      ok: false,
      refused: "FRAY.Momentum.Refusal.noSwitchAlly",
    });
    expect(await requestSpend(a(w.vera), { action: "switchPlaces", options: hold })).toMatchObject({ ok: false });
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    expect(held(vera).action).toBeNull();
  });
});

describe('"They must use a reaction (1 RP), or this action fails": the held switch fired', () => {
  it("on the Goblin's turn the GM prompts Bob; his answer pays the Brute's 1 RP alone and the tokens change places", async () => {
    await aliceHolds();
    expect(await triggerOn(goblin)).toBeUndefined();
    const [prompt] = prompts();
    if (!prompt) throw new Error("no prompt");
    expect(readPrompt(asMessage(prompt))).toMatchObject({
      reaction: "allowHeldSwitch",
      sourceId: vera.id,
      reactors: [{ combatantId: brute.id }],
      act: true,
    });
    // The action is performed when it fires: the hold is spent.
    expect(held(vera).action).toBeNull();
    await bobAnswers(prompt);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
    expect(square(bruteToken)).toEqual({ col: 0, row: 0 });
    expect(systemOf(brute)).toMatchObject({ rp: 1 });
    // Vera's AP were paid on the hold, on her turn: nothing more now.
    expect(systemOf(vera)).toMatchObject({ rpSpentThisRound: 0 });
  });

  it("the answer replayed does nothing, and Alice cannot answer for Bob's Brute", async () => {
    await aliceHolds();
    await triggerOn(goblin);
    const [prompt] = prompts();
    if (!prompt) throw new Error("no prompt");
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), brute.id, "switchPlaces", true);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    await bobAnswers(prompt);
    await bobAnswers(prompt);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
    expect(systemOf(brute)).toMatchObject({ rp: 1 });
    expect(w.warnings.at(-1)).toBe("That reaction was not offered to this combatant.");
  });

  it('"or this action fails": unanswered, the turn moves on — nothing moves, the AP stay spent, a late answer refused', async () => {
    await aliceHolds();
    await triggerOn(goblin);
    const [prompt] = prompts();
    if (!prompt) throw new Error("no prompt");
    w.as(w.gm);
    await combat.nextTurn();
    await bobAnswers(prompt);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(systemOf(brute)).toMatchObject({ rp: 2 });
    expect(held(vera).action).toBeNull();
  });

  it('"standing next to you" when it fires: the Brute moved away is refused, the hold kept', async () => {
    await aliceHolds();
    w.as(w.gm);
    await bruteToken.update({ x: 100, y: 200 });
    expect(await triggerOn(goblin)).toBe("You switch places with an ally that is standing next to you.");
    expect(prompts()).toHaveLength(0);
    expect(held(vera).action).toBe("switchPlaces");
  });

  it('"RP can be used to act outside of your turn": on the Brute\'s own turn the switch is refused, the hold kept', async () => {
    await aliceHolds();
    expect(await triggerOn(brute)).toBe(CANNOT_REACT);
    expect(prompts()).toHaveLength(0);
    expect(held(vera).action).toBe("switchPlaces");
  });

  it("an ally with no RP left when it fires is refused, the hold kept", async () => {
    await aliceHolds();
    w.as(w.gm);
    await brute.update({ system: { rp: 0 } });
    expect(await triggerOn(goblin)).toBe(CANNOT_REACT);
    expect(held(vera).action).toBe("switchPlaces");
  });
});

describe("the self-check's held Switch Places step (decisions 154, 156)", () => {
  const skirmish = () =>
    ({
      ruleset: "momentum",
      dice: { set: () => undefined },
      notes: new Map(),
      actors: { attacker: w.vera, target: w.brute },
      combat,
      scene: veraToken.parent,
    }) as unknown as Skirmish;
  const heldSwitchStep = () => {
    const found = MOMENTUM_SELF_CHECK.afterRound.find((step) => step.id === "heldSwitch");
    if (!found) throw new Error("no heldSwitch step");
    return found;
  };
  const runStep = () => Promise.resolve().then(() => heldSwitchStep().run(skirmish()));

  const offTurnOnly = () => fake().game.settings.get("fray", variantSettingKey("momentum", "reactionsOffTurnOnly"));

  it('under "RP can be used to act outside of your turn" the trigger on the Brute\'s own turn is refused, then the answer is reached with the rule off and the setting put back (decision 165)', async () => {
    w.as(w.gm);
    expect(offTurnOnly()).toBe(true);
    await runStep();
    // Refused first (no prompt), then fired with the rule off: one prompt, answered once — the Brute's 1 RP paid.
    expect(prompts()).toHaveLength(1);
    expect(systemOf(brute)).toMatchObject({ rp: 1 });
    expect(held(vera).action).toBeNull();
    expect(offTurnOnly()).toBe(true);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(square(bruteToken)).toEqual({ col: 1, row: 0 });
  });

  it("a step that fails after the rule was turned off still puts the GM's setting back", async () => {
    w.as(w.gm);
    // The Brute with no RP: the trigger, fired with the rule off, is refused and the step fails there.
    await brute.update({ system: { rp: 0 } });
    await expect(runStep()).rejects.toThrow("the GM's trigger");
    expect(offTurnOnly()).toBe(true);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
  });

  it("without that rule the Brute's answer swaps them once; a Stunned holder fails the step", async () => {
    w.as(w.gm);
    await fake().game.settings.set("fray", variantSettingKey("momentum", "reactionsOffTurnOnly"), false);
    await w.vera.toggleStatusEffect("stunned", { active: true });
    await expect(runStep()).rejects.toThrow("the hold's refusal");
    await w.vera.toggleStatusEffect("stunned", { active: false });
    await runStep();
    expect(systemOf(brute)).toMatchObject({ rp: 1 });
    expect(held(vera).action).toBeNull();
  });
});

/**
 * A cast spell provoking Opportunity Attacks on the strict fake (combat/opportunity-cast.ts). Seed 003, Positioning:
 * "A creature provokes an opportunity attack when it performs one of the following actions: … Cast a Spell.
 * Characters that cast spells which don't have the Melee Attack trait." The Brute (Bob) casts; Kara (Alice) holds her
 * longsword (reach 1 m). A 1-metre square scene in a row; the Brute acts first.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { systemOf } from "../combat/fixture.ts";
import { asMessage, promptsIn } from "../chat/prompt-messages.ts";
import { castProvokes } from "../../../module/foundry/rulesets/contest/combat/self-check-cast.ts";
import { DiceScript } from "../../../module/foundry/self-check/dice-script.ts";
import { RunTracker } from "../../../module/foundry/self-check/tracker.ts";
import { CLUB, GRASP, mendingAndGrasp, MENDING, type ContestWorld } from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";

let w: ContestWorld;
let combat: FakeCombat;
let kara: FakeCombatant;
let brute: FakeCombatant;
let karaToken: FakeSceneToken;

const prompts = () => promptsIn(w);
const cards = () => [...w.messages.values()].filter((m) => m.type === "attack");

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat, kara, brute, karaToken } = await contestYard({
    karaItems: mendingAndGrasp(1),
    brute: { x: 100, y: 0 },
  }));
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

/** Alice casts Kara's spell from her sheet: the spend goes through the GM. */
async function aliceCasts(itemId: string): Promise<void> {
  w.as(w.alice);
  expect((await requestSpend(w.kara as never, { action: `useMagic:${itemId}` })).ok).toBe(true);
  w.as(w.gm);
}

describe('"Cast a Spell. Characters that cast spells which don\'t have the Melee Attack trait" provoke', () => {
  it("Kara casting Mending Word 1 m from the Brute: the GM offers it an Opportunity Attack with its club", async () => {
    await aliceCasts(MENDING);
    const prompt = prompts().at(-1);
    expect(prompt && readPrompt(asMessage(prompt))).toMatchObject({
      reaction: "opportunityAttack",
      sourceId: kara.id,
      reactors: [{ combatantId: brute.id, attacks: [{ itemId: CLUB, name: "Club" }] }],
    });
    expect(prompt?.content).toContain("Kara casts a spell within a foe&#39;s reach");
  });

  it("taking it posts the Brute's Strike card marked as an Opportunity Attack and pays 1 AP", async () => {
    await aliceCasts(MENDING);
    const prompt = prompts().at(-1);
    if (!prompt) throw new Error("no prompt");
    w.as(w.bob);
    await takePromptedReaction(asMessage(prompt), brute.id, CLUB, true);
    expect(cards()).toHaveLength(1);
    expect(systemOf(brute)).toMatchObject({ ap: 2 });
  });

  it("Shocking Grasp, a melee spell (the Melee Attack trait), provokes nothing", async () => {
    await aliceCasts(GRASP);
    expect(prompts()).toHaveLength(0);
  });

  it("casting 5 m from the Brute, out of its club's reach, provokes nothing", async () => {
    karaToken.x = 600;
    await aliceCasts(MENDING);
    expect(prompts()).toHaveLength(0);
  });
});

describe("the self-check's castProvokes step", () => {
  const skirmish = () => {
    const tracker = new RunTracker();
    return {
      ruleset: "contest" as const,
      tracker,
      dice: new DiceScript(tracker),
      actors: { attacker: w.kara as never, target: w.brute as never },
      combat: combat as never,
      notes: new Map<string, unknown>(),
    };
  };

  it("passes with the target beside the caster", async () => {
    await expect(castProvokes.run(skirmish())).resolves.toBeUndefined();
  });

  it("fails when the target stands out of reach: no prompt is offered", async () => {
    karaToken.x = 600;
    await expect(castProvokes.run(skirmish())).rejects.toThrow(/Opportunity Attack prompt/);
  });
});

/**
 * Taking a disarmed item (rules page decision 152; row 47 of the reachability table), through the relay as the
 * players. Seed 002, Disarm: "You try to force a target that is within 1 m of you to drop one item that it is holding
 * in their hand … You can take the dropped item if you have at least one free hand." On the Brute's turn, Bob has it
 * disarm Vera of her Ax (Nimbleness 18 + 2 against Athletics 1 + 4); the GM offers Bob the Ax.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { contestChoice } from "../../../module/foundry/rulesets/momentum/combat/contest-choice.ts";
import { MOMENTUM_SELF_CHECK } from "../../../module/foundry/rulesets/momentum/self-check.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { AX, momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterCombatant = Parameters<typeof actFor>[0];
type AnyMessage = Parameters<typeof readPrompt>[0];
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

let w: MomentumWorld;
let combat: FakeCombat;
let vera: FakeCombatant;
let brute: FakeCombatant;

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  vera = combatantOf(combat, w.vera);
  brute = combatantOf(combat, w.brute);
  w.as(w.gm);
  await combat.nextTurn();
  w.as(w.bob);
  w.dice(18, 1);
  await actFor(brute as unknown as AdapterCombatant, "contest", contestChoice("disarm", vera.id));
}, 30_000);

const prompts = () => [...w.messages.values()].filter((m) => readPrompt(asMessage(m)) !== undefined);
const weaponsOf = (actor: MomentumWorld["vera"]) =>
  [...actor.items.values()]
    .filter((i) => i.type === "momentum-weapon")
    .map((i) => ({ name: i.name, equipped: (i.system as unknown as { equipped: boolean }).equipped }));
const lastLine = () => [...w.messages.values()].at(-1)?.content ?? "";

/** `user` presses the prompt's button for the Brute (the prompted spend, through the relay). */
async function takes(prompt: FakeChatMessage, user: FakeUser = w.bob): Promise<void> {
  w.as(user);
  await takePromptedReaction(asMessage(prompt), brute.id, AX, true);
  await new Promise((done) => setTimeout(done, 0));
}

function offered(): FakeChatMessage {
  const [prompt] = prompts();
  if (!prompt) throw new Error("no prompt");
  return prompt;
}

describe('"You can take the dropped item if you have at least one free hand" (decision 152)', () => {
  it("the won Disarm offers the disarmer's owner the Ax, for this turn, after the opposed card", () => {
    expect(readPrompt(asMessage(offered()))).toMatchObject({
      reaction: "takeDropped",
      sourceId: vera.id,
      reactors: [{ combatantId: brute.id, attacks: [{ itemId: AX, name: "Ax" }] }],
      act: true,
    });
    expect(lastLine()).toContain("Brute may take the Ax Vera dropped, with a free hand");
  });

  it("Bob takes it: the Ax leaves Vera and is held by the Brute; no AP or RP more than the Disarm's", async () => {
    await takes(offered());
    expect(weaponsOf(w.vera).map((x) => x.name)).not.toContain("Ax");
    expect(weaponsOf(w.brute)).toContainEqual({ name: "Ax", equipped: true });
    expect(systemOf(brute)).toMatchObject({ ap: 1, rp: 2 });
    expect(lastLine()).toContain("Brute takes the Ax from Vera and holds it.");
  });

  it("the answer replayed takes nothing twice: the prompt offers no one once taken", async () => {
    const prompt = offered();
    await takes(prompt);
    const count = weaponsOf(w.brute).length;
    w.as(w.bob);
    const again = await requestSpend(w.brute as never, {
      action: `takeDropped:${prompt.id}`,
      attack: { itemId: AX, targetUuid: w.vera.uuid },
    });
    expect(again).toMatchObject({ ok: false });
    expect(weaponsOf(w.brute).length).toBe(count);
  });

  it("Alice (Vera's owner) cannot take it for the Brute; Vera herself was offered nothing", async () => {
    w.as(w.alice);
    const forged = await requestSpend(w.vera as never, {
      action: `takeDropped:${offered().id}`,
      attack: { itemId: AX, targetUuid: w.vera.uuid },
    });
    expect(forged).toMatchObject({ ok: false });
    expect(weaponsOf(w.vera).map((x) => x.name)).toContain("Ax");
  });

  it("picked up again first (Vera's Ax equipped by hand), there is nothing left to take", async () => {
    w.as(w.alice);
    await w.vera.items.get(AX)?.update({ system: { equipped: true } });
    await takes(offered());
    expect(w.warnings.at(-1)).toBe("The dropped item is no longer there to take.");
    expect(weaponsOf(w.vera)).toContainEqual({ name: "Ax", equipped: true });
  });

  it("the offer closes when the turn moves on", async () => {
    w.as(w.gm);
    await combat.nextTurn();
    await takes(offered());
    expect(weaponsOf(w.vera).map((x) => x.name)).toContain("Ax");
    expect(weaponsOf(w.brute).map((x) => x.name)).not.toContain("Ax");
  });
});

describe("the self-check's take-dropped step", () => {
  const step = () => {
    const found = MOMENTUM_SELF_CHECK.afterRound.find((x) => x.id === "takeDropped");
    if (!found) throw new Error("no takeDropped step");
    return found;
  };
  const skirmish = () =>
    ({
      ruleset: "momentum",
      // The step's dice rule (its acting side's d20 high, the other's low) as the fake's queued faces.
      dice: {
        set: (rule?: (faces: number) => number) => {
          if (rule) w.dice(rule(20), rule(20));
        },
      },
      notes: new Map(),
      actors: { attacker: w.vera, target: w.brute },
      combat,
    }) as unknown as Skirmish;

  it("passes on the Brute's turn against Vera's Ax taken up again, and gives the Ax back; unarmed, it fails", async () => {
    w.as(w.gm);
    await w.vera.items.get(AX)?.update({ system: { equipped: true } });
    await step().run(skirmish());
    expect(weaponsOf(w.vera)).toContainEqual({ name: "Ax", equipped: true });
    expect(weaponsOf(w.brute).map((x) => x.name)).not.toContain("Ax");
    for (const item of w.vera.items.values()) await item.update({ system: { equipped: false } });
    const run = Promise.resolve().then(() => step().run(skirmish()));
    await expect(run).rejects.toThrow("the other's equipped weapon");
  });
});

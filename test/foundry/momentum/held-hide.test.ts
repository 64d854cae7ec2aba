/**
 * A held Hide (rules page decision 144) on the strict fake with a scene: "A creature can also decide to hold an action
 * and trigger it under specific circumstances"; fired, it is the Hide action ("You successfully hide if you beat their
 * Perception Check with your Stealth Check") against every enemy, rolled by the GM's client. Vera (Alice's, friendly)
 * stands next to the Brute (Bob's, hostile); Vera acts first.
 */
import { beforeEach, expect, it, vi } from "vitest";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { takeHold } from "../../../module/foundry/rulesets/momentum/combat/hold-take.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { momentumYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeHold>[0];
type AdapterCombatant = Parameters<typeof actFor>[0];
type AnyMessage = Parameters<typeof readPrompt>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

let w: MomentumWorld;
let combat: FakeCombat;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat } = await momentumYard());
  return () => vi.restoreAllMocks();
}, 30_000);

it("a held Hide fires as the Hide action against every enemy, once; the hold is spent", async () => {
  w.as(w.alice);
  expect(await takeHold(a(w.vera), "hide", "When the Brute looks away")).toBe(true);
  w.as(w.gm);
  await combat.nextTurn();
  const vera = combatantOf(combat, w.vera);
  await actFor(vera as unknown as AdapterCombatant, "fireHeld");
  const prompt = [...w.messages.values()].filter((m) => readPrompt(asMessage(m)) !== undefined).at(-1);
  if (!prompt) throw new Error("no prompt");
  w.as(w.alice);
  // Vera's Stealth rolls 18; the Brute's Perception rolls 2.
  w.dice(18, 2);
  await takePromptedReaction(asMessage(prompt), vera.id, "hide", true);
  expect(w.vera.statuses.has("hidden")).toBe(true);
  expect((systemOf(vera)["held"] as { action: string | null }).action).toBeNull();
});

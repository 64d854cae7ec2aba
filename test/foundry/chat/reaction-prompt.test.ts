/**
 * The shared prompted reaction's stored form (chat/reaction-prompt/prompt.ts): what the GM posts is read back only in
 * exactly its shape, since any client can post a message with any flags. Whether a prompt is open and whom it offers
 * its reaction to is proven through a room that uses it (test/foundry/bonus/take-opening.test.ts).
 */
import { describe, expect, it } from "vitest";
import { readPrompt, type ReactionPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";

type AnyMessage = Parameters<typeof readPrompt>[0];
const withFlags = (prompt: unknown) => ({ flags: { fray: { reactionPrompt: prompt } } }) as unknown as AnyMessage;

const PROMPT: ReactionPrompt = {
  reaction: "takeOpening",
  label: "FRAY.Some.label",
  combatId: "combat0000000000",
  sourceId: "source0000000000",
  round: 2,
  turn: 1,
  reactors: [{ combatantId: "reactor000000000", attacks: [{ itemId: "item000000000000", name: "Sword" }] }],
};

describe("a prompted reaction read back from its message", () => {
  it("the prompt the GM stored comes back as it was", () => {
    expect(readPrompt(withFlags(structuredClone(PROMPT)))).toEqual(PROMPT);
  });

  it("a turnless round's prompt has no turn (null), and comes back so", () => {
    const turnless = { ...PROMPT, turn: null };
    expect(readPrompt(withFlags(structuredClone(turnless)))).toEqual(turnless);
  });

  it("a message without one, or with any field missing or of the wrong kind, carries no prompt", () => {
    expect(readPrompt({ flags: {} } as unknown as AnyMessage)).toBeUndefined();
    expect(readPrompt(withFlags({ ...PROMPT, round: -1 }))).toBeUndefined();
    expect(readPrompt(withFlags({ ...PROMPT, turn: "1" }))).toBeUndefined();
    expect(readPrompt(withFlags({ ...PROMPT, turn: undefined }))).toBeUndefined();
    expect(readPrompt(withFlags({ ...PROMPT, reaction: undefined }))).toBeUndefined();
    expect(readPrompt(withFlags({ ...PROMPT, reactors: [{ combatantId: "x", attacks: [{ itemId: 3 }] }] }))).toBe(
      undefined,
    );
    expect(readPrompt(withFlags([PROMPT]))).toBeUndefined();
  });
});

/**
 * Reaction prompts (module/foundry/chat/reaction-prompt/) among a fake world's chat messages, as the reaction tests
 * read them: the fake's message typed as the prompt's readers take it, and the prompts posted so far.
 */
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";

type PromptMessage = Parameters<typeof readPrompt>[0];

/** The fake's chat message as the prompt's readers type it (the fake implements what they read of it). */
export const asMessage = (m: FakeChatMessage): PromptMessage => m as unknown as PromptMessage;

/** The reaction prompts among the world's chat messages, oldest first. */
export const promptsIn = (w: FakeWorld): FakeChatMessage[] =>
  [...w.messages.values()].filter((m) => readPrompt(asMessage(m)) !== undefined);

/**
 * How long a combat round lasts in each ruleset's world, as its seed says; the adapter moves the world clock by it
 * (hooks/setup.ts, `CONFIG.time.roundTime`).
 */
import { describe, expect, it } from "vitest";
import { getRulesetMeta } from "../../module/engine/meta-registry.ts";
import type { RulesetId } from "../../module/engine/core/ruleset.ts";

const ROUNDS: readonly { id: RulesetId; sentence: string; seconds: number }[] = [
  { id: "bonus", sentence: "Each combat round is approximately 15 seconds", seconds: 15 },
  { id: "energy", sentence: "A Round is about 5 seconds long", seconds: 5 },
  {
    id: "momentum",
    sentence: "a normal game with epic heroes and villains might have rounds that roughly take 12 seconds",
    seconds: 12,
  },
  { id: "contest", sentence: "A round measures six seconds of time in the in-game world", seconds: 6 },
  { id: "wounds", sentence: "Combat is divided into fifteen-second rounds", seconds: 15 },
];

describe("a combat round's length in the world", () => {
  for (const { id, sentence, seconds } of ROUNDS) {
    it(`${id}: "${sentence}"`, () => {
      expect(getRulesetMeta(id).roundSeconds).toBe(seconds);
    });
  }
});

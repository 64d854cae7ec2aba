/**
 * What the steps of one run share: the world's ruleset, the tracker of what the run made, the scripted dice, and
 * the documents made so far (filled in by the steps, in order; a later step reads them through `need`).
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import type { DiceScript } from "./dice-script.ts";
import type { SelfCheckStep } from "./runner.ts";
import type { RunTracker } from "./tracker.ts";

export interface Fighters<T> {
  readonly attacker: T;
  readonly target: T;
}

export interface Skirmish {
  readonly ruleset: RulesetId;
  readonly tracker: RunTracker;
  readonly dice: DiceScript;
  actors?: Fighters<Actor.Implementation>;
  scene?: Scene.Implementation;
  tokens?: Fighters<TokenDocument.Implementation>;
  combat?: Combat.Implementation;
  /** The attacker's weapon (an item of `actors.attacker`). */
  weaponId?: string;
  /** The attack card the attack step posted. */
  card?: ChatMessage.Implementation;
  /** Values a ruleset's steps carry from one step to a later one (a pool before a spend, HP before damage). */
  readonly notes: Map<string, unknown>;
}

export type SkirmishStep = SelfCheckStep<Skirmish>;

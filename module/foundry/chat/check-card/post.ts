/**
 * Rolls a check and posts its card: the one call any room makes for a check from a sheet (a skill, a resistance, a
 * Fortitude roll), with the engine request the room built. By default the roller's roll mode (the chat's "Public",
 * "Private GM", "Blind GM", "Self") decides who sees it, as core's `ChatMessage.applyRollMode` sets whisper and
 * blind (dice/roll-visibility.ts); core then lists it for everyone and shows the others its "rolled privately" line.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { successProbability } from "../../../engine/core/odds/request.ts";
import { FrayRoll } from "../../dice/fray-roll.ts";
import { currentRollVisibility, type RollVisibility } from "../../dice/roll-visibility.ts";
import type { CheckCritical } from "./data.ts";

/** What a check did once rolled, in words, with the rolls that did it (a medical check's healing roll). */
export interface CheckFollowUp {
  readonly effects: readonly string[];
  readonly rolls: readonly Roll[];
}

export interface CheckToPost {
  readonly actor: Actor.Implementation;
  /** What is rolled, as the card names it ("Athletics check", "Fortitude roll"); the room localizes it. */
  readonly check: string;
  readonly request: DiceRequest;
  /** The room's rule for a natural 20 or 1 on this roll, read from its result; none when not given. */
  readonly critical?: (result: RollResult) => CheckCritical;
  /** Done after the roll and before the card is posted (a check the GM acts on); nothing when not given. */
  readonly followUp?: (result: RollResult) => Promise<CheckFollowUp>;
  /** Who sees the card when it is not the roller's roll mode (a GM's roll that the healer's player must see). */
  readonly visibility?: RollVisibility;
}

/** Rolls `check.request` and posts the card; the engine's reading of the roll, for the caller's own follow-up. */
export async function rollCheckCard(check: CheckToPost): Promise<RollResult> {
  const roll = FrayRoll.fromRequest(check.request);
  await roll.evaluate();
  const result = roll.interpret(check.request);
  const done = (await check.followUp?.(result)) ?? { effects: [], rolls: [] };
  const visibility = check.visibility ?? currentRollVisibility();
  await ChatMessage.create({
    type: "check",
    speaker: ChatMessage.getSpeaker({ actor: check.actor }),
    whisper: [...visibility.whisper],
    blind: visibility.blind,
    // Core's rolls, the check's first: its roll modes, its private placeholder and Dice So Nice are core's (data.ts).
    rolls: [roll, ...done.rolls],
    system: {
      actorUuid: check.actor.uuid,
      name: check.actor.name,
      check: check.check,
      request: { ...check.request },
      critical: check.critical?.(result) ?? "none",
      chance: check.request.target === undefined ? null : successProbability(check.request),
      effects: [...done.effects],
    },
  });
  return result;
}

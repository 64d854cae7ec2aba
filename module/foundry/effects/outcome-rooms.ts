import type { RulesetId } from "../../engine/core/ruleset.ts";
import { roomFor } from "../room-lookup.ts";
import type { OutcomeRoom } from "./outcome-room.ts";

/** The outcome conditions of the ruleset's room; a ruleset without a room sets none. */
export function outcomeRoomFor(ruleset: RulesetId): OutcomeRoom | undefined {
  return roomFor(ruleset)?.outcomes;
}

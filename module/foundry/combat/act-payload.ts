/**
 * The `fray.combatAct` payload, parsed without trusting it: exactly the fields of a control, ids and the control's
 * choice as short id-like strings. No totals, no pools: the GM rolls and writes everything from the stored state.
 * Whether the room declares the control, and takes a choice for it, is checked on the GM side (control-check.ts).
 */
import { exactRecord, isIdLike } from "../queries/payload.ts";

export interface CombatActPayload {
  readonly combatId: string;
  readonly combatantId: string;
  /** The control's id, as the room declares it (`ControlSpec.id`). */
  readonly act: string;
  /** The entry picked from the control's list (a combatant id, a role id); absent for a control without one. */
  readonly choice?: string;
  /** Single-use id the requester stamped on the combatant's actor (see queries/proof.ts). */
  readonly requestId: string;
}

const REQUIRED = ["combatId", "combatantId", "act", "requestId"] as const;

export function parseCombatActPayload(payload: unknown): CombatActPayload | undefined {
  const r = exactRecord(payload, REQUIRED, ["choice"]);
  if (!r) return undefined;
  const hasChoice = "choice" in r;
  const { combatId, combatantId, act, requestId, choice } = r;
  if (!isIdLike(combatId) || !isIdLike(combatantId) || !isIdLike(act) || !isIdLike(requestId)) return undefined;
  if (!hasChoice) return { act, combatId, combatantId, requestId };
  return isIdLike(choice) ? { act, choice, combatId, combatantId, requestId } : undefined;
}

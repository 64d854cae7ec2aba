/**
 * The `fray.combatAct` payload, parsed without trusting it: exactly the fields of a control, ids and the control's
 * choice as short id-like strings. No totals, no pools: the GM rolls and writes everything from the stored state.
 * Whether the room declares the control, and takes a choice for it, is checked on the GM side (control-check.ts).
 */
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

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const REQUIRED = ["combatId", "combatantId", "act", "requestId"] as const;

const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

export function parseCombatActPayload(payload: unknown): CombatActPayload | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const r = payload as Record<string, unknown>;
  const keys = Object.keys(r);
  const hasChoice = keys.includes("choice");
  if (keys.length !== REQUIRED.length + (hasChoice ? 1 : 0) || !REQUIRED.every((f) => keys.includes(f))) {
    return undefined;
  }
  const { combatId, combatantId, act, requestId, choice } = r;
  if (!isId(combatId) || !isId(combatantId) || !isId(act) || !isId(requestId)) return undefined;
  if (!hasChoice) return { act, combatId, combatantId, requestId };
  return isId(choice) ? { act, choice, combatId, combatantId, requestId } : undefined;
}

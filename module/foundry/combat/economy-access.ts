/**
 * The combat economy as the tracker reads and drives it (the contract with the tracker UI).
 *
 * `combatantEconomy(combatant)` gives `{ ruleset, state, actor, pools }` or null (no combat economy for that
 * combatant's ruleset). `ruleset: "bonus"`: `state` is the stored `bonus-combatant` data (`actions` left this turn
 * of `actionsMax`, `reactions` = trigger ids reacted to this round, `role` none | ambushed | ambusher | overWatch,
 * `turnsStarted`, `pending` act paid over turns with `remaining` 0 for none); `actor` is the engine's `BonusActor`
 * (creature tracks and conditions) or undefined. `ruleset: "energy"`: `state` is the stored `energy-combatant` data
 * (`energy`, `agility`, once-per-Round `uses` {swiftAttack, initiative, staminaAsEnergy}, `passed`, this Round's
 * `initiative` total or null, `interrupts` [{against, won, total, opponentTotal}]); `actor` is the engine's
 * `EnergyActor`; `done` is true once it spent all its Energy or passed. Both carry `pools`: [{id, home, value,
 * max}] in display order (bonus: actions, vigor; energy: energy, agility, stamina), ready for pips. Pool and role
 * writes are GM only (`adjustPool`, `setAmbushRole`); Pass and Initiative are the GM's or the combatant's owner's
 * (`fray.combatAct`). A refused write is shown as a notification and changes nothing.
 */
import type { Refusal } from "../combat-room.ts";
import { relayQuery } from "../queries/relay.ts";
import type { BonusRole } from "../rulesets/bonus/combat/combatant-model.ts";
import type { CombatAct } from "./act-payload.ts";
import { COMBAT_ACT_ROUTE } from "./act-query.ts";
import { GM_ONLY, isGm, notifyRefusal } from "./notify.ts";
import type { CombatantEconomy, InterruptOutcome } from "./room.ts";
import { roomOf } from "./rooms.ts";

export type { CombatantEconomy, InterruptOutcome, PoolView } from "./room.ts";

export function combatantEconomy(combatant: Combatant.Implementation): CombatantEconomy {
  return roomOf(combatant)?.economy(combatant) ?? null;
}

async function gmWrite(work: () => Promise<Refusal | undefined> | undefined): Promise<void> {
  const refusal = isGm() ? await work() : GM_ONLY;
  if (refusal) notifyRefusal(refusal);
}

/** GM only: move one pool (`actions`, `vigor`, `energy`, `agility`, `stamina`) by `delta`, clamped to 0 … max. */
export function adjustPool(combatant: Combatant.Implementation, poolId: string, delta: number): Promise<void> {
  return gmWrite(() => roomOf(combatant)?.adjustPool(combatant, poolId, delta));
}

/**
 * `energy`: `combatant` rolls Initiative to interrupt `against`; both use their one roll this Round (a second roll
 * is an automatic failure). Posts the rolls to chat and records the result. The GM rolls it directly (and gets the
 * outcome); its owner's click goes to the active GM as `fray.combatAct` (undefined: the outcome is in chat and on
 * the tracker). Undefined when the ruleset has none.
 */
export async function rollInterrupt(
  combatant: Combatant.Implementation,
  against: Combatant.Implementation,
): Promise<InterruptOutcome | undefined> {
  const room = roomOf(combatant);
  if (!room?.rollInterrupt) return undefined;
  if (isGm()) return room.rollInterrupt(combatant, against);
  await askCombatAct(combatant, { act: "interrupt", against: against.id ?? "" });
  return undefined;
}

/** `energy`: the combatant is done for this Round (the GM, or its owner through `fray.combatAct`). */
export async function passRound(combatant: Combatant.Implementation): Promise<void> {
  const room = roomOf(combatant);
  if (!room?.passRound) return;
  if (!isGm()) {
    await askCombatAct(combatant, { act: "pass" });
    return;
  }
  const refusal = await room.passRound(combatant);
  if (refusal) notifyRefusal(refusal);
}

/** A player acting for their own combatant: relayed to the active GM with the actor's stamp (queries/relay.ts). */
async function askCombatAct(combatant: Combatant.Implementation, act: CombatAct): Promise<void> {
  const actor = combatant.actor;
  if (!actor) {
    notifyRefusal(GM_ONLY);
    return;
  }
  const ids = { combatId: combatant.combat?.id ?? "", combatantId: combatant.id ?? "" };
  await relayQuery(COMBAT_ACT_ROUTE, actor, { ...ids, ...act });
}

/** `bonus`: mark the combatant Ambushed, an Ambusher or in Over Watch for round 1 ("none" clears it). */
export function setAmbushRole(combatant: Combatant.Implementation, role: BonusRole): Promise<void> {
  return gmWrite(() =>
    roomOf(combatant)
      ?.setRole?.(combatant, role)
      .then(() => undefined),
  );
}

/** `energy`: every combatant has spent its Energy or passed, so the GM may advance the Round. */
export function everyoneDone(combat: Combat.Implementation): boolean {
  return roomOf(combat)?.everyoneDone(combat) ?? false;
}

/**
 * One boundary of a `bonus` combat for every combatant: the engine's `bonusAtBoundary` (actions set at the holder's
 * turn start and lost at its end, reactions cleared at the round start, the recovery phase at the round end), its
 * results written to the Combatants and Actors, an act paid over turns said in chat as it completes, and the recovery
 * phase summarised in chat.
 */
import { isBoundaryFor, type BoundaryEvent } from "../../../../engine/core/turns/boundary.ts";
import type { BonusCreature } from "../../../../engine/rulesets/bonus/creature.ts";
import { firstRoundActions } from "../../../../engine/rulesets/bonus/economy/ambush.ts";
import { bonusAtBoundary } from "../../../../engine/rulesets/bonus/economy/boundary.ts";
import type { RecoveryLog } from "../../../../engine/rulesets/bonus/economy/recovery.ts";
import { postSummary, type SummaryLine } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { bonusCombatantData, bonusEconomyActor, fromBonusState, toBonusState } from "./state.ts";
import { completeMedicalAct } from "../medical/perform.ts";
import { pendingAbilityName, pendingActName } from "./pending-act.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";

const KEY = `${I18N_ROOT}.Bonus.Recovery`;
const ACT_KEY = `${I18N_ROOT}.Bonus.PendingAct`;

/** The stored fields the recovery phase changes (the inverse of `toBonusCreature` for them). */
export function recoveryUpdate(c: BonusCreature): Record<string, unknown> {
  return {
    vigor: { value: c.vigor.value },
    durability: { value: c.durability.value },
    mana: { value: c.mana.value },
    state: {
      shockRoundsLeft: c.shockRoundsLeft ?? null,
      winded: c.winded,
      vigorRecoveredWhileWinded: c.vigorRecoveredWhileWinded,
      dead: c.dead,
    },
  };
}

/** "+2 Vigor · no longer Winded · Shock: 1 round left", localized. */
export function recoveryText(log: RecoveryLog): string {
  const i18n = game.i18n;
  if (log.died) return i18n.localize(`${KEY}.died`);
  const parts: string[] = [];
  if (log.vigor > 0) parts.push(i18n.format(`${KEY}.vigor`, { amount: String(log.vigor) }));
  if (log.durability > 0) parts.push(i18n.format(`${KEY}.durability`, { amount: String(log.durability) }));
  if (log.mana > 0) parts.push(i18n.format(`${KEY}.mana`, { amount: String(log.mana) }));
  if (log.windedEnded) parts.push(i18n.localize(`${KEY}.windedEnded`));
  if (log.shockRoundsLeft !== undefined) {
    parts.push(i18n.format(`${KEY}.shock`, { rounds: String(log.shockRoundsLeft) }));
  }
  return parts.length > 0 ? parts.join(" · ") : i18n.localize(`${KEY}.nothing`);
}

export async function applyBonusBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void> {
  const lines: SummaryLine[] = [];
  const completed: SummaryLine[] = [];
  for (const combatant of combat.combatants) {
    const data = bonusCombatantData(combatant);
    const actor = bonusEconomyActor(combatant, event.round);
    const id = combatant.id;
    if (!data || !actor || !combatant.actor || id === null) continue;
    const result = bonusAtBoundary(actor, toBonusState(id, data), event);
    const update = fromBonusState(result.combatant);
    // "You begin with 2 Actions": the turn's allowance is the tracker's pip count.
    if (isBoundaryFor(event, "turnStart", id)) update.actionsMax = firstRoundActions(actor, event.round);
    // An act paid over turns whose last action this turn start pays: the engine's `completed` (its patient and
    // ability are read before the update rewrites `data`).
    const pending = data.pending;
    await combatant.update({ system: update });
    if (result.completed) {
      const ability = pendingAbilityName(combatant.actor, pending);
      const act = pendingActName(foundryLocalizer(), result.completed.action, ability);
      completed.push({ name: combatant.name ?? "", text: game.i18n.format(`${ACT_KEY}.completes`, { act }) });
      await completeMedicalAct(combatant, pending.patient);
    }
    if (!result.recovery) continue;
    await combatant.actor.update({ system: recoveryUpdate(result.actor.creature) });
    if (result.recovery.died) await combatant.update({ defeated: true });
    lines.push({ name: combatant.name ?? "", text: recoveryText(result.recovery) });
  }
  // "you must use action from the following turns to complete": the table hears when the act takes effect.
  await postSummary(game.i18n.format(`${ACT_KEY}.title`, { round: String(event.round) }), completed);
  await postSummary(game.i18n.format(`${KEY}.title`, { round: String(event.round) }), lines);
}

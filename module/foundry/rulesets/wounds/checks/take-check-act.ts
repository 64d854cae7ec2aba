/**
 * An action's check taken from a sheet's Actions button, GM side (`fray.sheetAct`, the room's `sheetAct`; docs/rules/
 * wounds.md decision 172): Escape, Pin, Enter Occupied Space and Hinder on the user's target, Drag, a second Dash,
 * Return to the Surface and Regain Control of a Mount on the creature itself. The taker, the target, their conditions,
 * defenses, weapons and the yards between their tokens are read from the documents as they stand, never from the
 * request. Refused with the reason when the taker cannot act, the act does not apply (not grappling, sizes too far
 * apart, a third Dash), or the target is out of reach; then the action's AP are paid through the room's spend, and an
 * act costing more than the AP left is declared and done when paid (decision 177). Then the check is rolled and posted
 * with what it did (check-plan.ts). A replayed request is refused by the relay's stamp; a repeated click pays again,
 * as a second action would. Taken readied (`readied-<action>`, decision 229) it is paid as the readied reaction, in
 * full or refused, and its check rolled as above.
 */
import { actionReachRefusal } from "../../../../engine/rulesets/wounds/actions/action-checks.ts";
import { whyCannotAct } from "../../../../engine/rulesets/wounds/economy/capability.ts";
import { dashAgain } from "../../../../engine/rulesets/wounds/movement/dash.ts";
import { NOT_IN_COMBAT, refusalText } from "../../../applications/sheets/actions-section.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { actorAt } from "../../../queries/actor-at.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { actAim } from "../combat/act-aim.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { payAct } from "../combat/pay-act.ts";
import { readiedAction } from "../combat/readied.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { spendWounds } from "../combat/spend.ts";
import { deriveWounds } from "../derive.ts";
import { woundsActorView } from "../documents.ts";
import { tokenDistance } from "../healing/healer.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import {
  checkActOf,
  checkActRequest,
  checkRefused,
  isTargeted,
  type CheckAct,
  type TargetedAct,
} from "./check-acts.ts";
import { rollCheckPlan, type CheckPlan } from "./check-plan.ts";
import { ownPlan } from "./own-plans.ts";
import { targetedPlan } from "./targeted-plans.ts";

const KEY = `${I18N_ROOT}.Wounds.ActionCheck`;

/** The act on the documents as they stand: its combatant and its check, or why it cannot be taken now. */
interface ReadAct {
  readonly combatant: Combatant.Implementation;
  readonly plan: CheckPlan;
}

/** The taker's act on another creature, `target`, which must be a `wounds` creature other than itself. */
async function targetedRead(
  self: {
    readonly actor: Actor.Implementation;
    readonly own: WoundsActor;
    readonly combatant: Combatant.Implementation;
  },
  act: TargetedAct,
  targetUuid: string,
): Promise<ReadAct | Refusal> {
  const { actor, own, combatant } = self;
  const target = await actorAt(targetUuid);
  const view = target && target.uuid !== actor.uuid ? woundsActorView(target) : undefined;
  if (!target || !view) return checkRefused("needsTarget");
  const { defenses } = deriveWounds(view.source, view.gear, view.statuses, woundsOptions());
  const sides = {
    actor,
    target,
    own,
    theirs: toWoundsActor(view.source, view.statuses),
    theirPower: defenses.power.total,
    theirAgility: defenses.agility.total,
    round: combatant.combat?.round ?? 0,
  };
  const planned = targetedPlan(act, sides);
  if (isRefusal(planned)) return planned;
  const far = actionReachRefusal(tokenDistance(actor, target), planned.reach);
  return far ? checkRefused(far) : { combatant, plan: planned.plan };
}

/** The act `request` names by `actor`, read from the documents as they stand, or why it cannot be taken now. */
async function readAct(actor: Actor.Implementation, act: CheckAct, targetUuid: string): Promise<ReadAct | Refusal> {
  const view = woundsActorView(actor);
  if (!view) return checkRefused("unknownAct");
  const own = toWoundsActor(view.source, view.statuses);
  const blocked = whyCannotAct(own, act.action);
  if (blocked) return woundsRefusal(blocked);
  const target = await actorAt(targetUuid);
  const combatant = fightingCombatant(actor, target);
  if (!combatant || !woundsStateOf(combatant)) return NOT_IN_COMBAT;
  if (isTargeted(act)) return targetedRead({ actor, own, combatant }, act, targetUuid);
  const plan = ownPlan(act.action, { actor, own, combatant });
  return isRefusal(plan) ? plan : { combatant, plan };
}

/**
 * Dash: the round's first doubles the rate through the spend and rolls nothing ("first"); the second rolls its
 * check (undefined); a third is refused before it is paid ("You cannot increase your movement rate in this way more
 * than once per round").
 */
function dashRefusal(combatant: Combatant.Implementation): Refusal | "first" | undefined {
  const state = woundsStateOf(combatant);
  if (!state?.dash.doubled) return "first";
  const again = dashAgain(state, 0);
  return again.ok ? undefined : woundsRefusal(again.reason);
}

export async function takeWoundsCheckAct(
  actor: Actor.Implementation,
  request: SheetActRequest,
): Promise<Refusal | undefined> {
  const act = checkActOf(request);
  if (!act) return checkRefused("unknownAct");
  const read = await readAct(actor, act, request.targetUuid);
  if (isRefusal(read)) return read;
  // Readied (decision 229): "you can take the chosen action as a reaction", paid in full as the readied reaction
  // (the engine's `takeReadied`: only the action chosen, Readied used up), then its check as on the creature's turn.
  const spend = act.readied ? readiedAction({ action: act.action }) : act.action;
  if (act.action === "dash") {
    const refusal = dashRefusal(read.combatant);
    if (refusal === "first") return spendWounds(read.combatant, { action: spend });
    if (refusal) return refusal;
  }
  if (act.readied) {
    const refused = await spendWounds(read.combatant, { action: spend });
    if (refused) return refused;
  } else {
    const paid = await payAct(read.combatant, act.action, actAim(checkActRequest(act, request.targetUuid)));
    if (paid !== "now") return paid === "declared" ? undefined : paid;
  }
  await performCheckAct(actor, act, request.targetUuid);
  return undefined;
}

/** The act taking effect: read again after its AP were paid (a spend may end a condition), rolled and posted. */
async function performCheckAct(actor: Actor.Implementation, act: CheckAct, targetUuid: string): Promise<void> {
  const read = await readAct(actor, act, targetUuid);
  if (!isRefusal(read)) {
    await rollCheckPlan(actor, read.plan);
    return;
  }
  const title = game.i18n.format(`${KEY}.notDone`, { name: actor.name });
  await postSummary(title, [{ name: actor.name, text: refusalText(foundryLocalizer(), read) }]);
}

/**
 * GM, at the taker's turn start: an action's check whose last AP were just paid ("at which point the action takes
 * effect") is made now, on the target it was declared on, read again from the documents as they stand; when it can
 * no longer be made (the target moved away, the grapple ended meanwhile), one chat line says why.
 */
export async function completeWoundsCheckAct(
  combatant: Combatant.Implementation,
  request: SheetActRequest,
): Promise<void> {
  const actor = combatant.actor;
  const act = checkActOf(request);
  if (actor && act) await performCheckAct(actor, act, request.targetUuid);
}

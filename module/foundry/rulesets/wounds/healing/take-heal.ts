/**
 * Treat Wound, Treat Condition and Stabilize taken from a sheet on the user's target, GM side (`fray.sheetAct`, the room's
 * `sheetAct`): the healer, the patient, the healing kit and the distance between their tokens are read from the
 * documents as they stand, never from the request. Refused with the reason when the healer cannot act, the patient is
 * out of reach (healing/reach.ts), or the engine refuses the act on this patient ("No wound of that level", "Not
 * dying"); in combat the action's AP are paid through the room's own spend first (decision 149), and an act costing
 * more than the AP left is declared and done when paid (decision 157). Then the engine's check is rolled, its outcome written on the patient and the check posted as a check
 * card (chat/check-card/) saying what it did. "You have a -5 penalty to your check if you do not have a healing kit in hand."
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import { whyCannotAct } from "../../../../engine/rulesets/wounds/economy/capability.ts";
import { healingReachRefusal } from "../../../../engine/rulesets/wounds/healing/reach.ts";
import { stabilize, stabilizeRequest } from "../../../../engine/rulesets/wounds/healing/stabilize.ts";
import { treatCondition } from "../../../../engine/rulesets/wounds/healing/treat-condition.ts";
import {
  treatmentAutoFails,
  treatWound,
  treatWoundRequest,
} from "../../../../engine/rulesets/wounds/healing/treat-wound.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import type { WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { rollCheckCard, type CheckFollowUp } from "../../../chat/check-card/post.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import { actorAt } from "../../../queries/actor-at.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { payAct } from "../combat/pay-act.ts";
import { checkCardCritical } from "../checks/critical.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import { healActOf, healAim, healAimRequest, type HealAct } from "./heal-acts.ts";
import type { HealCheck } from "./heal-check.ts";
import { treatConditionCheck } from "./heal-condition.ts";
import { healingKitInHand, tokenDistance } from "./healer.ts";
import { healedText } from "./heal-text.ts";

const KEY = `${I18N_ROOT}.Wounds.Heal`;
const refused = (code: string): Refusal => ({ refused: `${KEY}.Refusal.${code}` });

/** The stored fields a healing action changes on its patient. */
function patientUpdate(c: WoundsCreature): Record<string, unknown> {
  return {
    wounds: { ...c.wounds },
    stamina: { value: c.stamina },
    fatigue: c.fatigue,
    exhausted: c.exhausted,
    state: { dying: c.dying, unconscious: c.unconscious, dead: c.dead },
    afflictions: { bleeding: c.afflictions.bleeding ?? null, burning: c.afflictions.burning ?? null },
    conditionTns: { hobbled: c.conditionTns.hobbled ?? null, poisoned: c.conditionTns.poisoned ?? null },
  };
}

/** The engine's refusal of the act on this patient; it does not depend on the check, so it is asked before rolling. */
function patientRefusal(act: HealAct, patient: WoundsActor): Refusal | undefined {
  if (act.action === "treatCondition") {
    const tried = treatCondition(patient, act.which, 0);
    return tried.ok ? undefined : woundsRefusal(tried.reason);
  }
  const c = patient.creature;
  const tried = act.action === "treatWound" ? treatWound(c, act.level, 0, woundsOptions()) : stabilize(c, false);
  return tried.ok ? undefined : woundsRefusal(tried.reason);
}

/** In a started combat the healer pays the action's AP (combat/pay-act.ts); out of combat it is done "now". */
async function payInCombat(healer: Actor.Implementation, heal: Heal): Promise<Refusal | "now" | "declared"> {
  const combatant = fightingCombatant(healer);
  if (!combatant || !woundsStateOf(combatant)) return "now";
  return payAct(combatant, heal.act.action, healAim(heal.act, heal.target.uuid));
}

/** The act's one check: its request and what its total does to the patient. */
function healCheck(act: HealAct, healer: WoundsCreature, patientActor: WoundsActor, kit: boolean): HealCheck {
  const options = woundsOptions();
  const patient = patientActor.creature;
  if (act.action === "treatCondition") return treatConditionCheck(act.which, healer, patientActor, kit);
  if (act.action === "stabilize") {
    return {
      request: stabilizeRequest(healer, patient, kit, options),
      treat(_total, success) {
        const out = stabilize(patient, success);
        const after = out.ok ? out.state : patient;
        return { after, text: healedText.stabilize(!after.dying, kit) };
      },
    };
  }
  return {
    request: treatWoundRequest(healer, act.level, kit, options),
    treat(total) {
      const out = treatWound(patient, act.level, total, options);
      const after = out.ok ? out.state.creature : patient;
      return { after, text: healedText.treatWound(act.level, out.ok ? out.state : undefined, kit) };
    },
  };
}

/**
 * A Treat Wound that "automatically fails" rolls no check: its fatigue is taken all the same, and one chat line says
 * so, titled as the check card would be.
 */
async function autoFailed(
  healer: Actor.Implementation,
  patient: Actor.Implementation,
  c: WoundsCreature,
  level: WoundLevel,
  kit: boolean,
) {
  const out = treatWound(c, level, 0, woundsOptions());
  await patient.update({ system: patientUpdate(out.ok ? out.state.creature : c) });
  const check = game.i18n.format(`${KEY}.title.treatWound`, { target: patient.name });
  const title = game.i18n.format(`${I18N_ROOT}.CheckCard.title`, { name: healer.name, check });
  const text = healedText.treatWound(level, out.ok ? out.state : undefined, kit);
  await postSummary(title, [{ name: patient.name, text }]);
}

/**
 * The check rolled on the GM's client and posted as a check card, public (the healer's user must see it, whatever the
 * GM's roll mode), once the patient carries what it did.
 */
async function rollHealCheck(
  healer: Actor.Implementation,
  patient: Actor.Implementation,
  act: HealAct,
  check: HealCheck,
) {
  const followUp = async (result: RollResult): Promise<CheckFollowUp> => {
    const done = check.treat(result.total, result.success === true);
    await patient.update({ system: patientUpdate(done.after) });
    return { effects: [`${patient.name}: ${done.text}`], rolls: [] };
  };
  await rollCheckCard({
    actor: healer,
    check: game.i18n.format(`${KEY}.title.${act.action}`, { target: patient.name }),
    request: check.request,
    critical: checkCardCritical(false),
    followUp,
    visibility: PUBLIC_ROLL,
  });
}

/** Why the healer cannot take the act now, with every document read as it stands. */
function healerRefusal(healer: WoundsActor, act: HealAct): Refusal | undefined {
  const blocked = whyCannotAct(healer, act.action);
  return blocked ? woundsRefusal(blocked) : undefined;
}

/** A healing act read from the documents as they stand. */
interface Heal {
  readonly act: HealAct;
  readonly healer: WoundsActor;
  readonly target: Actor.Implementation;
  readonly patient: WoundsActor;
}

/** The act `request` names by `actor`, or why it cannot be done now: the healer, the reach, the patient. */
async function readHeal(actor: Actor.Implementation, request: SheetActRequest): Promise<Heal | Refusal> {
  const act = healActOf(request);
  const healerView = woundsActorView(actor);
  if (!act || !healerView) return refused("unknownAct");
  const target = await actorAt(request.targetUuid);
  const patientView = target ? woundsActorView(target) : undefined;
  if (!target || !patientView) return refused("unknownTarget");
  const healer = toWoundsActor(healerView.source, healerView.statuses);
  const self = target.uuid === actor.uuid;
  const reach = healingReachRefusal(self, self ? 0 : tokenDistance(actor, target));
  const patient = toWoundsActor(patientView.source, patientView.statuses);
  const refusal = healerRefusal(healer, act) ?? (reach ? refused(reach) : undefined) ?? patientRefusal(act, patient);
  return refusal ?? { act, healer, target, patient };
}

/** The act taking effect: its check rolled and posted, its outcome on the patient. */
async function performHeal(actor: Actor.Implementation, heal: Heal): Promise<void> {
  const { act, target, patient } = heal;
  const kit = healingKitInHand(actor);
  if (act.action === "treatWound" && treatmentAutoFails(patient.creature)) {
    await autoFailed(actor, target, patient.creature, act.level, kit);
  } else await rollHealCheck(actor, target, act, healCheck(act, heal.healer.creature, patient, kit));
}

export async function takeWoundsHeal(
  actor: Actor.Implementation,
  request: SheetActRequest,
): Promise<Refusal | undefined> {
  const heal = await readHeal(actor, request);
  if (isRefusal(heal)) return heal;
  const paid = await payInCombat(actor, heal);
  if (paid === "declared") return undefined;
  if (paid !== "now") return paid;
  await performHeal(actor, heal);
  return undefined;
}

/**
 * GM, at the healer's turn start: a healing act whose last AP were just paid ("at which point the action takes
 * effect") is done now on the patient and choice it was declared with, read again from the documents as they stand;
 * when it can no longer be done (the patient moved away, the wound healed meanwhile), one chat line says why.
 */
export async function completeWoundsHeal(combatant: Combatant.Implementation, aim: string): Promise<void> {
  const actor = combatant.actor;
  const request = healAimRequest(aim);
  if (!actor || !request) return;
  const heal = await readHeal(actor, request);
  if (!isRefusal(heal)) {
    await performHeal(actor, heal);
    return;
  }
  const title = game.i18n.format(`${KEY}.notDone`, { name: actor.name });
  await postSummary(title, [{ name: actor.name, text: game.i18n.localize(heal.refused) }]);
}

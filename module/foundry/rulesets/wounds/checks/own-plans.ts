/**
 * The checks of the actions a creature makes for itself (docs/rules/wounds.md decisions 172, 174, 176), each the
 * engine's request, read from the documents as they stand:
 * - Drag: "a Power check against the highest Power defense of all opponents grappling you, with a -2 penalty for each
 *   opponent beyond the first. If you succeed, you can spend up to 4 AP on movement before the end of the round,
 *   moving all others involved in the grapple with you" — the opponents are the Grappling creatures beside it (1 yard,
 *   the grapple's reach); the card names them, the AP and the yards they buy, kept GM side so the dragger's walks
 *   carry the grapple (combat/drag-carry.ts, decision 225).
 * - A second Dash: "make a Str [Athletics] check … For every 3 points in the check result, your movement rate increases
 *   by 1 until the end of the round" — the engine's `dashAgain` on the combatant.
 * - Return to the Surface: "a successful Str [Athletics/Swimming] check"; Underwater ends.
 * - Regain Control of a Mount: "the same check … with a -1 penalty for each enemy within 30 feet" (hostile tokens, as
 *   flanking reads hostility), against the untrained horse's TN 5, on the rider's own mount Out of Control, with the
 *   calming bonus (mounted/calming.ts, decision 205).
 */
import {
  ADJACENT_YARDS,
  dashAgainRequest,
  regainControlRequest,
  surfaceRequest,
} from "../../../../engine/rulesets/wounds/actions/action-checks.ts";
import {
  DRAG_MOVEMENT_AP,
  dragRequest,
  dragYards,
  whyNotGrappling,
} from "../../../../engine/rulesets/wounds/actions/grapple.ts";
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { dashAgain } from "../../../../engine/rulesets/wounds/movement/dash.ts";
import { movementRate } from "../../../../engine/rulesets/wounds/movement/rate.ts";
import { SURFACED } from "../../../../engine/rulesets/wounds/special/climbing.ts";
import { NEARBY_ENEMY_YARDS } from "../../../../engine/rulesets/wounds/special/mounted.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import type { Refusal } from "../../../combat-room.ts";
import { attackerTokenOn, readPair } from "../../../canvas/situate.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyFootingChange } from "../attack/footing-change.ts";
import { hostile } from "../canvas/flanking.ts";
import { woundsStateOf, writeWoundsState } from "../combat/actor.ts";
import { recordDrag } from "../combat/drag-carry.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { deriveWounds } from "../derive.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import { calmed, calmingOf } from "../mounted/calming.ts";
import { checkRefused, type OwnAct } from "./check-acts.ts";
import type { CheckOutcome, CheckPlan } from "./check-plan.ts";

const KEY = `${I18N_ROOT}.Wounds.ActionCheck`;
const line = (key: string, data: Record<string, string>) => game.i18n.format(`${KEY}.${key}`, data);

/** The creature making its own check, read from its documents as they stand. */
export interface Self {
  readonly actor: Actor.Implementation;
  readonly own: WoundsActor;
  readonly combatant: Combatant.Implementation;
}

/** The creature's token: the combatant's own, else the actor's on the first scene holding one. */
function ownToken(s: Self): TokenDocument.Implementation | undefined {
  return s.combatant.token ?? game.scenes.contents.map((scene) => attackerTokenOn(scene, s.actor)).find((t) => t);
}

/** The other tokens on the creature's scene, with their yards from it and whether they are its foes. */
function around(s: Self) {
  const token = ownToken(s);
  const scene = token?.parent;
  if (!token || !scene) return [];
  return scene.tokens.contents.flatMap((other) => {
    const pair = other.id === token.id ? undefined : readPair("wounds", token, other);
    return pair ? [{ other, distance: pair.distance, hostile: hostile(token.disposition, other.disposition) }] : [];
  });
}

/** "all opponents grappling you": the Grappling creatures beside it, with their Power defenses. */
function grapplers(s: Self) {
  return around(s).flatMap(({ other, distance }) => {
    const actor = other.actor;
    const view = actor ? woundsActorView(actor) : undefined;
    if (!actor || !view || distance > ADJACENT_YARDS) return [];
    if (!isActive(toWoundsActor(view.source, view.statuses).conditions, "grappling")) return [];
    const { defenses } = deriveWounds(view.source, view.gear, view.statuses, woundsOptions());
    return [{ name: actor.name, power: defenses.power.total }];
  });
}

function dragPlan(s: Self): CheckPlan | Refusal {
  const notGrappling = whyNotGrappling(s.own.conditions);
  if (notGrappling) return woundsRefusal(notGrappling);
  const opponents = grapplers(s);
  if (opponents.length === 0) return checkRefused("noGrappler");
  const data = { name: s.actor.name, others: opponents.map((o) => o.name).join(", "), ap: String(DRAG_MOVEMENT_AP) };
  // A won Drag is kept GM side for the dragger's walks this round, which carry the grapple (combat/drag-carry.ts).
  const effect = async ({ success }: CheckOutcome) => {
    const state = woundsStateOf(s.combatant);
    if (!success || !state) return [line("failedAlone", data)];
    const yards = dragYards(movementRate(s.own.creature), state.dash);
    await recordDrag(s.combatant, yards);
    return [line("dragged", { ...data, yards: String(yards) })];
  };
  const request = dragRequest(
    s.own.creature,
    opponents.map((o) => o.power),
    woundsOptions(),
  );
  return { check: line("title.drag", data), request, wild: true, effect };
}

/** A second Dash; the first one of a round doubles the rate through the spend itself and rolls nothing. */
function dashPlan(s: Self): CheckPlan {
  const data = { name: s.actor.name };
  const effect = async ({ total }: CheckOutcome) => {
    const state = woundsStateOf(s.combatant);
    const raised = state ? dashAgain(state, total) : undefined;
    if (!raised?.ok) return [line("dashNotRaised", data)];
    await writeWoundsState(s.combatant, raised.state);
    return [line("dashRaised", { ...data, bonus: String(raised.state.dash.bonus) })];
  };
  return {
    check: line("title.dash", data),
    request: dashAgainRequest(s.own.creature, woundsOptions()),
    wild: false,
    effect,
  };
}

function surfacePlan(s: Self): CheckPlan {
  const data = { name: s.actor.name };
  const effect = async ({ success }: CheckOutcome) => {
    // Back at the surface: no longer Underwater (decision 209).
    if (success) await applyFootingChange(s.actor, SURFACED);
    return [line(success ? "surfaced" : "stillUnder", data)];
  };
  return {
    check: line("title.swimToSurface", data),
    request: surfaceRequest(s.own.creature, woundsOptions()),
    wild: false,
    effect,
  };
}

function mountPlan(s: Self): CheckPlan | Refusal {
  const calming = calmingOf(s.combatant);
  if (typeof calming !== "number") return calming;
  const enemies = around(s).filter((o) => o.hostile && o.distance <= NEARBY_ENEMY_YARDS).length;
  const data = { name: s.actor.name };
  const effect = async ({ success }: CheckOutcome) => {
    await calmed(s.combatant, success);
    return [line(success ? "regained" : "stillLost", data)];
  };
  // "a +1 bonus for each consecutive action spent to calm the mount" (decision 205, mounted/calming.ts).
  const request = regainControlRequest(s.own.creature, enemies, calming, woundsOptions());
  return { check: line("title.regainMountControl", data), request, wild: false, effect };
}

export function ownPlan(act: OwnAct, self: Self): CheckPlan | Refusal {
  switch (act) {
    case "drag":
      return dragPlan(self);
    case "dash":
      return dashPlan(self);
    case "swimToSurface":
      return surfacePlan(self);
    case "regainMountControl":
      return mountPlan(self);
  }
}

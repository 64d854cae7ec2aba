/**
 * Untrained mounts "require a Prs [Nature/Riding] check each time they or you are wounded" (seed 004; docs/rules/
 * wounds.md decision 219): each hit whose wound fills a slot of a rider or of its untrained mount calls for the check
 * as a follow-up roll of the damage step (procedure/steps/follow-up-roll.ts), so a second wound no worse than the first
 * asks it too. The active GM's client rolls the rider's check (the engine's `controlCheckRequest`, TN 5) as soon as the
 * wound stands; a failure sets Out of Control on the mount, wherever the wound fell. Once per damage: the card records
 * the roll, a replay is refused, and Undo takes the roll and the status back with the damage.
 */
import type { WoundOutcome } from "../../../../engine/rulesets/wounds/damage/apply.ts";
import { controlCheckRequest } from "../../../../engine/rulesets/wounds/actions/action-checks.ts";
import { woundCallsControlCheck, type WoundedRide } from "../../../../engine/rulesets/wounds/special/mounted.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { ProcedureStep } from "../../../procedure/step.ts";
import { followUpRollStep, type FollowUpEffect } from "../../../procedure/steps/follow-up-roll.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import { mountOf, riderOf } from "./riding.ts";
import { isOutOfControl, OUT_OF_CONTROL } from "./steer.ts";
import { isTrainedMount } from "./trained.ts";

const KEY = `${I18N_ROOT}.Wounds.Mounted`;
const NOT_RIDING: Refusal = { refused: `${KEY}.Refusal.notRiding` };

export const MOUNT_CONTROL_STEP_ID = "mountControl";

/** The ride `combatant` is part of, and whether a wound on it is the rider's or the mount's. */
interface Ride {
  readonly rider: Combatant.Implementation;
  readonly mount: Combatant.Implementation;
  readonly trigger: WoundedRide["trigger"];
}

function rideOf(combatant: Combatant.Implementation | undefined): Ride | undefined {
  if (!combatant) return undefined;
  const mount = mountOf(combatant);
  if (mount) return { rider: combatant, mount, trigger: "riderWounded" };
  const rider = riderOf(combatant);
  return rider ? { rider, mount: combatant, trigger: "mountWounded" } : undefined;
}

/** The follow-up the hit `outcome` on `target` (struck by `attacker`) calls for: the control check, or nothing. */
export function controlFollows(
  target: Actor.Implementation,
  attacker: Actor.Implementation,
  outcome: WoundOutcome,
): readonly string[] {
  const ride = rideOf(fightingCombatant(target, attacker));
  if (!ride) return [];
  const state = { trainedForCombat: isTrainedMount(ride.mount), outOfControl: isOutOfControl(ride.mount) };
  return woundCallsControlCheck(outcome, { trigger: ride.trigger, ...state }) ? [MOUNT_CONTROL_STEP_ID] : [];
}

export const MOUNT_CONTROL_STEP: ProcedureStep = followUpRollStep({
  id: MOUNT_CONTROL_STEP_ID,
  awaiting: `${KEY}.awaitingControl`,
  label: `${KEY}.controlDetails`,
  button: { label: `${KEY}.controlButton`, icon: "fa-solid fa-horse" },
  plan(target, { attacker }) {
    // The pair as it stands now: the rider rolls, whichever of the two the wound fell on.
    const ride = rideOf(fightingCombatant(target, attacker));
    const rider = ride?.rider.actor;
    const mount = ride?.mount.actor;
    const view = rider ? woundsActorView(rider) : undefined;
    if (!rider || !mount || !view) return NOT_RIDING;
    const data = { name: rider.name, mount: mount.name };
    return {
      request: controlCheckRequest(toWoundsActor(view.source, view.statuses).creature, woundsOptions()),
      read(result): FollowUpEffect {
        if (result.success === true) {
          return { system: {}, conditions: [], summary: game.i18n.format(`${KEY}.keptControl`, data) };
        }
        const on = mount.uuid === target.uuid ? {} : { on: mount };
        return {
          system: {},
          conditions: [{ status: OUT_OF_CONTROL, boundary: null, ...on }],
          summary: game.i18n.format(`${KEY}.lostControl`, data),
        };
      },
    };
  },
});

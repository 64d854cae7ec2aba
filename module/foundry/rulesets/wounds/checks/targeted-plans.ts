/**
 * The checks of the actions aimed at the user's target (docs/rules/wounds.md decisions 172–175), each the engine's
 * request and effect, read from the documents as they stand (checks/read-check-act.ts):
 * - Escape: "Make a Power or Agility check against the escape TN of the effect. On a success, you end the effect" —
 *   a pin "until it succeeds on an Escape attempt as if escaping the grapple, which ends the pin but not the grapple";
 *   a grapple ends for both ("both you and the target are grappling each other").
 * - Pin: "Make a Power check at a -2 penalty against the higher of the target's Power or Agility defense. On a success,
 *   the target is now helpless and immobile" (Pinned, which implies both and keeps the grapple).
 * - Enter Occupied Space: "a Power or Agility check against the higher of your target's Power or Agility defense …
 *   both you and the target take a -2 penalty" (Sharing a Space on both).
 * - Hinder: "Choose one of the hindrances from the following table, then make the associated standard check, causing
 *   the described effect on the target on a success": Distracted to the end of the round, Prone, the item dropped (the
 *   first weapon it holds unequipped), the yards of a Shove (the GM moves the token).
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import {
  ADJACENT_YARDS,
  betterOfPowerAgility,
  grappleEscapeTn,
  hinderDefense,
} from "../../../../engine/rulesets/wounds/actions/action-checks.ts";
import {
  escapeGrapple,
  escapePin,
  escapeRequest,
  pin,
  pinRequest,
  releaseGrapple,
  whyNotGrappling,
} from "../../../../engine/rulesets/wounds/actions/grapple.ts";
import {
  applyHinder,
  hinderAttackRequest,
  type HinderEffect,
  type WeaponFacts,
} from "../../../../engine/rulesets/wounds/actions/hinder.ts";
import {
  enterSpaceRequest,
  shareSpace,
  whyCannotEnterSpace,
} from "../../../../engine/rulesets/wounds/actions/occupied.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import type { HindranceId } from "../../../../engine/rulesets/wounds/tables/hindrances.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { woundsWeaponOf } from "../documents.ts";
import { meleeReach } from "../canvas/situation.ts";
import { woundsOptions } from "../rule-variants.ts";
import type { Named, WoundsWeaponSource } from "../sources.ts";
import { checkRefused, type TargetedAct } from "./check-acts.ts";
import type { CheckOutcome, CheckPlan } from "./check-plan.ts";

const KEY = `${I18N_ROOT}.Wounds.ActionCheck`;

/** The two creatures of a targeted act, read from their documents as they stand. */
export interface Sides {
  readonly actor: Actor.Implementation;
  readonly target: Actor.Implementation;
  readonly own: WoundsActor;
  readonly theirs: WoundsActor;
  /** The target's Power and Agility defenses, as its sheet shows them. */
  readonly theirPower: number;
  readonly theirAgility: number;
  readonly round: number;
}

/** A targeted act's plan, and the reach the target must stand within. */
export interface TargetedPlan {
  readonly reach: number;
  readonly plan: CheckPlan;
}

/** Why a grapple action cannot be taken: the taker (and, to escape, the target) must be grappling. */
function notGrappling(...actors: readonly WoundsActor[]): Refusal | undefined {
  const why = actors.map((a) => whyNotGrappling(a.conditions)).find((r) => r !== undefined);
  return why ? woundsRefusal(why) : undefined;
}
const names = (s: Sides) => ({ name: s.actor.name, target: s.target.name });
const line = (key: string, data: Record<string, string>) => game.i18n.format(`${KEY}.${key}`, data);
const failed = (s: Sides) => [line("failed", names(s))];

function escapePlan(s: Sides): TargetedPlan | Refusal {
  const refusal = notGrappling(s.own, s.theirs);
  if (refusal) return refusal;
  const check = betterOfPowerAgility(s.own.creature);
  const tn = grappleEscapeTn(s.theirPower, s.theirAgility);
  const pinned = isActive(s.own.conditions, "pinned");
  const effect = async ({ success }: CheckOutcome) => {
    if (!success) return failed(s);
    if (pinned) {
      await applyConditionChanges(s.actor, s.own.conditions, escapePin(s.own.conditions));
      // A Pinned given on the token HUD carried the grapple it implies; the grapple stays, as a status of its own.
      if (!s.actor.statuses.has("grappling")) await s.actor.toggleStatusEffect("grappling", { active: true });
      return [line("escapedPin", names(s))];
    }
    await applyConditionChanges(s.actor, s.own.conditions, escapeGrapple(s.own.conditions));
    await applyConditionChanges(s.target, s.theirs.conditions, releaseGrapple(s.theirs.conditions));
    return [line("escapedGrapple", names(s))];
  };
  const request = escapeRequest(s.own.creature, check, tn, woundsOptions());
  return { reach: ADJACENT_YARDS, plan: { check: line("title.escape", names(s)), request, wild: true, effect } };
}

function pinPlan(s: Sides): TargetedPlan | Refusal {
  const refusal = notGrappling(s.own);
  if (refusal) return refusal;
  if (isActive(s.theirs.conditions, "pinned")) return checkRefused("alreadyPinned");
  const effect = async ({ success }: CheckOutcome) => {
    if (!success) return failed(s);
    await applyConditionChanges(s.target, s.theirs.conditions, pin(s.theirs.conditions, s.round));
    return [line("pinned", names(s))];
  };
  const request = pinRequest(s.own.creature, s.theirPower, s.theirAgility, woundsOptions());
  return { reach: ADJACENT_YARDS, plan: { check: line("title.pin", names(s)), request, wild: true, effect } };
}

function enterSpacePlan(s: Sides): TargetedPlan | Refusal {
  const tooFar = whyCannotEnterSpace(s.own.creature.size, s.theirs.creature.size);
  if (tooFar) return woundsRefusal(tooFar);
  const check = betterOfPowerAgility(s.own.creature);
  const effect = async ({ success }: CheckOutcome) => {
    if (!success) return failed(s);
    // Each carries the penalty for sharing with the other ("both you and the target take a -2 penalty").
    await applyConditionChanges(s.actor, s.own.conditions, shareSpace(s.own.conditions, s.round, s.target.id ?? ""));
    await applyConditionChanges(
      s.target,
      s.theirs.conditions,
      shareSpace(s.theirs.conditions, s.round, s.actor.id ?? ""),
    );
    return [line("sharingSpace", names(s))];
  };
  const request = enterSpaceRequest(s.own.creature, check, s.theirPower, s.theirAgility, woundsOptions());
  return {
    reach: ADJACENT_YARDS,
    plan: { check: line("title.enterOccupiedSpace", names(s)), request, wild: true, effect },
  };
}

/** The melee weapons a creature holds (equipped), its first one's group and accuracy for a Melee weapon check. */
function meleeWeapons(actor: Actor.Implementation): Named<WoundsWeaponSource>[] {
  return actor.items.contents.flatMap((item) => {
    const weapon = woundsWeaponOf(item);
    return weapon && weapon.data.equipped && weapon.data.kind === "melee" ? [weapon] : [];
  });
}

function weaponFacts(weapons: readonly Named<WoundsWeaponSource>[]): WeaponFacts {
  const first = weapons[0];
  return first ? { weaponGroup: first.data.group, accuracy: first.data.accuracy } : {};
}

/** "The target drops one item it is holding": the first weapon it holds, unequipped; none held, nothing drops. */
async function disarm(s: Sides): Promise<string> {
  const held = s.target.items.contents.find((item) => woundsWeaponOf(item)?.data.equipped === true);
  if (!held) return line("holdsNothing", names(s));
  await held.update({ system: { equipped: false } });
  return line("disarmed", { ...names(s), item: held.name });
}

async function hindered(s: Sides, effect: HinderEffect): Promise<string> {
  if (effect.kind === "drops") return disarm(s);
  if (effect.kind === "shoved") return line("shoved", { ...names(s), yards: String(effect.maxYards) });
  return line(effect.kind, names(s));
}

function hinderPlan(s: Sides, hindrance: HindranceId): TargetedPlan {
  const options = woundsOptions();
  const mine = meleeWeapons(s.actor);
  const attack = hinderAttackRequest(s.own.creature, hindrance, weaponFacts(mine), options);
  const against = hinderDefense(attack, s.theirs.creature, hindrance, weaponFacts(meleeWeapons(s.target)), options);
  const effect = async ({ success, margin }: CheckOutcome) => {
    if (!success) return failed(s);
    const done = applyHinder(s.theirs, hindrance, margin, s.round);
    await applyConditionChanges(s.target, s.theirs.conditions, done.actor.conditions);
    return [await hindered(s, done.effect)];
  };
  const check = line(`title.${hindrance}`, names(s));
  const wild = hindrance !== "distract";
  const reach = Math.max(ADJACENT_YARDS, ...mine.map((w) => meleeReach(w.data)));
  if (against.kind === "defense") {
    const request = { ...attack, target: { kind: "meet" as const, value: against.value, source: against.source } };
    return { reach, plan: { check, request, wild, effect } };
  }
  const opposing = { actor: s.target, check: line("resist", names(s)), request: against.request };
  return { reach, plan: { check, request: attack, wild, opposing, effect } };
}

export function targetedPlan(act: TargetedAct, sides: Sides): TargetedPlan | Refusal {
  switch (act.action) {
    case "escape":
      return escapePlan(sides);
    case "pin":
      return pinPlan(sides);
    case "enterOccupiedSpace":
      return enterSpacePlan(sides);
    case "hinder":
      return hinderPlan(sides, act.hindrance);
  }
}

/**
 * Untrained mounts (seed 004): they "require a Prs [Nature/Riding] check each time they or you are wounded or you come
 * into reach of an enemy's melee weapon. Failing this check means you lose control of your mount, which will typically
 * attempt to flee from battle by the most obvious route." (docs/rules/wounds.md decision 204.) Fray asks the check on
 * the GM's client, as soon as the event is seen, for a mount the GM has not marked trained and that is still in
 * control: the rider rolls the engine's `controlCheckRequest` (TN 5) on a check card; a failure sets Out of Control on
 * the mount. The event seen here: a token move that brings the rider within an enemy's equipped melee weapon's reach
 * from outside it (the rider carried by its mount, or the enemy walking up; "you are considered 1 yard farther from
 * creatures on the ground smaller than your mount", the engine's `riderDistance`). A wound asks the check on the
 * attack card that dealt it (wound-control.ts).
 */
import { controlCheckRequest } from "../../../../engine/rulesets/wounds/actions/action-checks.ts";
import {
  enteredReach,
  needsControlCheck,
  riderDistance,
  type ControlTrigger,
} from "../../../../engine/rulesets/wounds/special/mounted.ts";
import { readPair, readPairBefore } from "../../../canvas/situate.ts";
import { combatantOfToken } from "../../../combat/token-moved.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { meleeReach } from "../canvas/situation.ts";
import { hostile } from "../canvas/flanking.ts";
import { rollCheckPlan } from "../checks/check-plan.ts";
import { woundsActorView, woundsWeaponOf } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import { mountOf, ridingPairs } from "./riding.ts";
import { isOutOfControl, OUT_OF_CONTROL } from "./steer.ts";
import { isTrainedMount } from "./trained.ts";

const KEY = `${I18N_ROOT}.Wounds.Mounted`;

/** The farthest reach of the creature's equipped melee weapons; undefined without one. */
function meleeWeaponReach(actor: Actor.Implementation | null): number | undefined {
  const reaches = (actor?.items.contents ?? []).flatMap((item) => {
    const weapon = woundsWeaponOf(item);
    return weapon && weapon.data.kind !== "ranged" && weapon.data.equipped ? [meleeReach(weapon.data)] : [];
  });
  return reaches.length === 0 ? undefined : Math.max(...reaches);
}

/** The size of a token's creature (0 for a bare token). */
function sizeOf(token: TokenDocument.Implementation): number {
  const view = token.actor ? woundsActorView(token.actor) : undefined;
  return view?.source.size ?? 0;
}

/** GM: the rider of `mount` rolls to keep control, for `trigger`; a failure leaves the mount Out of Control. */
async function askControl(
  rider: Combatant.Implementation,
  mount: Combatant.Implementation,
  trigger: ControlTrigger,
): Promise<void> {
  const actor = rider.actor;
  const view = actor ? woundsActorView(actor) : undefined;
  if (!actor || !view || isOutOfControl(mount) || !needsControlCheck(isTrainedMount(mount), trigger)) return;
  const data = { name: actor.name, mount: mount.name ?? "" };
  const request = controlCheckRequest(toWoundsActor(view.source, view.statuses).creature, woundsOptions());
  const effect = async ({ success }: { readonly success: boolean }) => {
    if (success) return [game.i18n.format(`${KEY}.keptControl`, data)];
    await mount.actor?.toggleStatusEffect(OUT_OF_CONTROL, { active: true });
    return [game.i18n.format(`${KEY}.lostControl`, data)];
  };
  await rollCheckPlan(actor, { check: game.i18n.format(`${KEY}.controlTitle`, data), request, wild: false, effect });
}

/** Did the move of `moved` from `origin` bring `rider` within `foe`'s melee reach? */
function cameIntoReach(
  rider: TokenDocument.Implementation,
  foe: TokenDocument.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
  mountSize: number,
): boolean {
  const reach = meleeWeaponReach(foe.actor);
  if (reach === undefined || !hostile(rider.disposition, foe.disposition)) return false;
  const other = moved.id === rider.id ? foe : rider;
  const before = readPairBefore("wounds", other, moved, origin);
  const after = readPair("wounds", rider, foe);
  if (!before || !after) return false;
  // "considered 1 yard farther from creatures on the ground smaller than your mount": a foe riding is not on the ground.
  const foeMount = mountTokenOf(foe);
  const matchup = {
    mountSize,
    opponentSize: sizeOf(foe),
    ...(foeMount ? { opponentMountSize: sizeOf(foeMount) } : {}),
  };
  return enteredReach(riderDistance(before.distance, matchup), riderDistance(after.distance, matchup), reach);
}

/** The token of the mount the creature of `token` rides in a started combat, if it rides. */
function mountTokenOf(token: TokenDocument.Implementation): TokenDocument.Implementation | undefined {
  const combatant = combatantOfToken(token);
  return (combatant ? mountOf(combatant)?.token : undefined) ?? undefined;
}

/**
 * GM, when a fighting token moved: each rider of the combat that the move brought within an enemy's melee reach (the
 * rider carried, or the enemy walking up) rolls to keep control of its untrained mount.
 */
export async function controlOnMove(
  mover: Combatant.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const combat = mover.combat;
  if (!combat) return;
  for (const { rider, mount } of ridingPairs(combat)) {
    const riderToken = rider.token;
    const mountToken = mount.token;
    if (!riderToken || !mountToken || moved.id === mountToken.id) continue;
    const scene = riderToken.parent;
    const foes =
      moved.id === riderToken.id
        ? (scene?.tokens.contents ?? []).filter((t) => t.id !== riderToken.id && t.id !== mountToken.id)
        : [moved];
    const size = sizeOf(mountToken);
    if (foes.some((foe) => cameIntoReach(riderToken, foe, moved, origin, size))) {
      await askControl(rider, mount, "enemyReach");
    }
  }
}

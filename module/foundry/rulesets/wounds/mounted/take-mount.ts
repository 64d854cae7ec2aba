/**
 * "Action: Mount/Dismount — You climb atop a horse or other mount, or climb off of the mount" (seed 004), taken from
 * the sheet's Actions button on the user's target, GM side (`fray.sheetAct`; docs/rules/wounds.md decision 199). A
 * rider dismounts whatever it targets; anyone else mounts its target, which must be another creature of the same
 * combat, beside it, riding nothing and ridden by no one, not hostile to it (decision 220), and "at least the size of
 * its rider" (the engine's `whyCannotMount`). Everything is read from the documents as they stand; the 6 AP are paid
 * through the room's spend (an act costing more than the AP left is declared and done when paid, decision 177). Done:
 * the rider's combatant records its mount and its token is set on the mount's top-left space (the mount's moves carry
 * it, carry.ts); dismounted, the record is cleared and the token is set down beside the mount (step-off.ts, decision
 * 221). A replayed request is refused by the relay's stamp; a repeated click pays again, as a second action would, and
 * then dismounts.
 */
import { actionReachRefusal, ADJACENT_YARDS } from "../../../../engine/rulesets/wounds/actions/action-checks.ts";
import { whyCannotMount } from "../../../../engine/rulesets/wounds/special/mounted.ts";
import { NOT_IN_COMBAT } from "../../../applications/sheets/actions-section.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { fightsFor } from "../../../combat/fights-for.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { actorAt } from "../../../queries/actor-at.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { actAim } from "../combat/act-aim.ts";
import { woundsStateOf } from "../combat/actor.ts";
import { payAct } from "../combat/pay-act.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { hostile } from "../canvas/flanking.ts";
import { woundsActorView } from "../documents.ts";
import { tokenDistance } from "../healing/healer.ts";
import { MOUNT_ACT } from "./mount-act.ts";
import { mountOf, riderOf } from "./riding.ts";
import { stepOff } from "./step-off.ts";

const KEY = `${I18N_ROOT}.Wounds.Mounted`;
const refused = (code: string): Refusal => ({ refused: `${KEY}.Refusal.${code}` });

/** What the act does when it takes effect, read from the documents as they stand. */
type MountRead =
  | { readonly kind: "dismount"; readonly rider: Combatant.Implementation; readonly mount: Combatant.Implementation }
  | { readonly kind: "mount"; readonly rider: Combatant.Implementation; readonly mount: Combatant.Implementation };

/**
 * Do the two creatures' tokens stand hostile to each other (friendly against hostile, as flanking reads them)? The
 * relay cannot tell a GM's request from a player's (queries/proof.ts), so the GM who has tamed an enemy's beast turns
 * its token's disposition first (decision 220).
 */
function hostileTokens(rider: Combatant.Implementation, mount: Combatant.Implementation): boolean {
  const [a, b] = [rider.token, mount.token];
  return a !== null && b !== null && hostile(a.disposition, b.disposition);
}

/** Why `mount` cannot carry `rider` now: taken, riding, hostile, too small or too far. */
function whyNotMount(
  rider: Combatant.Implementation,
  mount: Combatant.Implementation,
  actor: Actor.Implementation,
  target: Actor.Implementation,
): Refusal | undefined {
  if (riderOf(rider)) return refused("carriesRider");
  if (mountOf(mount)) return refused("mountRides");
  if (riderOf(mount)) return refused("mountTaken");
  const own = woundsActorView(actor);
  const theirs = woundsActorView(target);
  if (!own || !theirs) return refused("needsMount");
  const why = whyCannotMount(own.source.size, theirs.source.size, hostileTokens(rider, mount));
  if (why) return woundsRefusal(why);
  const far = actionReachRefusal(tokenDistance(actor, target), ADJACENT_YARDS);
  return far ? { refused: `${I18N_ROOT}.Wounds.ActionCheck.Refusal.${far}` } : undefined;
}

async function readMount(actor: Actor.Implementation, targetUuid: string): Promise<MountRead | Refusal> {
  const view = woundsActorView(actor);
  if (!view) return refused("needsMount");
  const target = await actorAt(targetUuid);
  const rider = fightingCombatant(actor, target);
  if (!rider?.combat || !woundsStateOf(rider)) return NOT_IN_COMBAT;
  const ridden = mountOf(rider);
  if (ridden) return { kind: "dismount", rider, mount: ridden };
  const mount = target ? rider.combat.combatants.find((c) => c.id !== rider.id && fightsFor(c, target)) : undefined;
  if (!target || !mount || target.uuid === actor.uuid || !woundsStateOf(mount)) return refused("needsMount");
  return whyNotMount(rider, mount, actor, target) ?? { kind: "mount", rider, mount };
}

/** The rider's token on the mount's top-left space, on the mount's scene. */
async function seat(rider: Combatant.Implementation, mount: Combatant.Implementation): Promise<void> {
  const riderToken = rider.token;
  const mountToken = mount.token;
  if (!riderToken || !mountToken || riderToken.parent !== mountToken.parent) return;
  await riderToken.update({ x: mountToken.x, y: mountToken.y });
}

/** The act done: the record written and the rider's token set; the key of what the chat line says. */
async function take(read: MountRead): Promise<string> {
  if (read.kind === "mount") {
    await read.rider.update({ system: { riding: read.mount.id ?? "", calming: 0 } });
    await seat(read.rider, read.mount);
    return "mounted";
  }
  await read.rider.update({ system: { riding: "", calming: 0 } });
  return (await stepOff(read.rider.token, read.mount.token)) === "noPlace" ? "dismountedNoPlace" : "dismounted";
}

async function perform(actor: Actor.Implementation, targetUuid: string): Promise<void> {
  const read = await readMount(actor, targetUuid);
  const data = { name: actor.name };
  if (isRefusal(read)) {
    const text = game.i18n.localize(read.refused);
    await postSummary(game.i18n.format(`${KEY}.notDone`, data), [{ name: actor.name, text }]);
    return;
  }
  const text = game.i18n.format(`${KEY}.${await take(read)}`, { ...data, mount: read.mount.name ?? "" });
  await postSummary(game.i18n.localize(`${KEY}.title`), [{ name: actor.name, text }]);
}

/** GM: Mount/Dismount asked from `actor`'s sheet on `request.targetUuid`. */
export async function takeMountAct(
  actor: Actor.Implementation,
  request: SheetActRequest,
): Promise<Refusal | undefined> {
  const read = await readMount(actor, request.targetUuid);
  if (isRefusal(read)) return read;
  // The spend refuses what the engine refuses (dead, unconscious, pinned, another's turn without the higher score).
  const paid = await payAct(read.rider, MOUNT_ACT, actAim(request));
  if (paid !== "now") return paid === "declared" ? undefined : paid;
  await perform(actor, request.targetUuid);
  return undefined;
}

/** GM, at the rider's turn start: a Mount/Dismount whose last AP were just paid takes effect, read again. */
export async function completeMountAct(combatant: Combatant.Implementation, request: SheetActRequest): Promise<void> {
  const actor = combatant.actor;
  if (actor) await perform(actor, request.targetUuid);
}

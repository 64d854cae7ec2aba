/**
 * Letting go of a grapple, on the active GM's client (the `release` control, relayed as `fray.combatAct` from the
 * grappler's owner). The excerpt's glyph line "Release ⟐" is the grappler opening its hand: a primary action at the
 * glyph's 1 AP (rules page decision 132), paid through the room's spend with the shortfall named. The Grappled status
 * records no holder (decision 95), so the grappler names the creature it frees by targeting it, as an escaper names
 * its holder; the GM re-reads both from the documents: the freed creature is Grappled, in the same encounter, and a
 * foe (tokens of another disposition, decision 85: nobody holds an ally). One chat line says who let go of whom.
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { toContestActor, type ContestCreatureSource } from "../sources.ts";
import { contestCreatureOf, contestEconomyActor } from "./actor.ts";
import { alliedCombatants } from "./sides.ts";
import { spendContest } from "./spend.ts";

const KEY = `${I18N_ROOT}.Contest.Release`;
const REFUSAL = `${I18N_ROOT}.Contest.Refusal`;
const NO_TARGET: Refusal = { refused: `${REFUSAL}.noReleaseTarget` };
const NOT_GRAPPLED: Refusal = { refused: `${REFUSAL}.notGrappled` };

/** The creature's Grappled status ended, its other statuses kept: a release, or a won escape (grapple.ts). */
export async function endGrappled(
  document: Actor.Implementation,
  actor: ContestActor,
  source: ContestCreatureSource,
): Promise<void> {
  const free = toContestActor(
    source,
    [...document.statuses].filter((id) => id !== "grappled"),
  );
  await applyConditionChanges(document, actor.conditions, free.conditions);
}

export async function runRelease(combatant: Combatant.Implementation, targetId?: string): Promise<Refusal | undefined> {
  const foe = targetId === undefined ? undefined : combatant.combat?.combatants.get(targetId);
  const them = foe ? contestEconomyActor(foe) : undefined;
  const theirs = foe ? contestCreatureOf(foe.actor) : undefined;
  const [actorDoc, foeDoc] = [combatant.actor, foe?.actor];
  if (!foe || foe.id === combatant.id || !them || !theirs || !actorDoc || !foeDoc) return NO_TARGET;
  if (alliedCombatants(combatant, foe)) return NO_TARGET;
  if (!isActive(them.conditions, "grappled")) return NOT_GRAPPLED;
  const paid = await spendContest(combatant, { action: "release" });
  if (paid) return paid;
  await endGrappled(foeDoc, them, theirs.source);
  const names = { actor: actorDoc.name, target: foeDoc.name };
  const title = game.i18n.format(`${KEY}.title`, names);
  await postSummary(title, [{ name: actorDoc.name, text: game.i18n.format(`${KEY}.done`, names) }], []);
  return undefined;
}

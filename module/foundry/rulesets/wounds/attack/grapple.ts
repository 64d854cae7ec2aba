/**
 * A Grapple's hit at the table. Seed 004, "Action: Grapple": "If the attack hits, you deal no damage but instead both
 * you and the target are grappling each other." The GM's client, rolling the attack on the card, sets the engine's
 * Grappling condition (`startGrapple`) on both creatures, so Interpose, Cling and Pin find the grapple without the GM
 * setting it by hand. The catalog's Grappling names no partner: two Grappling creatures side by side are the grapple
 * (docs/rules/wounds.md decision 105).
 */
import { startGrapple } from "../../../../engine/rulesets/wounds/actions/grapple.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsActor } from "../sources.ts";

async function grapple(actor: Actor.Implementation, round: number): Promise<void> {
  const view = woundsActorView(actor);
  if (!view) return;
  const { conditions } = toWoundsActor(view.source, view.statuses);
  await applyConditionChanges(actor, conditions, startGrapple(conditions, round));
}

/** Both creatures are grappling each other (a creature already Grappling keeps its condition as it is). */
export async function seizeGrapple(
  attacker: Actor.Implementation,
  target: Actor.Implementation,
  round: number,
): Promise<void> {
  await grapple(attacker, round);
  await grapple(target, round);
}

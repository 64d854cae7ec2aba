/**
 * What a healing action reads from the healer's and the patient's documents: whether the healer has a healing kit
 * ("if you do not have a healing kit in hand": carrying one counts, taking it in hand is part of the action;
 * decision 150) and how far apart their tokens stand, in yards, on a scene where both have one.
 */
import { attackerTokenOn, readPair } from "../../../canvas/situate.ts";
import { WoundsGearModel } from "../data/item-models.ts";

export function healingKitInHand(actor: Actor.Implementation): boolean {
  return actor.items.contents.some((item) => {
    const gear = item.system;
    return gear instanceof WoundsGearModel && gear.healingKit && gear.quantity > 0;
  });
}

/** The yards between the two creatures' tokens on the first scene holding both; undefined when none does. */
export function tokenDistance(healer: Actor.Implementation, patient: Actor.Implementation): number | undefined {
  for (const scene of game.scenes.contents) {
    const own = attackerTokenOn(scene, healer);
    const other = attackerTokenOn(scene, patient);
    const pair = own && other ? readPair("wounds", own, other) : undefined;
    if (pair) return pair.distance;
  }
  return undefined;
}

import type { OutcomeRoom } from "../../../effects/outcome-room.ts";
import { contestSide } from "../documents.ts";

/** Health at 0 or below: "before being knocked unconscious" (rules page decision 36: Unconscious and Prone). */
function knockedOut(target: Actor.Implementation): boolean {
  const side = contestSide(target);
  return side !== undefined && side.source.health.value <= 0;
}

/**
 * `contest` conditions an attack leaves. The combat roll itself sets none: a critical win grants a maneuver, chosen
 * on the card. Damage to 0 Health leaves the creature Unconscious and Prone (the damage rules report both as the
 * hit's statuses too); healing above 0 ends Unconscious only, "the creature stays prone" (decision 36).
 */
export const CONTEST_OUTCOME_ROOM: OutcomeRoom = {
  fromAttack: () => [],
  afterDamage: (target) => (knockedOut(target) ? ["unconscious", "prone"] : []),
  woke: (target) => ({ ended: contestSide(target) && !knockedOut(target) ? ["unconscious"] : [] }),
};

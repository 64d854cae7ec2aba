import type { OutcomeRoom } from "../../../effects/outcome-room.ts";
import { momentumActorView } from "../documents.ts";

/**
 * `momentum` conditions an attack leaves. The attack roll itself sets none (its critical hit is damage: "Critical
 * hits with weapons increase the damage by 6"). Damage sets Bleeding through the hit's own statuses (only lethal
 * damage below 1 Vitality starts it, which the tracks cannot tell) and leaves a creature Dead at the death threshold
 * (the damage rules set the flag). Downed is read from Vitality, never stored (rules page decision 22). Healing
 * ends nothing else: "healing does not stop" Bleeding (decision 23), Stabilize does.
 */
export const MOMENTUM_OUTCOME_ROOM: OutcomeRoom = {
  fromAttack: () => [],
  afterDamage(target) {
    return momentumActorView(target)?.source.dead === true ? ["dead"] : [];
  },
  woke(target) {
    const source = momentumActorView(target)?.source;
    return { ended: source && !source.dead ? ["dead"] : [] };
  },
};

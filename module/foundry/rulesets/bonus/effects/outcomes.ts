import { damageStatus } from "../../../../engine/rulesets/bonus/damage/status.ts";
import { conditionsInForce } from "../../../../engine/rulesets/bonus/economy/status.ts";
import type { OutcomeRoom } from "../../../effects/outcome-room.ts";
import { toBonusActor, toBonusCreature } from "../derive.ts";
import { bonusActorView } from "../documents.ts";

/**
 * `bonus` conditions set by an attack. The attack roll sets none: "When one or more of your Bonus Dice to damage
 * burst, it is called a critical hit" — what a critical hit does beyond its burst damage is not in the seed
 * (docs/rules/bonus.md decision 6); "A character who is hit hard enough … is knocked down" names no threshold, so
 * knocking down stays the GM's call (the Prone status). Damage that takes Health to 0 — "When your Health is
 * reduced to 0, you lose consciousness" — leaves the target Unconscious, until Health is above 0 again ("you remain
 * unconscious until you recover at least 1 point of health"); a dead creature does not wake.
 */
export const BONUS_OUTCOME_ROOM: OutcomeRoom = {
  fromAttack: () => [],
  afterDamage(target) {
    const view = bonusActorView(target);
    // An object has no Health to lose consciousness with: its Durability at 0 is destroyed (object-damage.ts).
    if (!view || view.object) return [];
    return conditionsInForce(toBonusActor(view.source, view.statuses)).has("unconscious") ? ["unconscious"] : [];
  },
  woke(target) {
    const view = bonusActorView(target);
    if (!view) return { ended: [] };
    const status = damageStatus(toBonusCreature(view.source));
    return { ended: status.unconscious || status.dead ? [] : ["unconscious"] };
  },
};

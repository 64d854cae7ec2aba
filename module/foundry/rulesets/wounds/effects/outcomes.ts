/**
 * `wounds` conditions an attack leaves. The attack roll sets none: a critical moves initiative (attack/attack-step.ts),
 * it gives no condition. What damage leaves — the wounded severity, dying, unconscious, dead — is the creature's own
 * data (the wound track and its state flags), which the statuses stand for (stored-statuses.ts, docs/rules/wounds.md
 * decision 85): the damage writes the data, so nothing is set after it here and nothing ends when a track is edited.
 * The one condition a hit sets that is not data, the Nonlethal Attack's helpless, comes with the damage itself
 * (`AppliedDamage.statuses`).
 */
import type { OutcomeRoom } from "../../../effects/outcome-room.ts";

export const WOUNDS_OUTCOME_ROOM: OutcomeRoom = {
  fromAttack: () => [],
  afterDamage: () => [],
  woke: () => ({ ended: [] }),
};

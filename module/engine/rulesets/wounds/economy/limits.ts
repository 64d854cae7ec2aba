import type { UseLimit } from "../../../core/economy/limits.ts";

/**
 * Use limits. "You can only take a single reaction in response to a specific trigger" (keyed by trigger); Harry:
 * "You can only use this reaction once per round per target" (keyed by target); the second Dash: "You cannot increase
 * your movement rate in this way more than once per round" is the combatant's Dash state (economy/combatant.ts).
 * Trigger ids are unique per event, so clearing reactions at each round start only keeps the list short.
 */
export const REACTION_LIMIT: UseLimit = { id: "reaction", times: 1, clearAt: "roundStart", keyed: true };
export const HARRY_LIMIT: UseLimit = { id: "harry", times: 1, clearAt: "roundStart", keyed: true };

export const WOUNDS_LIMITS: readonly UseLimit[] = [REACTION_LIMIT, HARRY_LIMIT];

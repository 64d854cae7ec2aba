/**
 * `bonus` Stabilized as the token HUD toggles it: the status is the stored `state.stabilized` the rules read ("If you
 * are stabilized, you remain unconscious until you recover at least 1 point of health"; the Shock countdown stops).
 * Giving it is the engine's `stabilize` ("A creature in shock can be stabilized"): refused for a creature not in
 * Shock or dead. Taking it away is `unstabilize`: back in Shock, the countdown from the Stamina score.
 */
import { stabilize, unstabilize } from "../../../../engine/rulesets/bonus/damage/shock.ts";
import type { BonusCreature } from "../../../../engine/rulesets/bonus/creature.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { StoredStatus } from "../../../effects/status-room.ts";
import { toBonusCreature } from "../derive.ts";
import { bonusActorView } from "../documents.ts";

const REFUSAL = `${I18N_ROOT}.Bonus.Refusal.stabilize`;

const stateOf = (c: BonusCreature) => ({
  state: { stabilized: c.stabilized, shockRoundsLeft: c.shockRoundsLeft ?? null },
});

export const STABILIZED: StoredStatus = {
  held: (actor) => bonusActorView(actor)?.source.state.stabilized,
  write(actor, on) {
    const view = bonusActorView(actor);
    if (!view) return { refused: `${I18N_ROOT}.Bonus.Refusal.notBonus` };
    const creature = toBonusCreature(view.source);
    if (!on) return { system: stateOf(unstabilize(creature)) };
    const outcome = stabilize(creature);
    return outcome.refused ? { refused: `${REFUSAL}.${outcome.refused}` } : { system: stateOf(outcome.creature) };
  },
};

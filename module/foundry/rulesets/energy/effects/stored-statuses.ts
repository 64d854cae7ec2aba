/**
 * `energy` Bleeding Out as the token HUD toggles it: the status is the stored `state.bleedingOut` the rules read ("You
 * also must make a Death Save at the beginning of every Round until you are Stabilized"). Taking it away is
 * Stabilized; the dead do not bleed out (damage/death.ts: dying ends bleeding).
 */
import { I18N_ROOT } from "../../../constants.ts";
import type { StoredStatus } from "../../../effects/status-room.ts";
import { energyActorView } from "../documents.ts";

export const BLEEDING_OUT: StoredStatus = {
  held: (actor) => energyActorView(actor)?.source.state.bleedingOut,
  write(actor, on) {
    const source = energyActorView(actor)?.source;
    if (!source) return { refused: `${I18N_ROOT}.Energy.Refusal.notEnergy` };
    if (on && source.state.dead) return { refused: `${I18N_ROOT}.Energy.Refusal.deadDoNotBleed` };
    return { system: { state: { bleedingOut: on } } };
  },
};

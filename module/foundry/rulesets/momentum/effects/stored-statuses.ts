/**
 * `momentum` Dead as the token HUD toggles it: the status is the stored `dead` flag the rules read ("You cannot drop
 * the Vitality of a creature below an amount that would kill them" — the damage rules set it; rules page decision
 * 19). "Dying does not remove Status effects": taking Dead away revives the creature and touches nothing else.
 */
import { I18N_ROOT } from "../../../constants.ts";
import type { StoredStatus } from "../../../effects/status-room.ts";
import { momentumActorView } from "../documents.ts";

export const DEAD: StoredStatus = {
  held: (actor) => momentumActorView(actor)?.source.dead,
  write(actor, on) {
    if (!momentumActorView(actor)) return { refused: `${I18N_ROOT}.Momentum.Refusal.notMomentum` };
    return { system: { dead: on } };
  },
};

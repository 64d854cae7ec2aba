/**
 * `energy` statuses that are stored state the rules read, as the token HUD toggles them (issue 22: "a status and the
 * state it stands for must be one thing"):
 * - Bleeding Out is `state.bleedingOut` ("You also must make a Death Save at the beginning of every Round until you
 *   are Stabilized"). Taking it away is Stabilized; the dead do not bleed out (damage/death.ts: dying ends bleeding),
 *   and a creature with Aura has been Stabilized ("A creature can be stabilized by gaining Aura", decision 78).
 * - Unconscious is `state.unconscious`, its cause deciding how the creature wakes. Whatever knocks it out (damage,
 *   a spend or the GM's Stamina − to 0: "Dropping to 0 Stamina will immediately result in unconsciousness") shows as
 *   the status; the GM's toggle on is a knock-out of the GM's (the engine's `knockOut`, "sleep": it wakes only when
 *   the GM says), and off is the GM waking it (`wakeUp`): "It is up to the GM to decide when you awaken". At 0
 *   Stamina it cannot stay awake (decision 79), and the dead do not wake.
 */
import { knockOut, wakeUp } from "../../../../engine/rulesets/energy/damage/unconscious.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { StoredStatus } from "../../../effects/status-room.ts";
import { creatureUpdate } from "../damage-update.ts";
import { energyActorView } from "../documents.ts";
import { toEnergyActor } from "../sources.ts";

const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;
const NOT_ENERGY = { refused: `${REFUSAL}.notEnergy` };

export const BLEEDING_OUT: StoredStatus = {
  held: (actor) => energyActorView(actor)?.source.state.bleedingOut,
  write(actor, on) {
    const source = energyActorView(actor)?.source;
    if (!source) return NOT_ENERGY;
    if (on && source.state.dead) return { refused: `${REFUSAL}.deadDoNotBleed` };
    if (on && source.aura.value > 0) return { refused: `${REFUSAL}.auraStabilizes` };
    return { system: { state: { bleedingOut: on } } };
  },
};

export const UNCONSCIOUS: StoredStatus = {
  held: (actor) => {
    const source = energyActorView(actor)?.source;
    return source ? source.state.unconscious !== null : undefined;
  },
  write(actor, on) {
    const view = energyActorView(actor);
    if (!view) return NOT_ENERGY;
    if (view.source.state.dead) return { refused: `${REFUSAL}.deadDoNotWake` };
    const before = toEnergyActor(view.source, [], []);
    const after = on ? knockOut(before, "sleep") : wakeUp(before);
    if (!on && after.creature.unconscious !== undefined) return { refused: `${REFUSAL}.noStaminaToWake` };
    return { system: creatureUpdate(after.creature) };
  },
};

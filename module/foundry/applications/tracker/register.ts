/**
 * At `init`: Fray's tracker replaces core's, and it redraws when what its rows show changes outside the Combat
 * documents (an actor's Vigor or Stamina, a condition toggled), which core's tracker does not watch.
 */
import { FrayCombatTracker } from "./tracker.ts";

function redrawIfFighting(actor: Actor.Implementation | null | undefined): void {
  if (actor?.inCombat) void ui.combat.render({ parts: ["tracker"] });
}

/** A condition is an effect on the actor (or on one of its items). */
function redrawForEffect(effect: ActiveEffect.Implementation): void {
  const parent = effect.parent;
  redrawIfFighting(parent instanceof Actor ? parent : parent?.parent);
}

export function registerCombatTracker(): void {
  CONFIG.ui.combat = FrayCombatTracker;
  Hooks.on("updateActor", (actor) => {
    redrawIfFighting(actor);
  });
  Hooks.on("createActiveEffect", redrawForEffect);
  Hooks.on("deleteActiveEffect", redrawForEffect);
}

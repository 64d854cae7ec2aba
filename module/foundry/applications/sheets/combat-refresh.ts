/**
 * An actor sheet's Actions section reads the running combat (its turn, the combatant's pools): re-render it when
 * a combat or combatant the actor fights in is created, changed or deleted. Returns the function that stops
 * watching.
 */
import { fightsFor } from "../../combat/fights-for.ts";

export function watchCombat(actor: Actor.Implementation, refresh: () => void): () => void {
  const combat = (c: Combat.Implementation): void => {
    if (c.combatants.some((member) => fightsFor(member, actor))) refresh();
  };
  const combatant = (c: Combatant.Implementation): void => {
    if (fightsFor(c, actor)) refresh();
  };
  const ids = [
    Hooks.on("createCombat", combat),
    Hooks.on("updateCombat", combat),
    Hooks.on("deleteCombat", combat),
    Hooks.on("createCombatant", combatant),
    Hooks.on("updateCombatant", combatant),
    Hooks.on("deleteCombatant", combatant),
  ] as const;
  return () => {
    Hooks.off("createCombat", ids[0]);
    Hooks.off("updateCombat", ids[1]);
    Hooks.off("deleteCombat", ids[2]);
    Hooks.off("createCombatant", ids[3]);
    Hooks.off("updateCombatant", ids[4]);
    Hooks.off("deleteCombatant", ids[5]);
  };
}

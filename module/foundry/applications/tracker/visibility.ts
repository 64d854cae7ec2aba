import type { ControlUser } from "../../combat/room.ts";
import type { CombatantFacts, ViewerFacts } from "./facts.ts";

/**
 * Whose pools a user sees in full: the GM sees everyone's; a player sees the combatants whose actor they own, and
 * with the world setting on, their friendly allies' too. Everyone else shows no numbers (a player must not read an
 * enemy's pools off the tracker).
 */
export function seesPools(viewer: ViewerFacts, combatant: Pick<CombatantFacts, "owner" | "friendly">): boolean {
  return viewer.isGM || combatant.owner || (viewer.seeAllies && combatant.friendly);
}

/**
 * Who acts for a combatant from the tracker with an owner's control: the GM, and the owner of its actor, whose
 * click goes to the active GM as `fray.combatAct` (module/foundry/combat/act-query.ts).
 */
export function actsFor(viewer: ViewerFacts, combatant: Pick<CombatantFacts, "owner">): boolean {
  return viewer.isGM || combatant.owner;
}

/**
 * Who adjusts pools and uses the GM's controls: the GM only (module/foundry/combat/economy-access.ts refuses anyone
 * else, so a player's button would only be refused).
 */
export function adjustsFor(viewer: ViewerFacts): boolean {
  return viewer.isGM;
}

/** May this viewer use a control its room declares for `who` on this combatant? */
export function usesControl(viewer: ViewerFacts, combatant: Pick<CombatantFacts, "owner">, who: ControlUser): boolean {
  return who === "owner" ? actsFor(viewer, combatant) : adjustsFor(viewer);
}

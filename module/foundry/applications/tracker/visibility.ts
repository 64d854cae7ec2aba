import type { CombatantFacts, ViewerFacts } from "./facts.ts";

/**
 * Whose pools a user sees in full: the GM sees everyone's; a player sees the combatants whose actor they own, and
 * with the world setting on, their friendly allies' too. Everyone else shows no numbers (a player must not read an
 * enemy's Vigor or Energy off the tracker).
 */
export function seesPools(viewer: ViewerFacts, combatant: Pick<CombatantFacts, "owner" | "friendly">): boolean {
  return viewer.isGM || combatant.owner || (viewer.seeAllies && combatant.friendly);
}

/**
 * Who acts for a combatant from the tracker (energy: Pass, roll Initiative to interrupt): the GM, and the owner of
 * its actor, whose click goes to the active GM as `fray.combatAct` (module/foundry/combat/act-query.ts).
 */
export function actsFor(viewer: ViewerFacts, combatant: Pick<CombatantFacts, "owner">): boolean {
  return viewer.isGM || combatant.owner;
}

/**
 * Who adjusts pools and sets the ambush role: the GM only (module/foundry/combat/economy-access.ts refuses anyone
 * else, so a player's button would only be refused).
 */
export function adjustsFor(viewer: ViewerFacts): boolean {
  return viewer.isGM;
}

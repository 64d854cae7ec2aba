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
 * Who gets a combatant's economy controls (pass, roll Initiative, adjust pools): the GM. The economy's writes are
 * GM-only (module/foundry/combat/economy-access.ts refuses anyone else), so a player's button would only be refused.
 */
export function actsFor(viewer: ViewerFacts): boolean {
  return viewer.isGM;
}

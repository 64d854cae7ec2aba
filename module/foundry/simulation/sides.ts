/**
 * Which side a combatant fights on in the simulation. Player-owned actors are the party; the others are foes,
 * unless the GM put the combatant on the other side (the tracker's row menu), say an NPC ally or a charmed hero.
 */
export type Side = "party" | "foes";

export interface SideFacts {
  readonly playerOwned: boolean;
  /** The GM moved this combatant to the other side. */
  readonly flipped: boolean;
}

export function sideOf(facts: SideFacts): Side {
  const party = facts.playerOwned !== facts.flipped;
  return party ? "party" : "foes";
}

/**
 * The user's current target as the actor sheets read it for their odds: the first targeted token's actor, whatever
 * its ruleset (the room refuses a foreign one), and its document (the canvas reading: distance, cover, range band).
 */

export function currentTargetActor(): Actor.Implementation | null {
  return game.user.targets.first()?.actor ?? null;
}

export function currentTargetToken(): TokenDocument.Implementation | undefined {
  return game.user.targets.first()?.document;
}

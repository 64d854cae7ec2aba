/**
 * The user's current target as the actor sheets read it for their odds: the first targeted token's actor, whatever
 * its ruleset (the room refuses a foreign one), and its document (the canvas reading: distance, cover, range band).
 */

function currentTargetActor(): Actor.Implementation | null {
  return game.user.targets.first()?.actor ?? null;
}

function currentTargetToken(): TokenDocument.Implementation | undefined {
  return game.user.targets.first()?.document;
}

/**
 * The current target as an actor sheet's input names it, with the room's odds per attacking item against it (read
 * with the target's token, for the canvas); no odds without a target.
 */
export function targetOdds<Odds>(
  plan: (
    target: Actor.Implementation,
    token: TokenDocument.Implementation | undefined,
  ) => Readonly<Record<string, Odds>>,
): { readonly target: { readonly name: string } | null; readonly odds: Readonly<Record<string, Odds>> } {
  const target = currentTargetActor();
  return target
    ? { target: { name: target.name }, odds: plan(target, currentTargetToken()) }
    : { target: null, odds: {} };
}

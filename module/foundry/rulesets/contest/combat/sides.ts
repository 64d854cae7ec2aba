/**
 * Which side of the fight a token is on: tokens of one v13 disposition (friendly, neutral, hostile, secret) fight on
 * one side (rules page decision 85); a token without one is everyone's foe. Read by the Opportunity Attack trigger
 * ("a foe's reach"), Release (only a foe is held, decision 132) and the surprise contest (the party that sneaks,
 * decision 134).
 */
function sideOf(token: TokenDocument.Implementation): number | undefined {
  const disposition: number | undefined = token.disposition;
  return disposition;
}

export function onOneSide(a: TokenDocument.Implementation, b: TokenDocument.Implementation): boolean {
  const side = sideOf(a);
  return side !== undefined && side === sideOf(b);
}

/** Two combatants on one side: both have tokens of one disposition (without tokens, nothing says they are allies). */
export function alliedCombatants(a: Combatant.Implementation, b: Combatant.Implementation): boolean {
  const [at, bt] = [a.token, b.token];
  return at !== null && bt !== null && onOneSide(at, bt);
}

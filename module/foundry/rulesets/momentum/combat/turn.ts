/**
 * Whose turn it is in a `momentum` round, read from the round the Combat stores (a union's turn is each member's):
 * AP are spent "during their turn", RP outside it.
 */
import { storedRound } from "../../../combat/turn-driver.ts";

export function isOwnTurn(combatant: Combatant.Implementation): boolean {
  const combat = combatant.combat;
  const round = combat ? storedRound(combat) : undefined;
  const active = round?.state.active;
  if (!round || active === undefined || combatant.id === null) return false;
  return active === combatant.id || round.groups.some((g) => g.id === active && g.members.includes(combatant.id ?? ""));
}

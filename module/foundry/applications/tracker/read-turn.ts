/**
 * Reads a combatant's turn out of the Combat's stored round (combat/turn-driver.ts) for the tracker: held or saved,
 * shared with whom, and which turn controls the round offers it now. The GM re-checks every control when it is
 * used; this only decides which buttons to draw.
 */
import type { TurnGroup } from "../../../engine/core/turns/groups.ts";
import type { RoundState } from "../../../engine/core/turns/round.ts";
import { FORFEIT_TURN, HOLD_TURN, RELEASE_TURN, SAVE_TURN } from "../../combat/turn-control-ids.ts";
import { turnControls, turnIdOf } from "../../combat/turn-controls.ts";
import { storedRound } from "../../combat/turn-driver.ts";
import { initiativeStructureOf } from "../../combat/turn-structure.ts";
import type { ChoiceOption } from "./row-view.ts";
import type { TurnFacts } from "./turn-view.ts";

type NameOf = (id: string) => string;

function offered(controlId: string, own: string, state: RoundState, saveChoices: readonly ChoiceOption[]): boolean {
  const free = state.active === own && !state.heldBefore.includes(own);
  const held = state.held.find((h) => h.id === own);
  if (controlId === HOLD_TURN) return free;
  if (controlId === SAVE_TURN) return free && saveChoices.length > 0;
  // A released turn already waits for the turn in progress: it can still be forfeited, not released again.
  if (controlId === RELEASE_TURN) return held !== undefined && held.after === undefined;
  return controlId === FORFEIT_TURN && held !== undefined;
}

/** Those with a turn left this round that a saved turn may follow: their first member stands for a group. */
function followable(state: RoundState, own: string, groups: readonly TurnGroup[], nameOf: NameOf): ChoiceOption[] {
  const ids = [...state.queue, ...state.held.map((h) => h.id)].filter((id) => id !== own);
  return ids.map((id) => {
    const member = groups.find((g) => g.id === id)?.members[0] ?? id;
    return { id: member, name: nameOf(member) };
  });
}

export function readTurnFacts(combat: Combat.Implementation, combatantId: string): TurnFacts | undefined {
  const structure = initiativeStructureOf(combat);
  const round = storedRound(combat);
  if (!structure || !round || !combat.started) return undefined;
  const { state, groups } = round;
  const nameOf: NameOf = (id) => combat.combatants.get(id)?.name ?? "";
  const own = turnIdOf(groups, combatantId);
  const held = state.held.find((h) => h.id === own);
  const after =
    held?.after === undefined ? undefined : (groups.find((g) => g.id === held.after)?.members ?? [held.after]);
  const saveChoices = followable(state, own, groups, nameOf);
  return {
    held: held !== undefined,
    ...(after ? { after: after.map(nameOf).join(", ") } : {}),
    sharesWith: (groups.find((g) => g.id === own)?.members ?? []).filter((m) => m !== combatantId).map(nameOf),
    controls: turnControls(structure)
      .map((c) => c.id)
      .filter((id) => offered(id, own, state, saveChoices)),
    saveChoices,
  };
}

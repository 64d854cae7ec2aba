/**
 * Surprise at combat start, the GM's control on a tracker row (seed): "At the beginning of a combat, it isn't uncommon
 * for one party to be surprised by another. If this is the case, the surprised party is Surprised until the end of
 * the first Round of combat. This applies to the entire party of creatures being attacked, even if just one of them
 * was targeted by an initial, surprising attack." The row names the party: every combatant on its side, the side
 * being whether a player owns the creature, as the encounter-odds tool splits a fight (decision 70). Each gets the
 * engine's `surprise`, which ends with Round 1 (`defaultDuration`: "until the end of the first Round of combat"), so
 * only Round 1 may be surprised.
 */
import { surprise } from "../../../../engine/rulesets/energy/attack/consequences.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { energyOptions } from "../rule-variants.ts";
import { energyEconomyActor } from "./state.ts";

export const SURPRISE_CONTROL: ControlSpec = {
  id: "surprise",
  label: `${I18N_ROOT}.Energy.Tracker.surprise`,
  who: "gm",
  takesChoice: false,
};

/** The first Round of a started combat: "the surprised party is Surprised until the end of the first Round". */
const FIRST_ROUND = 1;

/** GM only (the relay checked the user): the party of `combatant` Surprised until the end of Round 1. */
export async function surpriseParty(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const combat = combatant.combat;
  const side = combatant.actor?.hasPlayerOwner;
  if (!combat?.started || combat.round !== FIRST_ROUND || side === undefined) {
    return { refused: `${I18N_ROOT}.Energy.Refusal.surpriseFirstRound` };
  }
  for (const member of combat.combatants) {
    const document = member.actor;
    const actor = energyEconomyActor(member);
    if (!document || !actor || document.hasPlayerOwner !== side) continue;
    await applyConditionChanges(document, actor.conditions, surprise(actor, FIRST_ROUND, energyOptions()).conditions);
  }
  return undefined;
}

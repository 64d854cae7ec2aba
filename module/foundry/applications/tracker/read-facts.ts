/**
 * Reads the tracker's facts out of a Combat: its combatants in turn order, each with ownership, disposition,
 * conditions (the ruleset's status effects) and the economy its room reads. The only tracker code besides the class
 * that touches Foundry.
 */
import { combatantEconomy, everyoneDone } from "../../combat/economy-access.ts";
import type { CombatantFacts, ConditionFacts, TrackerFacts } from "./facts.ts";
import { combatantDisplayNames } from "./read-names.ts";
import { readHealth } from "./read-health.ts";
import { readTurnFacts } from "./read-turn.ts";
import { statusEffectEntries } from "../../version/status-effects.ts";

/** The actor's statuses as the ruleset's status effects name and draw them, in catalog order. */
function conditionsOf(actor: Actor.Implementation | null): ConditionFacts[] {
  if (!actor) return [];
  return statusEffectEntries()
    .filter((effect) => actor.statuses.has(effect.id))
    .map((effect) => ({ id: effect.id, name: game.i18n.localize(effect.name), img: effect.img }));
}

/** The combatant's token is of friendly disposition (an ally of the players): the sheet's pools read it too. */
export function isFriendly(combatant: Combatant.Implementation): boolean {
  const disposition = combatant.token?.disposition;
  return disposition !== undefined && disposition === CONST.TOKEN_DISPOSITIONS.FRIENDLY;
}

export function readTrackerFacts(combat: Combat.Implementation, seeAllies: boolean): TrackerFacts {
  const names = combatantDisplayNames(combat);
  const combatants = combat.turns.map((combatant): CombatantFacts => {
    const turn = combatant.id ? readTurnFacts(combat, combatant.id) : undefined;
    const health = readHealth(combatant.actor);
    return {
      id: combatant.id ?? "",
      // "Goblin 2" where names repeat, as core's row shows it (tracker.ts).
      name: names.get(combatant.id ?? "") ?? combatant.name ?? "",
      // Whose pools a player sees follows the actor they play, as on the sheet.
      owner: combatant.actor?.isOwner ?? combatant.isOwner,
      friendly: isFriendly(combatant),
      conditions: conditionsOf(combatant.actor),
      economy: combatantEconomy(combatant),
      ...(health ? { health } : {}),
      ...(turn ? { turn } : {}),
    };
  });
  return {
    viewer: { isGM: game.user.isGM, seeAllies },
    combatants,
    started: combat.started,
    everyoneDone: everyoneDone(combat),
  };
}

/**
 * The act a `bonus` combatant is paying over turns ("If an act requires more actions than you have on your turn, then
 * you must use action from the following turns to complete"), named for the table: the ability a Use uses (read from
 * the actor's own item), else the table action's name. Shared by the sheet's Abandon row and the turn-start line
 * saying the act completes.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { BonusCombatantData } from "./state.ts";

/** The spend that gives up the combatant's pending act (abandon.ts); plain data, so the sheet's context can name it. */
export const ABANDON_ACT = "abandonAct";

/** The name of the ability item the pending act uses, when it is a Use of one the actor still has. */
export function pendingAbilityName(
  actor: Actor.Implementation | null,
  pending: BonusCombatantData["pending"],
): string | undefined {
  if (pending.ability === "") return undefined;
  return actor?.items.get(pending.ability)?.name;
}

/** "Storm" for a Use of that spell; "Emergency Aid" for the table action. */
export function pendingActName(i18n: Localizer, action: string, abilityName: string | undefined): string {
  return abilityName ?? i18n.localize(`${I18N_ROOT}.Bonus.Sheet.Actions.${action}`);
}

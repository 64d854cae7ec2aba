/**
 * The `bonus` Actions section: "On your turn, you can take the following actions" (the engine's BONUS_ACTIONS but
 * Attack, which the attacks list takes with a weapon), each with its cost in actions. Whether one can be taken now
 * is the engine's `takeAction` on the combatant's state: out of combat, off your turn, no actions left or not prone
 * (Stand Up) say so beside the button.
 */
import type { BonusActor } from "../../../../engine/rulesets/bonus/economy/actor.ts";
import { takeAction } from "../../../../engine/rulesets/bonus/economy/act.ts";
import { BONUS_ACTIONS, type BonusActionSpec } from "../../../../engine/rulesets/bonus/economy/actions.ts";
import type { BonusCombatantState } from "../../../../engine/rulesets/bonus/economy/combatant.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionsSectionContext,
} from "../../../applications/sheets/actions-section.ts";
import { bonusRefusal } from "../combat/refusal.ts";
import { sheetText } from "./labels.ts";

/** The actor's combatant in the running combat, as the engine reads it (from-documents.ts gathers it). */
export interface BonusSheetCombat {
  readonly round: number;
  /** The sheet's viewer is a GM, who may take an action past a shortfall (`gmMayOverride`). */
  readonly viewerIsGm: boolean;
  readonly ownTurn: boolean;
  readonly state: BonusCombatantState;
  /** The actor with its ambush role of round 1 (the combat's view, not the sheet's). */
  readonly actor: BonusActor;
}

/** Attack is taken from the attacks list, where the weapon is chosen. */
export const SHEET_ACTIONS: readonly BonusActionSpec[] = BONUS_ACTIONS.filter((a) => a.id !== "attack");

function costText(i18n: Localizer, spec: BonusActionSpec): string {
  const count = spec.cost.actions ?? 0;
  if (count === 0) return sheetText(i18n, "Cost.free");
  return sheetText(i18n, count === 1 ? "Cost.action" : "Cost.actions", { count });
}

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: BonusSheetCombat | null,
): ActionsSectionContext {
  const rows = SHEET_ACTIONS.map((spec) => {
    const taken = combat
      ? takeAction(combat.actor, combat.state, { action: spec.id, round: combat.round, ownTurn: combat.ownTurn })
      : undefined;
    const refusal = !taken ? NOT_IN_COMBAT : taken.ok ? undefined : bonusRefusal(taken.reason, i18n);
    return actionButton(
      i18n,
      ownerId,
      {
        id: spec.id,
        text: sheetText(i18n, `Actions.${spec.id}`),
        costText: costText(i18n, spec),
        refusal,
      },
      combat?.viewerIsGm ?? false,
    );
  });
  return actionsSection(i18n, combat !== null, rows);
}

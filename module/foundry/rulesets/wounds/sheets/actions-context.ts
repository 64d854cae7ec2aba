/**
 * The `wounds` Actions section: every action of the seed's list that is not an attack (the weapon rows take those at
 * their own AP) or a spell, at its AP (the world's `apCosts` included). Whether one can be taken now is the engine's
 * `takeAction` on the combatant's state, the check the spend makes: dead or unconscious, pinned, another's turn
 * without the higher initiative say so beside the button. An action costing more than the AP left is not refused:
 * it is declared and paid over the next turns (the chat says so). Checks an action calls for (Escape, Treat Wound …)
 * are rolled by the table; the button pays for the action and gives its effect where the seed's effect is a state
 * (Defend, Ready, Dash, Seize Initiative).
 */
import { takeAction } from "../../../../engine/rulesets/wounds/economy/act.ts";
import { WOUNDS_ACTIONS, type WoundsActionSpec } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionsSectionContext,
} from "../../../applications/sheets/actions-section.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { apText, WOUNDS_KEYS } from "./labels.ts";
import type { WoundsSheetCombat } from "./sheet-data.ts";

/** Actions taken from the sheet: not the attacks and spellcasting, which have their own rows. */
export const SHEET_ACTIONS: readonly WoundsActionSpec[] = WOUNDS_ACTIONS.filter(
  (a) => a.kind === "action" && !a.attackOrSpell,
);

function refusalOf(spec: WoundsActionSpec, combat: WoundsSheetCombat | null, i18n: Localizer) {
  if (!combat) return NOT_IN_COMBAT;
  const request = { action: spec.id, round: combat.round, turn: combat.turn };
  const taken = takeAction(combat.actor, combat.state, request, combat.options);
  return taken.ok ? undefined : woundsRefusal(taken.reason, i18n);
}

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: WoundsSheetCombat | null,
  options: WoundsOptions,
): ActionsSectionContext {
  const rows = SHEET_ACTIONS.map((spec) =>
    actionButton(
      i18n,
      ownerId,
      {
        id: spec.id,
        text: i18n.localize(`${WOUNDS_KEYS}.Action.${spec.id}`),
        costText: apText(i18n, apCost(spec.id, [], options)),
        refusal: refusalOf(spec, combat, i18n),
      },
      combat?.viewerIsGm ?? false,
    ),
  );
  return actionsSection(i18n, combat !== null, rows);
}

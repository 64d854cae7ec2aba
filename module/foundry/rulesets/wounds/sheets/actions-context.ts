/**
 * The `wounds` Actions section: every action of the seed's list that is not an attack (the weapon rows take those at
 * their own AP) or a spell, at its AP (the world's `apCosts` included). Whether one can be taken now is the engine's
 * `takeAction` on the combatant's state, the check the spend makes: dead or unconscious, pinned, another's turn
 * without the higher initiative say so beside the button. An action costing more than the AP left is not refused:
 * it is declared and paid over the next turns (the chat says so). The button pays for the action and gives its effect
 * where the seed's effect is a state (Defend, Ready, Dash, Seize Initiative); an action that calls for a check (Escape,
 * Pin, Hinder …) has it rolled by the GM once paid (checks/check-acts.ts, decision 172). Change Posture is one button
 * per posture not held, each taking the posture it names (combat/posture.ts); standing from prone says why not; Hinder
 * is one button per hindrance.
 */
import { takeAction } from "../../../../engine/rulesets/wounds/economy/act.ts";
import { WOUNDS_ACTIONS, type WoundsActionSpec } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import type { Posture } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";
import { HINDRANCE_IDS } from "../../../../engine/rulesets/wounds/tables/hindrances.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionsSectionContext,
} from "../../../applications/sheets/actions-section.ts";
import { CHANGE_POSTURE, otherPostures, POSTURES, postureAction, withPosture } from "../combat/posture.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { HINDER, hinderAction } from "../checks/check-acts.ts";
import { apText, WOUNDS_KEYS } from "./labels.ts";
import type { WoundsSheetCombat } from "./sheet-data.ts";

/** Actions taken from the sheet: not the attacks and spellcasting, which have their own rows. */
export const SHEET_ACTIONS: readonly WoundsActionSpec[] = WOUNDS_ACTIONS.filter(
  (a) => a.kind === "action" && !a.attackOrSpell,
);

/** Why the action cannot be taken now, as the spend would refuse it (with the posture it takes, for Change Posture). */
function refusalOf(spec: WoundsActionSpec, combat: WoundsSheetCombat | null, i18n: Localizer, posture?: Posture) {
  if (!combat) return NOT_IN_COMBAT;
  const request = { action: spec.id, round: combat.round, turn: combat.turn };
  const ap = { cost: apCost(spec.id, [], combat.options), have: apOf(combat.state) };
  const taken = withPosture(takeAction(combat.actor, combat.state, request, combat.options), posture, combat.round, ap);
  return taken.ok ? undefined : woundsRefusal(taken.reason, i18n);
}

/**
 * One button per action; Change Posture one per posture the creature can change to (all three out of combat); Hinder
 * one per hindrance ("Choose one of the hindrances from the following table").
 */
function sheetRows(spec: WoundsActionSpec, combat: WoundsSheetCombat | null, i18n: Localizer) {
  const text = i18n.localize(`${WOUNDS_KEYS}.Action.${spec.id}`);
  if (spec.id === HINDER) {
    const refusal = refusalOf(spec, combat, i18n);
    return HINDRANCE_IDS.map((h) => ({
      id: hinderAction(h),
      text: i18n.format(`${WOUNDS_KEYS}.ActionCheck.button.hinder`, {
        hindrance: i18n.localize(`${WOUNDS_KEYS}.ActionCheck.hindrance.${h}`),
      }),
      refusal,
    }));
  }
  if (spec.id !== CHANGE_POSTURE) return [{ id: spec.id, text, refusal: refusalOf(spec, combat, i18n) }];
  return (combat ? otherPostures(combat.actor) : POSTURES).map((to) => ({
    id: postureAction(to),
    text: i18n.localize(`${WOUNDS_KEYS}.Posture.${to}`),
    refusal: refusalOf(spec, combat, i18n, to),
  }));
}

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: WoundsSheetCombat | null,
  options: WoundsOptions,
): ActionsSectionContext {
  const rows = SHEET_ACTIONS.flatMap((spec) => {
    const costText = apText(i18n, apCost(spec.id, [], options));
    return sheetRows(spec, combat, i18n).map((row) =>
      actionButton(i18n, ownerId, { ...row, costText }, combat?.viewerIsGm ?? false),
    );
  });
  return actionsSection(i18n, combat !== null, rows);
}

/**
 * The `bonus` Actions section: "On your turn, you can take the following actions" (the engine's BONUS_ACTIONS but
 * Attack, which the attacks list takes with a weapon), each with its cost in actions; Use Ability once per ability,
 * at its own actions, Vigor and Mana. Whether one can be taken now
 * is the engine's `takeAction` on the combatant's state: out of combat, off your turn, no actions left or not prone
 * (Stand Up) say so beside the button.
 */
import type { BonusActor } from "../../../../engine/rulesets/bonus/economy/actor.ts";
import { takeAction, type ActionRequest } from "../../../../engine/rulesets/bonus/economy/act.ts";
import { USE_ABILITY, useAbilityId, useAbilityRequest, type UsableAbility } from "../combat/ability-actions.ts";
import { BONUS_ACTIONS, type BonusActionSpec } from "../../../../engine/rulesets/bonus/economy/actions.ts";
import type { BonusCombatantState } from "../../../../engine/rulesets/bonus/economy/combatant.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../../combat-room.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionButtonContext,
  type ActionsSectionContext,
} from "../../../applications/sheets/actions-section.ts";
import { bonusRefusal } from "../combat/refusal.ts";
import { abilityCostText, sheetText } from "./labels.ts";
import { medicalRows, type SheetMedical } from "./medical-rows.ts";
import { USE_ITEM, useItemId, type ConsumableItem } from "../combat/use-item.ts";
import { ABANDON_ACT, pendingActName } from "../combat/pending-act.ts";

/** The actor's combatant in the running combat, as the engine reads it (from-documents.ts gathers it). */
export interface BonusSheetCombat {
  readonly round: number;
  /** The sheet's viewer is a GM, who may take an action past a shortfall (`gmMayOverride`). */
  readonly viewerIsGm: boolean;
  readonly ownTurn: boolean;
  readonly state: BonusCombatantState;
  /** The actor with its ambush role of round 1 (the combat's view, not the sheet's). */
  readonly actor: BonusActor;
  /** The name of the ability an act paid over turns uses (pending-act.ts); absent for a table action. */
  readonly pendingAbility?: string | undefined;
}

/** Attack is taken from the attacks list, where the weapon is chosen. */
export const SHEET_ACTIONS: readonly BonusActionSpec[] = BONUS_ACTIONS.filter((a) => a.id !== "attack");

function costText(i18n: Localizer, spec: BonusActionSpec): string {
  const count = spec.cost.actions ?? 0;
  if (count === 0) return sheetText(i18n, "Cost.free");
  return sheetText(i18n, count === 1 ? "Cost.action" : "Cost.actions", { count });
}

/** One button: an action id, its text and cost, and the request the engine checks it with now. */
interface SheetRow {
  readonly id: string;
  readonly text: string;
  readonly costText: string;
  /** Refused even when the economy allows it (a medical act's patient); absent: the engine's check alone. */
  readonly blocked?: Refusal | undefined;
  readonly request: (round: number, ownTurn: boolean) => ActionRequest;
}

/** No patient: the medical acts say the user must target one. */
const NO_MEDICAL: SheetMedical = { dice: [], wounded: false, patient: null };

/**
 * The table's actions, Use Ability offered once per ability at that ability's cost ("Some abilities require more than
 * one action to use, and most consume Vigor or Mana"; an act longer than the actions left carries over), Emergency
 * Aid and Stabilize on the user's target in place of the bare Emergency Aid (medical-rows.ts).
 */
function sheetRows(
  i18n: Localizer,
  abilities: readonly UsableAbility[],
  medical: SheetMedical,
  consumables: readonly ConsumableItem[],
): SheetRow[] {
  return SHEET_ACTIONS.flatMap((spec): SheetRow[] => {
    if (spec.id === "emergencyAid") return medicalRows(i18n, medical);
    if (spec.id === USE_ITEM)
      return [plainRow(i18n, spec), ...consumables.map((item) => consumableRow(i18n, spec, item))];
    if (spec.id !== USE_ABILITY) return [plainRow(i18n, spec)];
    return abilities.map((ability) => ({
      id: useAbilityId(ability.id),
      text: sheetText(i18n, "Actions.useAbilityNamed", { name: ability.name }),
      costText: abilityCostText(i18n, ability.actions, ability.vigor, ability.mana),
      request: (round: number, ownTurn: boolean) => useAbilityRequest(ability, round, ownTurn),
    }));
  });
}

/** A table action as the engine lists it. */
function plainRow(i18n: Localizer, spec: BonusActionSpec): SheetRow {
  const request = (round: number, ownTurn: boolean): ActionRequest => ({ action: spec.id, round, ownTurn });
  return { id: spec.id, text: sheetText(i18n, `Actions.${spec.id}`), costText: costText(i18n, spec), request };
}

/** Use Item with one consumable, "such as a potion": the Use Item action, one taken from its quantity. */
function consumableRow(i18n: Localizer, spec: BonusActionSpec, item: ConsumableItem): SheetRow {
  const request = (round: number, ownTurn: boolean): ActionRequest => ({ action: spec.id, round, ownTurn });
  const text = sheetText(i18n, "Actions.useItemNamed", { name: item.name, quantity: item.quantity });
  return { id: useItemId(item.id), text, costText: costText(i18n, spec), request };
}

/**
 * Give up the act being paid over turns (decision 81): offered whenever one is, on the owner's turn or not, since the
 * next turn start pays it from the new actions; giving up costs nothing.
 */
function abandonButton(i18n: Localizer, ownerId: string, combat: BonusSheetCombat | null): ActionButtonContext[] {
  const pending = combat?.state.economy.pending;
  if (!combat || !pending) return [];
  const act = pendingActName(i18n, pending.action, combat.pendingAbility);
  const remaining = sheetText(i18n, pending.remaining === 1 ? "Cost.action" : "Cost.actions", {
    count: pending.remaining,
  });
  const text = sheetText(i18n, "Actions.abandon", { act, remaining });
  const row = { id: ABANDON_ACT, text, costText: sheetText(i18n, "Cost.free"), refusal: undefined };
  return [actionButton(i18n, ownerId, row, combat.viewerIsGm)];
}

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: BonusSheetCombat | null,
  abilities: readonly UsableAbility[],
  medical: SheetMedical = NO_MEDICAL,
  consumables: readonly ConsumableItem[] = [],
): ActionsSectionContext {
  const rows = sheetRows(i18n, abilities, medical, consumables).map((row) => {
    const taken = combat
      ? takeAction(combat.actor, combat.state, row.request(combat.round, combat.ownTurn))
      : undefined;
    const economy = !taken || taken.ok ? undefined : bonusRefusal(taken.reason, i18n);
    // What the turn refuses first (said once when every row shares it), then what the act's patient refuses.
    const refusal = !taken ? NOT_IN_COMBAT : (economy ?? row.blocked);
    return actionButton(
      i18n,
      ownerId,
      { id: row.id, text: row.text, costText: row.costText, refusal },
      combat?.viewerIsGm ?? false,
    );
  });
  return actionsSection(i18n, combat !== null, [...abandonButton(i18n, ownerId, combat), ...rows]);
}

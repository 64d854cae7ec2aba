/**
 * The `momentum` sheet's "Hold an action" form, in combat (seed 002: "a creature must spend the AP that the action
 * would cost on their turn and name a trigger"): the actions that may be held (combat/held-action.ts) that the
 * engine's `holdAction` would take now, each with its cost (Use Item also naming each consumable held; Switch Places
 * naming the user's target when held, decision 154), then each Ability with a card (decision 155), a text field for
 * the trigger, and the Hold button. When
 * none can be held (not your turn, one already held, a condition, short of AP) the button stays focusable with the
 * engine's reason, as the Actions section's buttons do.
 */
import { holdAction, type HoldRequest } from "../../../../engine/rulesets/momentum/economy/held-action.ts";
import { findMomentumAction } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { refusalText } from "../../../applications/sheets/actions-section.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { HOLDABLE_ACTIONS, MAX_TRIGGER_LENGTH } from "../combat/holdable.ts";
import { momentumRefusal } from "../combat/refusal.ts";
import { abilityCostText, actionCostText } from "./cost-text.ts";
import { USE_ABILITY, useAbilityAction } from "../combat/ability-use.ts";
import { USE_ITEM } from "../combat/use-item.ts";
import { sheetConsumables } from "./consumables.ts";
import type { MomentumSheetCombat, MomentumSheetItem } from "./sheet-data.ts";

const KEY = `${I18N_ROOT}.Momentum.Hold`;
/** What the Hold button spends through the sheet's `roomAction` (sheets/actor-sheet.ts). */
export const HOLD_BUTTON = "holdAction";

export interface HoldOption {
  readonly id: string;
  readonly text: string;
}

export interface HoldContext {
  readonly heading: string;
  readonly actionLabel: string;
  readonly triggerLabel: string;
  readonly triggerPlaceholder: string;
  readonly maxLength: number;
  readonly button: string;
  readonly buttonId: string;
  readonly options: readonly HoldOption[];
  readonly disabled: boolean;
  /** Why nothing can be held now; empty when something can. */
  readonly reason: string;
}

/**
 * Use Item held naming each consumable the creature holds at least one of ("Use Stimulant (2 left)"): the item is used
 * when the held action fires (rules page decision 126). The bare Use Item stays, for an item the sheet does not carry.
 */
function consumableOptions(i18n: Localizer, items: readonly MomentumSheetItem[], cost: string): HoldOption[] {
  return sheetConsumables(i18n, items).map((c) => ({
    id: c.action,
    text: i18n.format(`${KEY}.option`, { action: c.text, cost }),
  }));
}

/**
 * Each Ability with a card (an attack or a Defense Roll) the engine's `holdAction` would hold at the AP it states, its
 * WP said as paid when it fires (rules page decision 155). One that is only an effect has no card to fire.
 */
function abilityOptions(
  i18n: Localizer,
  combat: MomentumSheetCombat,
  items: readonly MomentumSheetItem[],
): HoldOption[] {
  return items.flatMap((item) => {
    if (item.kind !== "ability" || item.system.delivery === "effect") return [];
    const { ap, wp } = item.system;
    const request: HoldRequest = {
      action: USE_ABILITY,
      trigger: "",
      round: combat.round,
      ownTurn: combat.ownTurn,
      abilityAP: ap,
    };
    if (!holdAction({ actor: combat.actor, combatant: combat.state }, request, combat.options).ok) return [];
    const action = i18n.format(`${KEY}.ability`, { name: item.name });
    const cost =
      wp > 0
        ? i18n.format(`${KEY}.abilityCost`, { ap: abilityCostText(i18n, ap, 0), wp })
        : abilityCostText(i18n, ap, 0);
    return [{ id: useAbilityAction(item.id), text: i18n.format(`${KEY}.option`, { action, cost }) }];
  });
}

/** Null out of combat: the form is for a running combat only. */
export function holdContext(
  i18n: Localizer,
  combat: MomentumSheetCombat | null,
  items: readonly MomentumSheetItem[] = [],
): HoldContext | null {
  if (!combat) return null;
  const checked = HOLDABLE_ACTIONS.map((id) => {
    const request = { action: id, trigger: "", round: combat.round, ownTurn: combat.ownTurn };
    return { id, outcome: holdAction({ actor: combat.actor, combatant: combat.state }, request, combat.options) };
  });
  const options = checked.flatMap(({ id, outcome }) => {
    const spec = findMomentumAction(id);
    if (!outcome.ok || !spec) return [];
    const name = i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${id}`);
    const cost = actionCostText(i18n, spec.cost);
    const option = { id, text: i18n.format(`${KEY}.option`, { action: name, cost }) };
    return id === USE_ITEM ? [option, ...consumableOptions(i18n, items, cost)] : [option];
  });
  options.push(...abilityOptions(i18n, combat, items));
  // Nothing to hold: the reason the cheapest action gives (a shortfall names the AP it lacks).
  const apOf = (id: string) => findMomentumAction(id)?.cost["ap"] ?? 0;
  const cheapest = [...checked].sort((a, b) => apOf(a.id) - apOf(b.id))[0]?.outcome;
  const refused = options.length === 0 && cheapest && !cheapest.ok ? cheapest.reason : undefined;
  const reason = refused ? refusalText(i18n, momentumRefusal(refused, i18n)) : "";
  return {
    heading: i18n.localize(`${KEY}.heading`),
    actionLabel: i18n.localize(`${KEY}.action`),
    triggerLabel: i18n.localize(`${KEY}.trigger`),
    triggerPlaceholder: i18n.localize(`${KEY}.triggerPlaceholder`),
    maxLength: MAX_TRIGGER_LENGTH,
    button: i18n.localize(`${KEY}.button`),
    buttonId: HOLD_BUTTON,
    options,
    disabled: options.length === 0,
    reason,
  };
}

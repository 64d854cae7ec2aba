/**
 * The `energy` Actions section: the seed's action list (the engine's ENERGY_ACTIONS but the attacks, which the
 * attacks list takes with a weapon), Shift offered both ways ("Using 1 Energy or 2 Agility you move 1m"), each
 * with its cost. "If you want to do something, and you have the necessary resources, you just do it": whether one
 * can be taken now is the engine's `takeAction` on the combatant's pools, also with 1 Stamina in place of 1 Energy
 * while that is still open this Round ("Once per Round, you may spend 1 Stamina when you would normally spend 1
 * Energy"); the checkbox asks for it. Load and Stow/Equip are offered per item and Pick Up per situation, each at the
 * cost the item or situation gives (combat/item-actions.ts).
 */
import { usesLeft } from "../../../../engine/core/economy/limits.ts";
import { takeAction } from "../../../../engine/rulesets/energy/economy/act.ts";
import { ENERGY_ACTIONS, SHIFT_AGILITY } from "../../../../engine/rulesets/energy/economy/actions.ts";
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../engine/rulesets/energy/economy/combatant.ts";
import { ENERGY_LIMITS, STAMINA_AS_ENERGY_LIMIT } from "../../../../engine/rulesets/energy/economy/limits.ts";
import type { EnergyOptions } from "../../../../engine/rulesets/energy/options.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionsSectionContext,
} from "../../../applications/sheets/actions-section.ts";
import type { Refusal } from "../../../combat-room.ts";
import { STAMINA_AS_ENERGY_OPTION } from "../combat/options.ts";
import { energyRefusal } from "../combat/refusal.ts";
import { energyRequest, SHIFT_AGILITY_ACTION } from "../combat/requests.ts";
import {
  ITEM_ACTIONS,
  itemActionId,
  itemActionRequest,
  PICK_UP_FROM_GROUND_ACTION,
  PICK_UP_IN_PASSING_ACTION,
  pickUpRequest,
  type ActionItem,
} from "../combat/item-actions.ts";
import { actionCost, situationalEnergy } from "../../../../engine/rulesets/energy/economy/cost.ts";
import type { ActionRequest } from "../../../../engine/rulesets/energy/economy/request.ts";
import { isRunKind, runDistance } from "../../../../engine/rulesets/energy/economy/movement.ts";
import { endEarlyChoices } from "../../../../engine/rulesets/energy/economy/incomplete.ts";
import { endEarlyActionId } from "../combat/end-early-choices.ts";
import { jumpActionId, jumpChoices } from "../combat/movement-actions.ts";
import { CONDITION_KEYS, sheetText } from "./labels.ts";

/** The actor's combatant in the running combat, as the engine reads it (from-documents.ts gathers it). */
export interface EnergySheetCombat {
  readonly round: number;
  /** The sheet's viewer is a GM, who may take an action past a shortfall (`gmMayOverride`). */
  readonly viewerIsGm: boolean;
  readonly state: EnergyCombatantState;
  /** The last action was ended early already (combat/end-early.ts): it ends once. */
  readonly lastEnded?: boolean;
  readonly actor: EnergyActor;
  /** The world's rule variants, as the spend will hand them to `takeAction`. */
  readonly options: EnergyOptions;
}

interface SheetAction {
  readonly id: string;
  readonly cost: Readonly<Record<string, number>>;
  /** The button's text; absent: the action's own (`Actions.<id>`). */
  readonly text?: { readonly key: string; readonly data: Readonly<Record<string, string | number>> };
  /** Ending an action early: the Energy it gives back (its cost text says so), always open. */
  readonly givesBack?: number;
}

/** The table's non-attack actions in the seed's order, Shift followed by its Agility form; Use Ability is not one. */
export const SHEET_ACTIONS: readonly SheetAction[] = ENERGY_ACTIONS.filter(
  // Abilities are used from the Rest section, each at its listed cost (rest/use-ability.ts).
  (a) => a.kind !== "attack" && a.id !== "useAbility",
).flatMap((a): SheetAction[] =>
  a.id === "shift" ? [a, { id: SHIFT_AGILITY_ACTION, cost: { agility: SHIFT_AGILITY } }] : [a],
);

/** An action whose Energy the request decides (the engine's `situationalEnergy`), costed from that request. */
function priced(id: string, request: ActionRequest | undefined, text?: SheetAction["text"]): SheetAction[] {
  return request ? [{ id, cost: { energy: situationalEnergy(request) }, ...(text ? { text } : {}) }] : [];
}

/**
 * In combat, a run says how far it goes ("you run your Speed"; a Sprint's Leg Strength extra) and the Jump is offered
 * once per airtime step, each as far as it carries (movement-actions.ts), at what the engine charges for it now (the
 * run-up: "immediately after having moved at least 2m … 1 Energy"). Out of combat they are the bare actions.
 */
function movementActions(action: SheetAction, combat: EnergySheetCombat | null): SheetAction[] {
  if (!combat) return [action];
  if (isRunKind(action.id)) {
    const metres = runDistance(combat.actor, action.id);
    return [{ ...action, text: { key: `Actions.${action.id}Distance`, data: { metres } } }];
  }
  if (action.id !== "jump") return [action];
  return jumpChoices(combat.actor, combat.state).map((metres) => {
    const request = energyRequest(jumpActionId(metres), combat.round);
    const cost = request ? actionCost(combat.actor, combat.state, request, combat.options) : action.cost;
    return { id: jumpActionId(metres), cost, text: { key: "Actions.jumpDistance", data: { metres } } };
  });
}

/** "You can willingly end an action at any time": this Round's last action, ended after each Energy short of all. */
function endEarlyActions(combat: EnergySheetCombat | null): SheetAction[] {
  const last = combat?.state.last;
  if (!last) return [];
  return endEarlyChoices(combat.state, combat.lastEnded ?? false).map((used) => ({
    id: endEarlyActionId(used),
    cost: {},
    text: { key: "Actions.endEarly", data: { action: last.action, used } },
    givesBack: last.energy - used,
  }));
}

/**
 * The rows in the table's order, with the actions the item or situation prices in place of the bare ones: a Load
 * per ranged weapon at its cost, a Stow/Equip per weapon, shield and gear at 1 (side arm) or 2, and Pick Up in
 * passing (0) and off the ground (1, Exposed) beside the plain one (2).
 */
function sheetActions(items: readonly ActionItem[], combat: EnergySheetCombat | null): SheetAction[] {
  const rows = SHEET_ACTIONS.flatMap((action): SheetAction[] => {
    const bound = ITEM_ACTIONS.find((kind) => kind === action.id);
    if (bound) {
      return items.flatMap((item) =>
        priced(itemActionId(bound, item.id), itemActionRequest(bound, item, 0), {
          key: `Actions.${bound}Item`,
          data: { name: item.name },
        }),
      );
    }
    if (action.id !== "pickUpItem") return movementActions(action, combat);
    const variants = [PICK_UP_IN_PASSING_ACTION, PICK_UP_FROM_GROUND_ACTION];
    return [action, ...variants.flatMap((id) => priced(id, pickUpRequest(id, 0)))];
  });
  return [...rows, ...endEarlyActions(combat)];
}

const POOLS = ["energy", "agility", "stamina"] as const;

export function costText(i18n: Localizer, cost: Readonly<Record<string, number>>): string {
  const parts = POOLS.filter((pool) => (cost[pool] ?? 0) > 0).map((pool) =>
    sheetText(i18n, `Cost.${pool}`, { count: cost[pool] ?? 0 }),
  );
  return parts.length > 0 ? parts.join(" + ") : sheetText(i18n, "Cost.free");
}

/** The text's data, an engine action id named in it (`action`) as that action's name, a condition id as its name. */
function actionTextData(
  i18n: Localizer,
  data: Readonly<Record<string, string | number>>,
): Record<string, string | number> {
  const { action, condition } = data;
  return {
    ...data,
    ...(typeof action === "string" ? { action: sheetText(i18n, `LastAction.${action}`) } : {}),
    ...(typeof condition === "string" ? { condition: i18n.localize(`${CONDITION_KEYS}.${condition}.name`) } : {}),
  };
}

function swapOpen(combat: EnergySheetCombat | null): boolean {
  if (!combat) return false;
  return usesLeft(ENERGY_LIMITS, combat.state.economy.uses, STAMINA_AS_ENERGY_LIMIT.id) > 0;
}

/** Why the action cannot be taken now, paying as the pools allow (with the swap when it is open); none: it can. */
function refusalFor(
  i18n: Localizer,
  combat: EnergySheetCombat,
  items: readonly ActionItem[],
  id: string,
  swap: boolean,
): Refusal | undefined {
  const request = energyRequest(id, combat.round, 0, items);
  if (!request) return NOT_IN_COMBAT;
  const taken = takeAction(combat.actor, combat.state, request, combat.options);
  if (taken.ok) return undefined;
  if (
    swap &&
    taken.reason.code === "short" &&
    takeAction(combat.actor, combat.state, { ...request, staminaAsEnergy: 1 }, combat.options).ok
  ) {
    return undefined;
  }
  return energyRefusal(taken.reason, combat.actor, combat.state, request, combat.options, i18n);
}

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: EnergySheetCombat | null,
  items: readonly ActionItem[],
): ActionsSectionContext {
  const swap = swapOpen(combat);
  const rows = sheetActions(items, combat).map((action) =>
    actionButton(
      i18n,
      ownerId,
      {
        id: action.id,
        text: action.text
          ? sheetText(i18n, action.text.key, actionTextData(i18n, action.text.data))
          : sheetText(i18n, `Actions.${action.id}`),
        costText:
          action.givesBack === undefined
            ? costText(i18n, action.cost)
            : sheetText(i18n, "Cost.givesBack", { count: action.givesBack }),
        refusal: !combat
          ? NOT_IN_COMBAT
          : action.givesBack === undefined
            ? refusalFor(i18n, combat, items, action.id, swap)
            : undefined,
      },
      combat?.viewerIsGm ?? false,
    ),
  );
  // The swap is the spend option the energy economy declares (combat/options.ts), offered while still open.
  const toggles = swap ? [{ id: STAMINA_AS_ENERGY_OPTION.id, label: sheetText(i18n, "Actions.staminaAsEnergy") }] : [];
  return actionsSection(i18n, combat !== null, rows, toggles);
}

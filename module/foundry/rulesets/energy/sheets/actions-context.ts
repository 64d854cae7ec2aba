/**
 * The `energy` Actions section: the seed's action list (the engine's ENERGY_ACTIONS but the attacks, which the
 * attacks list takes with a weapon), Shift offered both ways ("Using 1 Energy or 2 Agility you move 1m"), each
 * with its cost. "If you want to do something, and you have the necessary resources, you just do it": whether one
 * can be taken now is the engine's `takeAction` on the combatant's pools, also with 1 Stamina in place of 1 Energy
 * while that is still open this Round ("Once per Round, you may spend 1 Stamina when you would normally spend 1
 * Energy"); the checkbox asks for it.
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
import { sheetText } from "./labels.ts";

/** The actor's combatant in the running combat, as the engine reads it (from-documents.ts gathers it). */
export interface EnergySheetCombat {
  readonly round: number;
  /** The sheet's viewer is a GM, who may take an action past a shortfall (`gmMayOverride`). */
  readonly viewerIsGm: boolean;
  readonly state: EnergyCombatantState;
  readonly actor: EnergyActor;
  /** The world's rule variants, as the spend will hand them to `takeAction`. */
  readonly options: EnergyOptions;
}

interface SheetAction {
  readonly id: string;
  readonly cost: Readonly<Record<string, number>>;
}

/** The table's non-attack actions in the seed's order, Shift followed by its Agility form. */
export const SHEET_ACTIONS: readonly SheetAction[] = ENERGY_ACTIONS.filter((a) => a.kind !== "attack").flatMap(
  (a): SheetAction[] => (a.id === "shift" ? [a, { id: SHIFT_AGILITY_ACTION, cost: { agility: SHIFT_AGILITY } }] : [a]),
);

const POOLS = ["energy", "agility", "stamina"] as const;

function costText(i18n: Localizer, cost: Readonly<Record<string, number>>): string {
  const parts = POOLS.filter((pool) => (cost[pool] ?? 0) > 0).map((pool) =>
    sheetText(i18n, `Cost.${pool}`, { count: cost[pool] ?? 0 }),
  );
  return parts.length > 0 ? parts.join(" + ") : sheetText(i18n, "Cost.free");
}

function swapOpen(combat: EnergySheetCombat | null): boolean {
  if (!combat) return false;
  return usesLeft(ENERGY_LIMITS, combat.state.economy.uses, STAMINA_AS_ENERGY_LIMIT.id) > 0;
}

/** Why the action cannot be taken now, paying as the pools allow (with the swap when it is open); none: it can. */
function refusalFor(i18n: Localizer, combat: EnergySheetCombat, id: string, swap: boolean): Refusal | undefined {
  const request = energyRequest(id, combat.round);
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
): ActionsSectionContext {
  const swap = swapOpen(combat);
  const rows = SHEET_ACTIONS.map((action) =>
    actionButton(
      i18n,
      ownerId,
      {
        id: action.id,
        text: sheetText(i18n, `Actions.${action.id}`),
        costText: costText(i18n, action.cost),
        refusal: combat ? refusalFor(i18n, combat, action.id, swap) : NOT_IN_COMBAT,
      },
      combat?.viewerIsGm ?? false,
    ),
  );
  // The swap is the spend option the energy economy declares (combat/options.ts), offered while still open.
  const toggles = swap ? [{ id: STAMINA_AS_ENERGY_OPTION.id, label: sheetText(i18n, "Actions.staminaAsEnergy") }] : [];
  return actionsSection(i18n, combat !== null, rows, toggles);
}

/**
 * The `momentum` Actions section: the seed's Basic and Advanced Actions and the Cinematic Action (the engine's
 * MOMENTUM_ACTIONS but Use Ability, which each Ability's row takes at its own AP), each with its cost in AP and
 * Narrative Momentum. Whether one can be taken now is the engine's `takeAction` on the combatant's state: out of
 * combat, off your turn, Stunned or short of AP say so beside the button. While the creature is Prone in combat, one
 * more row stands it up at half its Basic Movement (the engine's `standUp`, combat/stand-up.ts); in combat, a free row
 * leans out of full cover towards the user's target, and one more ends a lean (combat/lean.ts). Use Item is followed
 * by one row per consumable held, whose use spends one of it (combat/consume.ts). The reactions paid off the table
 * follow (combat/reactions.ts: a Cinematic Reaction, the ally's 1 RP that lets a Switch Places happen), checked by
 * the same engine call their spend makes; and, in combat, the ways of paying the next click the room declares
 * (combat/options.ts) as the section's checkboxes: the turn's free Interact or Switch Weapons (with the empty hand
 * Switch Weapons needs to be free), a Cinematic as a Burst, a Cooperative Cinematic.
 */
import { takeAction } from "../../../../engine/rulesets/momentum/economy/act.ts";
import { standUp, standUpCost } from "../../../../engine/rulesets/momentum/economy/movement.ts";
import { stopLeaning, whyCannotLean } from "../../../../engine/rulesets/momentum/geometry/lean.ts";
import { conditionsInForce } from "../../../../engine/rulesets/momentum/status.ts";
import { MOMENTUM_ACTIONS, type MomentumActionSpec } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionButtonContext,
  type ActionsSectionContext,
  type SpendOptionToggle,
} from "../../../applications/sheets/actions-section.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FREE_INTERACTION } from "../../../../engine/rulesets/momentum/economy/pools.ts";
import { BURST_OPTION, COOPERATIVE_OPTION, FREE_OPTION, HAND_FREE_OPTION } from "../combat/options.ts";
import { ALLOW_SWITCH_PLACES, CINEMATIC_REACTION, offTable } from "../combat/reactions.ts";
import { momentumRefusal } from "../combat/refusal.ts";
import { LEAN_OUT, STOP_LEANING } from "../combat/lean-actions.ts";
import { STAND_UP } from "../combat/stand-up.ts";
import { USE_ITEM } from "../combat/use-item.ts";
import { sheetConsumables } from "./consumables.ts";
import { actionCostText } from "./cost-text.ts";
import { sheetText } from "./labels.ts";
import type { MomentumSheetCombat, MomentumSheetItem } from "./sheet-data.ts";

/** Use Ability is taken from each Ability's row, at the AP the Ability states. */
export const SHEET_ACTIONS: readonly MomentumActionSpec[] = MOMENTUM_ACTIONS.filter((a) => a.id !== "useAbility");

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: MomentumSheetCombat | null,
  items: readonly MomentumSheetItem[] = [],
): ActionsSectionContext {
  const rows = SHEET_ACTIONS.flatMap((spec) => {
    const refusal = actionRefusal(i18n, spec, combat);
    const row = actionButton(
      i18n,
      ownerId,
      {
        id: spec.id,
        // The action's name, as the tracker names a held one.
        text: i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${spec.id}`),
        costText: actionCostText(i18n, spec.cost),
        refusal,
      },
      combat?.viewerIsGm ?? false,
    );
    return spec.id === USE_ITEM ? [row, ...consumableRows(i18n, ownerId, spec, refusal, combat, items)] : [row];
  });
  const stand = combat ? standUpRow(i18n, ownerId, combat) : undefined;
  const table = [...rows, ...(stand ? [stand] : []), ...(combat ? leanRows(i18n, ownerId, combat) : [])];
  const section = actionsSection(i18n, combat !== null, table, paymentToggles(i18n, combat));
  // The reactions are taken off the turn the actions wait for: the section's shared reason is the actions' alone.
  const reactions = REACTION_ROWS.map((id) => reactionRow(i18n, ownerId, id, combat));
  return { ...section, rows: [...section.rows, ...reactions] };
}

/** Why the action cannot be taken now (the engine's `takeAction` on the combatant), undefined when it can. */
function actionRefusal(i18n: Localizer, spec: MomentumActionSpec, combat: MomentumSheetCombat | null) {
  const request = combat && { action: spec.id, round: combat.round, ownTurn: combat.ownTurn };
  const taken = combat && request ? takeAction(combat.actor, combat.state, request, combat.options) : undefined;
  return !taken ? NOT_IN_COMBAT : taken.ok ? undefined : momentumRefusal(taken.reason, i18n);
}

/**
 * Use Item naming each consumable the creature holds at least one of ("Use a non-ability consumable, such as a
 * stimulant"): the GM's spend uses one (combat/consume.ts, rules page decision 123). Refused as the bare action is.
 */
function consumableRows(
  i18n: Localizer,
  ownerId: string,
  spec: MomentumActionSpec,
  refusal: ReturnType<typeof actionRefusal>,
  combat: MomentumSheetCombat | null,
  items: readonly MomentumSheetItem[],
): ActionButtonContext[] {
  return sheetConsumables(i18n, items).map((c) =>
    actionButton(
      i18n,
      ownerId,
      { id: c.action, text: c.text, costText: actionCostText(i18n, spec.cost), refusal },
      combat?.viewerIsGm ?? false,
    ),
  );
}

/** The reactions paid off the table that a sheet takes: a Cinematic Reaction, the ally's side of a Switch Places. */
const REACTION_ROWS = [CINEMATIC_REACTION, ALLOW_SWITCH_PLACES] as const;

function reactionRow(
  i18n: Localizer,
  ownerId: string,
  id: (typeof REACTION_ROWS)[number],
  combat: MomentumSheetCombat | null,
): ActionButtonContext {
  const ownTurn = combat?.ownTurn ?? false;
  const spend = offTable({ action: id }, ownTurn);
  const paid = combat && spend?.pay({ actor: combat.actor, combatant: combat.state }, combat.options);
  const refusal = !paid ? NOT_IN_COMBAT : paid.ok ? undefined : momentumRefusal(paid.reason, i18n);
  return actionButton(
    i18n,
    ownerId,
    {
      id,
      text: i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${id}`),
      costText: actionCostText(i18n, spend?.cost ?? {}),
      refusal,
    },
    combat?.viewerIsGm ?? false,
  );
}

/** The room's ways of paying the next click, in combat: the free interaction while this turn's is unused. */
function paymentToggles(i18n: Localizer, combat: MomentumSheetCombat | null): SpendOptionToggle[] {
  if (!combat) return [];
  const freeOpen = combat.ownTurn && (combat.state.economy.uses[FREE_INTERACTION.id] ?? 0) === 0;
  const options = [...(freeOpen ? [FREE_OPTION, HAND_FREE_OPTION] : []), BURST_OPTION, COOPERATIVE_OPTION];
  return options.map((o) => ({ id: o.id, label: sheetText(i18n, `Pay.${o.id}`) }));
}

/** "Stand up" while Prone: half the Basic Movement in metres, refused as the spend would refuse it. */
function standUpRow(i18n: Localizer, ownerId: string, combat: MomentumSheetCombat) {
  if (!conditionsInForce(combat.actor).has("prone")) return undefined;
  const stood = standUp({ actor: combat.actor, combatant: combat.state }, combat.ownTurn);
  return actionButton(
    i18n,
    ownerId,
    {
      id: STAND_UP,
      text: i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${STAND_UP}`),
      costText: sheetText(i18n, "Cost.metres", { count: standUpCost(combat.actor) }),
      refusal: stood.ok ? undefined : momentumRefusal(stood.reason, i18n),
    },
    // Metres are no pool a GM's override pays (the spend refuses it): the GM ends Prone by hand instead.
    false,
  );
}

/**
 * "Lean out towards your target" (free, its own turn; the space is the GM's pick from the scene, which may refuse
 * it) and, while leaning, "Stop leaning" (decision 125). Neither has a shortfall a GM's override would pay.
 */
function leanRows(i18n: Localizer, ownerId: string, combat: MomentumSheetCombat): ActionButtonContext[] {
  const pair = { actor: combat.actor, combatant: combat.state };
  const row = (id: string, refused: ReturnType<typeof whyCannotLean>) =>
    actionButton(
      i18n,
      ownerId,
      {
        id,
        text: i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${id}`),
        costText: actionCostText(i18n, {}),
        refusal: refused && !refused.ok ? momentumRefusal(refused.reason, i18n) : undefined,
      },
      false,
    );
  const lean = row(LEAN_OUT, whyCannotLean(pair, combat.ownTurn));
  return combat.state.lean ? [lean, row(STOP_LEANING, stopLeaning(pair, combat.ownTurn))] : [lean];
}

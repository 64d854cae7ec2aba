/**
 * The `wounds` Actions section: every action of the seed's list that is not an attack (the weapon rows take those at
 * their own AP) or a spell, at its AP (the world's `apCosts` included). Whether one can be taken now is the engine's
 * `takeAction` on the combatant's state, the check the spend makes: dead or unconscious, pinned, another's turn
 * without the higher initiative say so beside the button. An action costing more than the AP left is not refused:
 * it is declared and paid over the next turns (the chat says so). The button pays for the action and gives its effect
 * where the seed's effect is a state (Defend, Ready, Dash, Seize Initiative); an action that calls for a check (Escape,
 * Pin, Hinder …) has it rolled by the GM once paid (checks/check-acts.ts, decision 172). Change Posture is one button
 * per posture not held, each taking the posture it names (combat/posture.ts); standing from prone says why not; Hinder
 * is one button per hindrance. Retrieve or Stow, Use an Object and the abilities are one button per container, listed
 * use and owned item, each at its own cost (combat/item-acts.ts, decisions 178–180); a spell that is no attack is
 * one Cast button at its own AP and mana (spell-casts.ts, decision 188), cast out of combat too (decision 223).
 */
import { takeAction } from "../../../../engine/rulesets/wounds/economy/act.ts";
import {
  actionSpec,
  WOUNDS_ACTIONS,
  type WoundsActionSpec,
} from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { POSTURES, type Posture } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";
import { HINDRANCE_IDS } from "../../../../engine/rulesets/wounds/tables/hindrances.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionRowInput,
  type ActionsSectionContext,
} from "../../../applications/sheets/actions-section.ts";
import { itemActs, actItems, NAMED_ACTS, type ItemAct } from "../combat/item-acts.ts";
import { itemActText } from "../combat/item-act-text.ts";
import { CHANGE_POSTURE, otherPostures, postureAction, withPosture } from "../combat/posture.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { HINDER, hinderAction } from "../checks/check-acts.ts";
import { MOUNT_ACT } from "../mounted/mount-act.ts";
import { apText, sheetText, WOUNDS_KEYS } from "./labels.ts";
import { spellCastRows } from "./spell-casts.ts";
import { choosingRows, readiedRowAction, readiedRows } from "./ready-rows.ts";
import type { WoundsSheetCombat, WoundsSheetItem } from "./sheet-data.ts";

/**
 * Actions taken from the sheet: not the attacks and spellcasting, which have their own rows, nor the acts that name
 * what they handle (their rows are the containers, uses and items: `itemRows`).
 */
export const SHEET_ACTIONS: readonly WoundsActionSpec[] = WOUNDS_ACTIONS.filter(
  (a) => a.kind === "action" && !a.attackOrSpell && !NAMED_ACTS.includes(a.id),
);

/**
 * Why the action cannot be taken now, as the spend would refuse it (with the posture it takes, for Change Posture;
 * with its own cost and stamina, for an act naming an object or ability).
 */
function refusalOf(
  spec: WoundsActionSpec,
  combat: WoundsSheetCombat | null,
  i18n: Localizer,
  posture?: Posture,
  named?: ItemAct,
) {
  if (!combat) return NOT_IN_COMBAT;
  const own = named ? { baseCost: named.cost.baseCost, stamina: named.cost.stamina } : {};
  const request = { action: spec.id, round: combat.round, turn: combat.turn, ...own };
  const ap = { cost: apCost(spec.id, [], combat.options, named?.cost.baseCost), have: apOf(combat.state) };
  const taken = withPosture(takeAction(combat.actor, combat.state, request, combat.options), posture, combat.round, ap);
  return taken.ok ? undefined : woundsRefusal(taken.reason, i18n);
}

/** Mount/Dismount names the mount a rider climbs off (decision 199); any other action its own name. */
function mountText(spec: WoundsActionSpec, combat: WoundsSheetCombat | null, i18n: Localizer, text: string): string {
  if (spec.id !== MOUNT_ACT || combat?.riding === undefined) return text;
  return i18n.format(`${WOUNDS_KEYS}.Mounted.dismount`, { mount: combat.riding });
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
  if (spec.id !== CHANGE_POSTURE)
    return [{ id: spec.id, text: mountText(spec, combat, i18n, text), refusal: refusalOf(spec, combat, i18n) }];
  return (combat ? otherPostures(combat.actor) : POSTURES).map((to) => ({
    id: postureAction(to),
    text: i18n.localize(`${WOUNDS_KEYS}.Posture.${to}`),
    refusal: refusalOf(spec, combat, i18n, to),
  }));
}

/** One button per container, listed use and owned gear or ability, at its own AP (and stamina). */
function itemRows(
  i18n: Localizer,
  combat: WoundsSheetCombat | null,
  options: WoundsOptions,
  items: readonly WoundsSheetItem[],
) {
  const owned = actItems(items.flatMap((i) => (i.kind === "gear" || i.kind === "ability" ? [i] : [])));
  return itemActs(owned).map(({ action, act }) => {
    const ap = apText(i18n, apCost(act.cost.action, [], options, act.cost.baseCost));
    const stamina = act.cost.stamina > 0 ? [sheetText(i18n, "Cost.stamina", { count: act.cost.stamina })] : [];
    return {
      id: action,
      text: itemActText(i18n, act.target),
      costText: [ap, ...stamina].join(" · "),
      refusal: refusalOf(actionSpec(act.cost.action), combat, i18n, undefined, act),
    };
  });
}

/** What the sheet itself knows beyond the combat: the stored creature and whether its Ready choice is open. */
export interface ActionsSheetState {
  /** The creature as stored: a spell cast out of combat pays from it (spell-casts.ts). */
  readonly caster?: WoundsActor | undefined;
  /** The sheet's Ready button was pressed: the section lists what can be readied (ready-rows.ts, decision 211). */
  readonly readying?: boolean;
}

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: WoundsSheetCombat | null,
  options: WoundsOptions,
  items: readonly WoundsSheetItem[] = [],
  sheet: ActionsSheetState = {},
): ActionsSectionContext {
  const { caster, readying = false } = sheet;
  const button = (row: ActionRowInput) => actionButton(i18n, ownerId, row, combat?.viewerIsGm ?? false);
  if (readying && combat) {
    const ready = refusalOf(actionSpec("ready"), combat, i18n);
    return actionsSection(i18n, true, choosingRows(i18n, SHEET_ACTIONS, items, combat, ready).map(button));
  }
  // Off its turn while Readied, the chosen action's row replaces that action's own (decision 182).
  const readied = combat ? readiedRows(i18n, SHEET_ACTIONS, items, combat) : undefined;
  const replaced = new Set(readied?.flatMap((row) => readiedRowAction(row.id) ?? []));
  const generic = SHEET_ACTIONS.filter((spec) => !replaced.has(spec.id)).flatMap((spec) => {
    const costText = apText(i18n, apCost(spec.id, [], options));
    return sheetRows(spec, combat, i18n).map((row) => ({ ...row, costText }));
  });
  const spells = spellCastRows(i18n, combat, options, items, combat?.actor ?? caster);
  const owned = [...itemRows(i18n, combat, options, items), ...spells];
  const rows = [...(readied ?? []), ...generic, ...owned].map(button);
  return actionsSection(i18n, combat !== null, rows);
}

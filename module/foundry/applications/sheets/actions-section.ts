/**
 * The Actions section every combat ruleset's sheet shares: one button per action of the ruleset's engine table,
 * its cost in words, and, when it cannot be taken now, why (out of combat, not your turn, the shortfall). A button
 * that cannot be taken stays focusable (`aria-disabled`, not `disabled`) so keyboard and screen-reader users reach
 * it and hear the reason, which is text beside it and its description. Pure: the rooms pass rows they worked out
 * with their engine.
 */
import type { Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { coreText } from "./labels.ts";

export interface ActionButtonContext {
  /** What the click spends (`data-combat-action`): an engine action id, or a room's variant of one. */
  readonly id: string;
  readonly text: string;
  readonly costText: string;
  /** "Defend — 1 action": the visible text first, then the cost; also the chat line's text. */
  readonly label: string;
  readonly disabled: boolean;
  /** Why it cannot be taken now; empty when it can. */
  readonly reason: string;
  /** Id of the reason's element (out of combat: the section's notice), for `aria-describedby`. */
  readonly reasonId: string;
}

/**
 * A way of paying the next action that the room offers as a checkbox above the rows (`energy`: 1 Energy of it with
 * Stamina, once per Round): the id is a spend option the room's combat economy declares and validates.
 */
export interface SpendOptionToggle {
  readonly id: string;
  readonly label: string;
}

export interface ActionsSectionContext {
  readonly heading: string;
  /** "Not in combat: actions are spent in a running combat." Empty in combat. */
  readonly notice: string;
  readonly rows: readonly ActionButtonContext[];
  /** The spend options open now; none outside combat or once used up. */
  readonly spendOptions: readonly SpendOptionToggle[];
}

export interface ActionRowInput {
  readonly id: string;
  readonly text: string;
  readonly costText: string;
  /** Why it cannot be taken now, undefined when it can. */
  readonly refusal: Refusal | undefined;
}

/** Each row's refusal out of combat. */
export const NOT_IN_COMBAT: Refusal = { refused: `${I18N_ROOT}.Sheet.Actions.notInCombat` };

/** The text of a refusal, with its data (the shortfall's pool, need and have). */
export function refusalText(i18n: Localizer, refusal: Refusal): string {
  return i18n.format(refusal.refused, refusal.data ?? {});
}

/** The section's notice id: out of combat every row is described by it instead of repeating it. */
export function noticeId(ownerId: string): string {
  return `${ownerId}-actions-notice`;
}

export function actionButton(i18n: Localizer, ownerId: string, row: ActionRowInput): ActionButtonContext {
  const outOfCombat = row.refusal === NOT_IN_COMBAT;
  return {
    id: row.id,
    text: row.text,
    costText: row.costText,
    label: coreText(i18n, "Actions.label", { action: row.text, cost: row.costText }),
    disabled: row.refusal !== undefined,
    reason: row.refusal && !outOfCombat ? refusalText(i18n, row.refusal) : "",
    reasonId: outOfCombat ? noticeId(ownerId) : `${ownerId}-action-${row.id}-reason`,
  };
}

/** The section around the rows; `inCombat` false adds the notice (each row then says it too). */
export function actionsSection(
  i18n: Localizer,
  inCombat: boolean,
  rows: readonly ActionButtonContext[],
  spendOptions: readonly SpendOptionToggle[] = [],
): ActionsSectionContext {
  return {
    heading: coreText(i18n, "Actions.heading"),
    notice: inCombat ? "" : coreText(i18n, "Actions.notInCombat"),
    rows,
    spendOptions,
  };
}

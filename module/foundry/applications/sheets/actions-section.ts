/**
 * The Actions section every combat ruleset's sheet shares: one button per action of the ruleset's engine table,
 * its cost in words, and, when it cannot be taken now, why (out of combat, not your turn, the shortfall). A button
 * that cannot be taken stays focusable (`aria-disabled`, not `disabled`) so keyboard and screen-reader users reach
 * it and hear the reason: its tooltip (on hover and on keyboard focus) and its description. A reason every button
 * shares is said once, as the section's notice, not on each button. Pure: the rooms pass rows they worked out with
 * their engine, from the same check their spend refuses with. For a GM, a button refused only for a shortfall stays
 * enabled with its reason shown: a click asks to spend anyway (`gmMayOverride`, combat/sheet-action.ts).
 */
import type { Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { gmMayOverride } from "../../combat/gm-override.ts";
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
  /** A GM's button past a shortfall: enabled, its reason shown, and a click asks to spend anyway. */
  readonly overridable: boolean;
  /** Why it cannot be taken now (or, overridable, not without the GM's override); empty when it can. */
  readonly reason: string;
  /** Id of the reason's element (a reason every row shares: the section's notice), for `aria-describedby`. */
  readonly reasonId: string;
  /** Id of the section's notice, which says once a reason every row shares. */
  readonly noticeId: string;
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
  /** A reason every action shares, said once ("Not in combat: …", "Actions are taken on your own turn."); else empty. */
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

/** One row's button; `viewerIsGm`: the sheet's viewer is a GM, who may override a shortfall. */
export function actionButton(
  i18n: Localizer,
  ownerId: string,
  row: ActionRowInput,
  viewerIsGm: boolean,
): ActionButtonContext {
  const outOfCombat = row.refusal === NOT_IN_COMBAT;
  const overridable = gmMayOverride(row.refusal, viewerIsGm);
  return {
    id: row.id,
    text: row.text,
    costText: row.costText,
    label: coreText(i18n, "Actions.label", { action: row.text, cost: row.costText }),
    disabled: row.refusal !== undefined && !overridable,
    overridable,
    reason: row.refusal && !outOfCombat ? refusalText(i18n, row.refusal) : "",
    reasonId: outOfCombat ? noticeId(ownerId) : `${ownerId}-action-${row.id}-reason`,
    noticeId: noticeId(ownerId),
  };
}

/** The reason every row gives, when all of them are blocked for one and the same reason; else undefined. */
function sharedReason(rows: readonly ActionButtonContext[]): string | undefined {
  const first = rows[0]?.reason;
  if (rows.length < 2 || !first || !rows.every((r) => r.disabled && r.reason === first)) return undefined;
  return first;
}

/**
 * The section around the rows. Out of combat (`inCombat` false) the notice says so and every row is described by
 * it; in combat, a reason every row shares (off your turn, unconscious) moves to the notice the same way, so it is
 * said once instead of on every button.
 */
export function actionsSection(
  i18n: Localizer,
  inCombat: boolean,
  rows: readonly ActionButtonContext[],
  spendOptions: readonly SpendOptionToggle[] = [],
): ActionsSectionContext {
  const heading = coreText(i18n, "Actions.heading");
  if (!inCombat) return { heading, notice: coreText(i18n, "Actions.notInCombat"), rows, spendOptions };
  const shared = sharedReason(rows);
  if (shared === undefined) return { heading, notice: "", rows, spendOptions };
  const described = rows.map((r) => ({ ...r, reason: "", reasonId: r.noticeId }));
  return { heading, notice: shared, rows: described, spendOptions };
}

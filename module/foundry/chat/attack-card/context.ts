/**
 * The attack card's template context for one viewer: what each row shows and which buttons this viewer gets. Pure:
 * the caller supplies the totals read from the stored rolls, what the viewer owns, and the card's procedure (the
 * open steps of each row, procedure/open-steps.ts, become this viewer's buttons or the lines saying whom they await).
 */
import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import type { CardWording } from "../../combat-room.ts";
import type { Procedure } from "../../procedure/step.ts";
import { stepLines, type StepDocuments } from "./step-buttons.ts";
import type { AttackCardData, Outcome, TargetRow } from "./data.ts";
import { rowBreakdowns, type RowRolls } from "./row-breakdowns.ts";
import { statusWordKey } from "./status-word.ts";
import type { RollMark } from "../../combat-room.ts";

export interface Viewer {
  readonly isGM: boolean;
  /** Does the viewer own the attacking actor? */
  readonly ownsAttacker: boolean;
  /** Does the viewer own this row's target? */
  ownsTarget(row: TargetRow): boolean;
  /** Show exact odds to this viewer (GM always; players by the world setting). */
  readonly showOdds: boolean;
  /** Hide this row's name and defense numbers from this viewer (an NPC the viewer does not own, by setting). */
  hides(row: TargetRow): boolean;
  /**
   * May this viewer see the card's content at all? The roller's roll mode decides (`ChatMessage#isContentVisible`,
   * read as for a roll by chat/chat-message.ts: a GM, blind or self roll is whispered past the others). Absent: yes.
   */
  readonly seesContent?: boolean;
  /** The name of the user who posted the card: who core names as having rolled privately. */
  readonly authorName?: string;
  /** Hide the attacker's name, weapon and attack numbers (an NPC the viewer does not own, by setting). Absent: no. */
  readonly hidesAttacker?: boolean;
  /** The row's documents as this client sees them, for steps whose choices read them; absent: none. */
  documents?(row: TargetRow): StepDocuments;
  /** The card's message id, for a step's refusal read per row (procedure/step.ts `refusal`); absent: not read. */
  readonly messageId?: string | undefined;
}

export interface RowTotals {
  readonly attack: number | undefined;
  readonly defense: number | undefined;
  /** The damage roll's total once it is on the card (rolled ahead, or applied). */
  readonly damage?: number | undefined;
  /** The stored rolls read back with their requests, for the breakdowns; absent: no breakdowns. */
  readonly rolls?: RowRolls;
  /** The attack roll is a critical hit or a fumble, as the card's room reads it; absent: neither. */
  readonly mark?: RollMark | undefined;
}

/** The shared wording, for a card whose ruleset has no room any more (the ruleset's own comes from its room). */
export const SHARED_WORDING: CardWording = {
  attack: `${I18N_ROOT}.Card.attack`,
  attackHidden: `${I18N_ROOT}.Card.attackHidden`,
  defense: `${I18N_ROOT}.Card.defense`,
};

const OUTCOME_ICON: Readonly<Record<Outcome, string>> = {
  hit: "fa-solid fa-check",
  miss: "fa-solid fa-xmark",
  pending: "fa-solid fa-hourglass-half",
};

const MARK_ICON: Readonly<Record<RollMark, string>> = {
  critical: "fa-solid fa-burst",
  fumble: "fa-solid fa-person-falling",
};

/** The row's mark in words and icon: the attack roll's, or a critical hit its applied damage reported. */
function rowMark(row: TargetRow, t: RowTotals, i18n: Localizer) {
  const applied = row.damage.status === "applied" || row.damage.status === "undone";
  const mark = t.mark ?? (applied && row.damage.breakdown?.critical ? "critical" : undefined);
  return mark ? { text: i18n.localize(`${I18N_ROOT}.Card.mark.${mark}`), icon: MARK_ICON[mark] } : null;
}

/** "Applied ×½: 6 → 3": what the GM did to the damage before applying it. */
function adjustedText(row: TargetRow, i18n: Localizer): string {
  const adjustment = row.damage.adjustment;
  if (!adjustment || row.damage.status === "none" || row.damage.status === "rolled") return "";
  const data = { from: adjustment.from, to: adjustment.to };
  return i18n.format(`${I18N_ROOT}.Card.adjusted.${adjustment.mode}`, data);
}

export function attackCardContext(
  card: AttackCardData,
  totals: (row: TargetRow) => RowTotals,
  viewer: Viewer,
  i18n: Localizer,
  wording: CardWording = SHARED_WORDING,
  procedure: Procedure = [],
) {
  const key = `${I18N_ROOT}.Card`;
  const hiddenName = i18n.localize(`${key}.hiddenName`);
  const secretAttacker = viewer.hidesAttacker === true;
  // Core's message header names the speaker (the attacking actor): what to show there instead, if anything.
  const hiddenSpeaker = secretAttacker ? hiddenName : "";
  // A card whispered past this viewer shows that a roll was made, and nothing of it: as core does for a private roll,
  // the header names the user who rolled instead of the speaking actor.
  if (viewer.seesContent === false) {
    const title = i18n.localize(`${key}.privateTitle`);
    const speaker = viewer.authorName ?? hiddenSpeaker;
    return { title, hiddenSpeaker: speaker, privateText: i18n.localize(`${key}.privateText`), rows: [] };
  }
  return {
    hiddenSpeaker,
    title: secretAttacker
      ? i18n.format(`${key}.titleHidden`, { name: hiddenName })
      : i18n.format(`${key}.title`, { name: card.attacker.name, item: card.attacker.itemName }),
    privateText: "",
    rows: card.targets.map((row) => {
      const t = totals(row);
      const hidden = viewer.hides(row);
      const rowWording = wording.forRow?.(row) ?? wording;
      const name = hidden ? hiddenName : row.name;
      // The odds follow from the attacker's dice and the target's defense: hidden when either is.
      const showOdds = viewer.showOdds && !hidden && !secretAttacker;
      const ctx = { card, row, ...viewer.documents?.(row) };
      const steps = stepLines(procedure, ctx, { viewer, name, showOdds, hidden, messageId: viewer.messageId }, i18n);
      const explained = { attacker: secretAttacker, target: hidden };
      const shown = wording.shownOutcome?.(row) ?? row.outcome;
      return {
        key: row.key,
        name,
        attackText: attackText(row, t, { secretAttacker, hidden }, rowWording, i18n),
        oddsText: showOdds ? i18n.format(`${key}.odds`, { percent: String(Math.round(row.hitChance * 100)) }) : "",
        defenseText: defenseText(t.defense, hidden, rowWording, i18n),
        resultText: hidden || secretAttacker ? "" : resultText(row, wording, i18n),
        outcome: shown,
        outcomeText: i18n.localize(statusWordKey(procedure, ctx, shown)),
        outcomeIcon: OUTCOME_ICON[shown],
        // A hidden attacker's roll says nothing about how it landed.
        mark: secretAttacker ? null : rowMark(row, t, i18n),
        damageText: damageText(row, t, hidden, i18n),
        adjustedText: hidden ? "" : adjustedText(row, i18n),
        followUpTexts: hidden ? [] : (row.damage.followUps ?? []).map((f) => f.summary),
        breakdowns: t.rolls ? rowBreakdowns(row, t.rolls, explained, i18n) : [],
        undone: row.damage.status === "undone",
        undoneText: i18n.localize(`${key}.undone`),
        actions: steps.actions,
        awaiting: steps.awaiting,
        refused: steps.refused,
        canUndo: viewer.isGM && row.damage.status === "applied",
        undoLabel: i18n.format(`${key}.undoLabel`, { name }),
      };
    }),
  };
}
export type AttackCardContext = ReturnType<typeof attackCardContext>;

/** The room's line about the row's result, if it has one. */
function resultText(row: TargetRow, wording: CardWording, i18n: Localizer): string {
  const result = wording.result?.(row);
  return result ? i18n.format(result.key, result.data ?? {}) : "";
}

/** The attack line: no numbers from a hidden attacker, no target number (Guard, AV …) against a hidden target. */
function attackText(
  row: TargetRow,
  t: RowTotals,
  secret: { readonly secretAttacker: boolean; readonly hidden: boolean },
  wording: Omit<CardWording, "forRow" | "result">,
  i18n: Localizer,
): string {
  const total = String(t.attack ?? "?");
  // A declared attack (procedure/steps/declare.ts) is rolled on the card later.
  if (row.attack === null) return i18n.localize(`${I18N_ROOT}.Card.attackDeclared`);
  if (secret.secretAttacker) return i18n.localize(`${I18N_ROOT}.Card.attackSecret`);
  if (secret.hidden) return i18n.format(wording.attackHidden, { total });
  return i18n.format(wording.attack, { total, against: String(row.against) });
}

function defenseText(
  total: number | undefined,
  hidden: boolean,
  wording: Omit<CardWording, "forRow" | "result">,
  i18n: Localizer,
): string {
  if (total === undefined) return "";
  return hidden
    ? i18n.localize(`${I18N_ROOT}.Card.defenseHidden`)
    : i18n.format(wording.defense, { total: String(total) });
}

/**
 * Damage rolled ahead shows its total; applied damage its summary. The summary names a hidden target's tracks and
 * numbers: it gets a plain "damage applied".
 */
function damageText(row: TargetRow, t: RowTotals, hidden: boolean, i18n: Localizer): string {
  if (row.damage.status === "rolled") {
    return i18n.format(`${I18N_ROOT}.Card.damageRolled`, { total: String(t.damage ?? "?") });
  }
  if (row.damage.status === "none" || !row.damage.summary) return "";
  return hidden ? i18n.localize(`${I18N_ROOT}.Card.damageHidden`) : row.damage.summary;
}

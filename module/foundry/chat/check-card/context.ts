/**
 * The check card's view model (issue 23: "Every roll explained … the number it had to beat"): who rolled what, the
 * total, the number to beat and the margin, the outcome in words and an icon (colour only reinforces it), a critical
 * the room named, the chance the roll had before it was made, and its breakdown (chat/breakdown/roll-breakdown.ts).
 * Pure: the caller read the roll back (render.ts) and says what this viewer may see.
 */
import { percentText } from "../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../constants.ts";
import type { ReadRoll } from "../attack-card/row-breakdowns.ts";
import { rollBreakdown, type RollBreakdown } from "../breakdown/roll-breakdown.ts";
import type { CheckCardData, CheckCritical } from "./data.ts";

const KEY = `${I18N_ROOT}.CheckCard`;

export interface CheckViewer {
  /** The world lets this user see odds (config/automation.ts). */
  readonly showOdds: boolean;
  /** The roller is an NPC hidden from this viewer ("hide NPC data"): its name, dice and odds are not shown. */
  readonly hidesActor: boolean;
}

export type CheckOutcomeKind = "success" | "failure" | "rolled";

/** Shown in words beside its icon. */
export interface Marked {
  readonly text: string;
  readonly icon: string;
}

const OUTCOME_ICON: Readonly<Record<CheckOutcomeKind, string>> = {
  success: "fa-solid fa-check",
  failure: "fa-solid fa-xmark",
  rolled: "fa-solid fa-dice-d20",
};

/** The attack card's marks for a critical hit and a fumble, for the same natural rolls on a check. */
const CRITICAL_ICON: Readonly<Record<Exclude<CheckCritical, "none">, string>> = {
  success: "fa-solid fa-burst",
  failure: "fa-solid fa-person-falling",
};

/** The roll's disclosure, in the shape templates/parts/roll-breakdown.hbs reads (a check has no damage effects). */
export interface CheckBreakdown extends RollBreakdown {
  readonly kind: "check";
  readonly effects: readonly string[];
}

export interface CheckCardContext {
  readonly title: string;
  /** What core's message header shows instead of the speaker; empty: the speaker. */
  readonly hiddenSpeaker: string;
  readonly outcome: CheckOutcomeKind;
  /** Empty when the roll could not be read (then `unread` says so). */
  readonly outcomeText: string;
  readonly outcomeIcon: string;
  readonly totalText: string;
  readonly targetText: string;
  readonly marginText: string;
  readonly critical: Marked | null;
  readonly oddsText: string;
  readonly effects: readonly string[];
  readonly breakdown: CheckBreakdown | null;
  readonly unread: string;
}

function outcomeOf(roll: ReadRoll): CheckOutcomeKind {
  if (roll.result.success === undefined) return "rolled";
  return roll.result.success ? "success" : "failure";
}

/** The card for one viewer; `roll` is undefined when the stored roll does not read back against its request. */
export function checkCardContext(
  card: CheckCardData,
  roll: ReadRoll | undefined,
  viewer: CheckViewer,
  i18n: Localizer,
): CheckCardContext {
  const hiddenName = i18n.localize(`${I18N_ROOT}.Card.hiddenName`);
  const title = i18n.format(`${KEY}.title`, { name: viewer.hidesActor ? hiddenName : card.name, check: card.check });
  const hiddenSpeaker = viewer.hidesActor ? hiddenName : "";
  const none = {
    totalText: "",
    targetText: "",
    marginText: "",
    critical: null,
    oddsText: "",
    effects: [],
    breakdown: null,
  };
  if (!roll) {
    const unread = i18n.localize(`${KEY}.unread`);
    return { title, hiddenSpeaker, outcome: "rolled", outcomeText: "", outcomeIcon: "", ...none, unread };
  }
  const outcome = outcomeOf(roll);
  const explained = rollBreakdown(roll.request, roll.result, `${KEY}.details`, i18n);
  const critical = card.critical === "none" ? null : card.critical;
  return {
    title,
    hiddenSpeaker,
    outcome,
    outcomeText: i18n.localize(`${KEY}.outcome.${outcome}`),
    outcomeIcon: OUTCOME_ICON[outcome],
    totalText: explained.total,
    targetText: explained.target,
    marginText: explained.margin,
    critical: critical && { text: i18n.localize(`${KEY}.critical.${critical}`), icon: CRITICAL_ICON[critical] },
    oddsText:
      viewer.showOdds && !viewer.hidesActor && card.chance !== null
        ? i18n.format(`${KEY}.odds`, { percent: percentText(card.chance) })
        : "",
    effects: card.effects,
    // An NPC hidden from the viewer keeps its dice and modifiers (its stats) to itself.
    breakdown: viewer.hidesActor ? null : { kind: "check", effects: [], ...explained },
    unread: "",
  };
}

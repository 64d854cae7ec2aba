/**
 * The Rest section of the `wounds` character sheet (rest/rests.ts): a Short Rest, a Long Rest, a Long Rest tended by
 * the user's target and a New Day, each a button that says why it cannot be taken now, with the long rests used today
 * and the recovery checks' bonus; the sleep the creature needs; and Long rest interrupted (rest/interrupted-rest.ts),
 * beside what an interrupted short rest gives (nothing).
 */
import { BASE_SLEEP_HOURS, sleepHoursNeeded } from "../../../../engine/rulesets/wounds/rest/sleep.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { REST_KINDS, restRefusal, restRefusalKey, type RestKind } from "../rest/rests.ts";
import { toWoundsCreature } from "../sources.ts";
import type { WoundsSheetActor } from "./sheet-data.ts";

const KEY = `${I18N_ROOT}.Wounds.Rest`;

/** A button of the section and why it cannot be taken now. */
export interface RestReasonedButton {
  readonly text: string;
  /** Why it cannot be taken now; empty when it can. */
  readonly reason: string;
  readonly reasonId: string;
}

export interface RestButtonContext extends RestReasonedButton {
  readonly kind: RestKind;
}

export interface RestContext {
  readonly heading: string;
  /** "Long rests today: 1 of 2 · recovery checks +1". */
  readonly statusText: string;
  /** "Sleep needed: 7.5 hours (8 − ½ per point of Vitality 1)", decision 248. */
  readonly sleepText: string;
  readonly buttons: readonly RestButtonContext[];
  /** Long rest interrupted…: refused as a short rest is (the benefits it may give are short rests'), decision 249. */
  readonly interrupted: RestReasonedButton;
  /** "If a short rest is interrupted, you gain no benefits and must start over", said beside it. */
  readonly shortInterruptedText: string;
}

function buttonText(i18n: Localizer, kind: RestKind, tender: string | null): string {
  if (kind !== "longTended") return i18n.localize(`${KEY}.button.${kind}`);
  return tender === null
    ? i18n.localize(`${KEY}.button.longTendedByNobody`)
    : i18n.format(`${KEY}.button.longTended`, { tender });
}

/** `tender`: the user's target's name, who tends a tended long rest; null without a target. */
export function restContext(
  i18n: Localizer,
  actor: WoundsSheetActor,
  inCombat: boolean,
  tender: string | null,
): RestContext {
  const c = toWoundsCreature(actor.system);
  const buttons = REST_KINDS.map((kind) => {
    const refusal = restRefusal(c, kind, inCombat, tender !== null);
    return {
      kind,
      text: buttonText(i18n, kind, tender),
      reason: refusal ? i18n.localize(restRefusalKey(refusal)) : "",
      reasonId: `${actor.id}-rest-${kind}-reason`,
    };
  });
  const interruptedRefusal = restRefusal(c, "short", inCombat, false);
  const vitality = c.attributes.vitality;
  return {
    heading: i18n.localize(`${KEY}.heading`),
    statusText: i18n.format(`${KEY}.status`, {
      used: String(c.longRestsToday),
      bonus: String(c.recoveryBonus),
    }),
    // "Most characters require 8 hours of sleep minus half an hour for each point of Vitality" (decision 248).
    sleepText: i18n.format(`${KEY}.sleep`, {
      hours: String(sleepHoursNeeded(vitality)),
      base: String(BASE_SLEEP_HOURS),
      vitality: String(vitality),
    }),
    buttons,
    interrupted: {
      text: i18n.localize(`${KEY}.button.interrupted`),
      reason: interruptedRefusal ? i18n.localize(restRefusalKey(interruptedRefusal)) : "",
      reasonId: `${actor.id}-rest-interrupted-reason`,
    },
    shortInterruptedText: i18n.localize(`${KEY}.shortInterrupted`),
  };
}

/**
 * Long rest interrupted, from the sheet's Rest section (decision 249): "If a long rest is interrupted, provided that the
 * interruption lasts no more than half an hour, you may resume the long rest and gain the normal benefits by adding an
 * extra hour onto the remaining rest time. If a long rest is interrupted after at least 15 minutes, then you may apply
 * all the benefits associated with a short rest for every 15 minutes that have passed." The owner says how long it
 * rested, how long the interruption lasted and which it takes, in a small dialog; the engine's
 * `resolveInterruptedLongRest` decides. Like every rest it writes only the resting creature and is its owner's, so it
 * is not relayed (decision 110), and it is refused as a short rest is (in a started fight, dead).
 */
import { LONG_REST_HOURS } from "../../../../engine/rulesets/wounds/rest/long.ts";
import {
  resolveInterruptedLongRest,
  type InterruptedLongRestChoice,
} from "../../../../engine/rulesets/wounds/rest/interrupt.ts";
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { escapeText } from "../../../html/escape.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsCreature } from "../sources.ts";
import { restRefusal, restRefusalKey } from "./rests.ts";
import { restUpdate } from "./take-rest.ts";

const KEY = `${I18N_ROOT}.Wounds.Rest`;
const ASK = `${KEY}.Interrupted`;
const CHOICES: readonly InterruptedLongRestChoice[] = ["resume", "giveUp"];

/** What the owner answered: minutes rested (a rest of 8 hours is complete, not interrupted), minutes interrupted. */
export interface InterruptedAnswer {
  readonly rested: number;
  readonly lasted: number;
  readonly choice: InterruptedLongRestChoice;
}

const wholeMinutes = (value: unknown, below: number): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < below ? value : undefined;

/** The dialog's form data as an answer; undefined when a field is missing or out of bounds. */
export function interruptedAnswer(form: unknown): InterruptedAnswer | undefined {
  if (typeof form !== "object" || form === null) return undefined;
  const fields: Record<string, unknown> = { ...form };
  const rested = wholeMinutes(fields["rested"], LONG_REST_HOURS * 60);
  const lasted = wholeMinutes(fields["lasted"], Number.POSITIVE_INFINITY);
  const choice = CHOICES.find((c) => c === fields["choice"]);
  return rested === undefined || lasted === undefined || choice === undefined ? undefined : { rested, lasted, choice };
}

/** What the short rests gave, as the rests' chat lines say it. */
function givenText(before: WoundsCreature, after: WoundsCreature): string[] {
  const i18n = game.i18n;
  const healed = before.wounds.light - after.wounds.light;
  return [
    after.stamina > before.stamina
      ? i18n.format(`${KEY}.stamina`, { amount: String(after.stamina - before.stamina) })
      : "",
    after.mana > before.mana ? i18n.format(`${KEY}.mana`, { amount: String(after.mana - before.mana) }) : "",
    healed > 0 ? i18n.format(`${KEY}.lightWounds`, { count: String(healed) }) : "",
  ].filter((p) => p !== "");
}

/**
 * `actor` as it is now when its owner may apply an interrupted rest to it, else the refusal's key: another user's
 * creature, or one a short rest refuses (fighting in a started combat, dead).
 */
function restingNow(actor: Actor.Implementation): WoundsCreature | string {
  const view = woundsActorView(actor);
  if (!view || !actor.isOwner) return `${I18N_ROOT}.Combat.refused.notOwner`;
  const creature = toWoundsCreature(view.source);
  const refusal = restRefusal(creature, "short", fightingCombatant(actor) !== undefined, false);
  return refusal ? restRefusalKey(refusal) : creature;
}

/** Applies the owner's answer for `actor`'s interrupted long rest; false, with the reason shown, when refused. */
export async function takeInterruptedRest(actor: Actor.Implementation, answer: InterruptedAnswer): Promise<boolean> {
  const before = restingNow(actor);
  if (typeof before === "string") {
    notifyRefusal({ refused: before });
    return false;
  }
  const out = resolveInterruptedLongRest(before, answer.rested, answer.lasted, answer.choice);
  if (out.kind === "refused") {
    notifyRefusal({ refused: `${ASK}.Refusal.${out.reason}` });
    return false;
  }
  const i18n = game.i18n;
  let text: string;
  if (out.kind === "resumed") {
    text = i18n.format(`${ASK}.resumed`, { minutes: String(out.minutesLeft) });
  } else {
    await actor.update({ system: restUpdate(out.creature) });
    const given = i18n.format(`${ASK}.shortRests`, { rested: String(answer.rested), count: String(out.count) });
    const parts = givenText(before, out.creature);
    text = [given, ...(parts.length > 0 ? parts : [i18n.localize(`${KEY}.nothing`)])].join(" · ");
  }
  await postSummary(i18n.format(`${ASK}.title`, { name: actor.name }), [{ name: actor.name, text }]);
  return true;
}

function dialogContent(): string {
  const label = (key: string) => escapeText(game.i18n.localize(`${ASK}.${key}`));
  const max = String(LONG_REST_HOURS * 60 - 1);
  const options = CHOICES.map((c) => `<option value="${c}">${label(c)}</option>`).join("");
  return `<label>${label("rested")} <input type="number" name="rested" min="0" max="${max}" step="1" value="60" /></label>
<label>${label("lasted")} <input type="number" name="lasted" min="0" step="1" value="15" /></label>
<label>${label("choice")} <select name="choice">${options}</select></label>`;
}

/**
 * The Rest section's Long rest interrupted button: the dialog, then the answer applied (read again from the documents
 * as they are then); nothing when closed.
 */
export async function askInterruptedRest(actor: Actor.Implementation): Promise<boolean> {
  // Refused now, nothing is asked.
  const now = restingNow(actor);
  if (typeof now === "string") {
    notifyRefusal({ refused: now });
    return false;
  }
  const form: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n.format(`${ASK}.title`, { name: actor.name }) },
    content: dialogContent(),
    ok: { label: `${ASK}.ok` },
  });
  if (form === null || form === undefined) return false;
  const answer = interruptedAnswer(form);
  if (!answer) {
    notifyRefusal({ refused: `${ASK}.Refusal.minutes` });
    return false;
  }
  return takeInterruptedRest(actor, answer);
}

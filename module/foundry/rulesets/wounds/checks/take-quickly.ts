/**
 * An action performed more quickly (docs/rules/wounds.md decision 195): "the GM will call for an appropriate check
 * based on how you intend to speed up the action (often a Dex [Acrobatics] or Str [Athletics] check), and passing the
 * check will reduce the AP cost of the action by 1 at the cost of 1 stamina. For every 3 points by which you beat the
 * TN, the cost further decreases by 1 … This cannot be done for any attack action or spellcasting". The GM calls it:
 * on the creature's sheet the GM picks the check and the TN (the Checks section's), then presses the action's button.
 * On the GM's client, the check is rolled (public, as the GM's rolls for another's creature are), then the action is
 * paid through the room's spend — passed, with the engine's `quickenModifier` (never below 1 AP) and 1 stamina spent
 * through `spendStamina` (past 0, fatigue); failed, at its full cost, the card saying what the GM may take ("you may
 * lose 1 AP plus 1 for every 3 points by which you failed", the GM's discretion: the tracker's −). Nothing is relayed:
 * a player's client has no such call.
 */
import {
  actionSpec,
  WOUNDS_ACTION_IDS,
  type WoundsActionId,
} from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { apCost } from "../../../../engine/rulesets/wounds/economy/costs.ts";
import {
  QUICKEN_STAMINA,
  quicken,
  quickenCheckRequest,
  quickenModifier,
  whyCannotQuicken,
  type QuickenCheck,
} from "../../../../engine/rulesets/wounds/economy/quickly.ts";
import { spendStamina } from "../../../../engine/rulesets/wounds/vitals/stamina.ts";
import { NOT_IN_COMBAT, refusalText } from "../../../applications/sheets/actions-section.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import type { Refusal } from "../../../combat-room.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { GM_ONLY, isGm, notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { PUBLIC_ROLL } from "../../../dice/roll-visibility.ts";
import { actionName } from "../combat/action-name.ts";
import { vitalsUpdate } from "../combat/actor.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { spendWounds } from "../combat/spend.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { checkActOfButton } from "./check-acts.ts";
import { checkCardCritical } from "./critical.ts";

const KEY = `${I18N_ROOT}.Wounds.Quickly`;
const NOT_QUICKENED: Refusal = { refused: `${KEY}.refused` };

/**
 * The action a sheet's Actions button pays, when it can be done more quickly here: an action (no reaction, no readied
 * one) that is not an attack or spellcasting, and whose check is not the GM's own roll already (Escape, Pin …).
 */
function quickenedAction(button: string): WoundsActionId | Refusal {
  const action = WOUNDS_ACTION_IDS.find((id) => id === button.split(":")[0]);
  if (!action || actionSpec(action).kind !== "action" || checkActOfButton(button)) return NOT_QUICKENED;
  const why = whyCannotQuicken(action);
  return why ? woundsRefusal(why) : action;
}

function refused(refusal: Refusal): false {
  notifyRefusal(refusal);
  return false;
}

/** The action's button `button` on `actor`, performed more quickly with `check` against `tn`; false when refused. */
export async function takeQuickly(
  actor: Actor.Implementation,
  button: string,
  check: QuickenCheck,
  tn: number,
): Promise<boolean> {
  if (!isGm()) return refused(GM_ONLY);
  const action = quickenedAction(button);
  if (typeof action !== "string") return refused(action);
  const combatant = fightingCombatant(actor);
  const view = woundsActorView(actor);
  if (!combatant || !view) return refused(NOT_IN_COMBAT);
  const i18n = foundryLocalizer();
  const options = woundsOptions();
  const act = actionName(action);
  await rollCheckCard({
    actor,
    check: i18n.format(`${KEY}.check`, { act, check }),
    request: quickenCheckRequest(toWoundsCreature(view.source), check, tn, options),
    critical: checkCardCritical(false),
    visibility: PUBLIC_ROLL,
    followUp: async (result) => {
      const margin = result.margin ?? 0;
      const passed = result.success === true;
      const paid = await spendWounds(combatant, { action: button }, undefined, passed ? [quickenModifier(margin)] : []);
      if (paid) return { effects: [refusalText(i18n, paid)], rolls: [] };
      if (!passed) {
        const outcome = quicken(action, apCost(action, [], options), margin);
        const lost = outcome.ok && !outcome.passed ? outcome.apLostIfGmRules : 0;
        return { effects: [i18n.format(`${KEY}.failed`, { act, lost })], rolls: [] };
      }
      // "at the cost of 1 stamina": read after the spend, which may have changed the creature's vitals.
      const now = woundsActorView(actor);
      const spent = now ? spendStamina(toWoundsCreature(now.source), QUICKEN_STAMINA) : undefined;
      if (spent) await actor.update({ system: vitalsUpdate(spent.creature) });
      const less = -quickenModifier(margin).delta;
      const fatigue = spent?.fatigue ?? 0;
      const text = fatigue > 0 ? "passedFatigue" : "passed";
      return { effects: [i18n.format(`${KEY}.${text}`, { act, less, fatigue })], rolls: [] };
    },
  });
  return true;
}

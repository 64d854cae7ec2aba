/**
 * An action taken from a sheet's Actions section: spent from the actor's combatant in the running combat
 * (`spendInCombat`: the GM's own spend or a player's `fray.spend` relay; the ruleset room pays it and writes what
 * the engine says it does: conditions, Catch Your Breath's Stamina), then one line in chat saying who did what.
 * Out of combat nothing is spent and nothing posted: the section says actions need a combat.
 */
import { NOT_IN_COMBAT } from "../applications/sheets/actions-section.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { I18N_ROOT } from "../constants.ts";
import { escapeText } from "../html/escape.ts";
import { notifyRefusal } from "./notify.ts";
import { activeCombatantOf } from "./reactions.ts";
import { spendInCombat } from "./spend.ts";

export interface SheetAction {
  /** What the room spends for: an engine action id or a room's variant (`shiftAgility`). */
  readonly action: string;
  /** The button's text with its cost ("Defend — 1 action"), for the chat line. */
  readonly label: string;
  /** `energy`: pay 1 Energy of it with 1 Stamina. */
  readonly staminaAsEnergy: number;
}

/** An observer's sheet shows the section too; only the actor's owners spend from it (the relay proves it again). */
const NOT_OWNER = { refused: `${I18N_ROOT}.Combat.refused.notOwner` };

export async function takeSheetAction(actor: Actor.Implementation, taken: SheetAction): Promise<boolean> {
  if (!actor.isOwner) {
    notifyRefusal(NOT_OWNER);
    return false;
  }
  if (!game.combat?.started || !activeCombatantOf(actor)) {
    notifyRefusal(NOT_IN_COMBAT);
    return false;
  }
  const swap = taken.staminaAsEnergy > 0 ? { staminaAsEnergy: taken.staminaAsEnergy } : {};
  if (!(await spendInCombat(actor, { action: taken.action, ...swap }))) return false;
  const key = taken.staminaAsEnergy > 0 ? "actionTakenWithStamina" : "actionTaken";
  const text = foundryLocalizer().format(`${I18N_ROOT}.Combat.${key}`, { name: actor.name, action: taken.label });
  await ChatMessage.create({
    content: `<p class="fray-action-line">${escapeText(text)}</p>`,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
  return true;
}

/**
 * An action taken from a sheet's Actions section: spent from the actor's combatant in the running combat
 * (`spendInCombat`: the GM's own spend or a player's `fray.spend` relay; the ruleset room pays it and writes what
 * the engine says it does: conditions, Catch Your Breath's Stamina), then one line in chat saying who did what.
 * Out of combat nothing is spent and nothing posted: the section says actions need a combat. A GM's button past a
 * shortfall (`gmMayOverride`) asks first, then spends with `override` (the pools floored at 0) and says so in chat.
 */
import { NOT_IN_COMBAT } from "../applications/sheets/actions-section.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { I18N_ROOT } from "../constants.ts";
import { escapeText } from "../html/escape.ts";
import { notifyRefusal } from "./notify.ts";
import { activeCombatantOf } from "./reactions.ts";
import { roomOf } from "./rooms.ts";
import { spendInCombat } from "./spend.ts";

export interface SheetAction {
  /** What the room spends for: an engine action id or a room's variant (`shiftAgility`). */
  readonly action: string;
  /** The button's text with its cost ("Defend — 1 action"), for the chat line. */
  readonly label: string;
  /** The room's spend options taken with it (`SpendOptionSpec`): option id → value, 0 or absent for not taken. */
  readonly options: Readonly<Record<string, number>>;
  /** The shortfall a GM's button offers to override (its reason's text); absent: a plain spend. */
  readonly shortfall?: string;
}

const OVERRIDE_LINE = `${I18N_ROOT}.Combat.actionTakenOverride`;

/** Asks the GM to spend past the shortfall; closing the dialog is a no (v13's `rejectClose` is false by default). */
async function confirmOverride(shortfall: string): Promise<boolean> {
  const question = foundryLocalizer().format(`${I18N_ROOT}.Combat.Override.question`, { shortfall });
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: `${I18N_ROOT}.Combat.Override.title` },
    content: `<p>${escapeText(question)}</p>`,
  });
  return answer === true;
}

/** The chat line: the plain one, or that of the first option taken which has a line of its own. */
function lineKey(actor: Actor.Implementation, options: Readonly<Record<string, number>>): string {
  const combatant = activeCombatantOf(actor);
  const declared = (combatant ? roomOf(combatant)?.spendOptions : undefined) ?? [];
  const taken = declared.find((o) => (options[o.id] ?? 0) > 0 && o.takenLine !== undefined);
  return taken?.takenLine ?? `${I18N_ROOT}.Combat.actionTaken`;
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
  // Only a GM's client may override (a player's request never carries it: spend.ts drops it before the relay).
  const override = taken.shortfall !== undefined && game.user.isGM;
  if (override && !(await confirmOverride(taken.shortfall))) return false;
  const request = { action: taken.action, options: taken.options, ...(override ? { override } : {}) };
  if (!(await spendInCombat(actor, request))) return false;
  const line = override ? OVERRIDE_LINE : lineKey(actor, taken.options);
  const text = foundryLocalizer().format(line, { name: actor.name, action: taken.label });
  await ChatMessage.create({
    content: `<p class="fray-action-line">${escapeText(text)}</p>`,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
  return true;
}

/**
 * Knocked down, as the token HUD (or a sheet, or a macro) gives Prone: "A character who is hit hard enough or has the
 * ground taken from them is knocked down. This event negates the character's action if it happens on their turn."
 * The Prone status is the condition the rules read (speed, Defense dice, ranged Challenge); its arrival is the event,
 * answered here through the engine's `knockDown`: on the creature's own turn an act still being paid over turns is
 * lost (docs/rules/bonus.md decision 49), and chat says the action is negated. Off its turn it is only prone.
 */
import { knockDown } from "../../../../engine/rulesets/bonus/economy/act.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { escapeText } from "../../../html/escape.ts";
import { bonusCombatantData, bonusEconomyActor, fromBonusState, toBonusState } from "./state.ts";

const LINE = `${I18N_ROOT}.Bonus.KnockedDown`;

export async function bonusConditionGained(combatant: Combatant.Implementation, status: string): Promise<void> {
  if (status !== "prone") return;
  const combat = combatant.combat;
  const data = bonusCombatantData(combatant);
  const actor = bonusEconomyActor(combatant, combat?.round ?? 0);
  if (!combat || !data || !actor || !combatant.actor) return;
  const ownTurn = combat.combatant?.id === combatant.id;
  const knocked = knockDown(actor, toBonusState(combatant.id ?? "", data), combat.round, ownTurn);
  if (!knocked.negated) return;
  const lost = data.pending.remaining > 0;
  if (lost) await combatant.update({ system: fromBonusState(knocked.combatant) });
  const text = foundryLocalizer().format(lost ? `${LINE}.actLost` : `${LINE}.negated`, { name: combatant.actor.name });
  await ChatMessage.create({
    content: `<p class="fray-action-line">${escapeText(text)}</p>`,
    speaker: ChatMessage.getSpeaker({ actor: combatant.actor }),
  });
}

/**
 * What the chat says when an act naming what it handles is paid (item-acts.ts): the act ("Use an Object: Healing
 * Potion"), whether it takes effect now or is declared over turns, the stamina it spent and the fatigue an overspend
 * gave ("If an action or effect would reduce your stamina below 0, your stamina instead becomes 0 and you take fatigue
 * equal to the excess stamina cost"), then the item's own text, so the table reads what it does. The item's text is
 * its stored description (an HTMLField, which Foundry's server sanitizes, as it does a chat message's content).
 */
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { escapeText } from "../../../html/escape.ts";
import { ITEM_ACT_KEYS, itemActText } from "./item-act-text.ts";
import type { ItemAct } from "./item-acts.ts";

/** The stamina and fatigue line, from the creature before and after the act; undefined when it spent none. */
export function staminaLine(before: WoundsCreature, after: WoundsCreature): string | undefined {
  const stamina = String(before.stamina - after.stamina);
  const fatigue = after.fatigue - before.fatigue;
  if (fatigue > 0) return game.i18n.format(`${ITEM_ACT_KEYS}.overspent`, { stamina, fatigue: String(fatigue) });
  return before.stamina > after.stamina ? game.i18n.format(`${ITEM_ACT_KEYS}.stamina`, { stamina }) : undefined;
}

/** The creature before and after an act's costs were paid. */
export interface PaidCreatures {
  readonly before: WoundsCreature;
  readonly after: WoundsCreature;
}

/** Who the act's card speaks for: a combatant, or an actor out of combat (a spell cast, decision 223). */
export interface ActSpeaker {
  readonly name: string | undefined;
  readonly actor: Actor.Implementation | null;
}

/**
 * The act's card: its title, whether it takes effect now or is declared over turns, `paidLines` on what it spent
 * (stamina once it takes effect, a spell's mana when it is declared), then `text`, the item's own (HTML).
 */
export async function postActCard(
  speaker: ActSpeaker,
  title: string,
  completed: boolean,
  paidLines: readonly string[],
  text: string,
): Promise<void> {
  const name = speaker.name ?? "";
  const lines = [
    game.i18n.format(`${ITEM_ACT_KEYS}.${completed ? "takes" : "declared"}`, { act: title }),
    ...paidLines,
  ];
  const items = lines.map((l) => `<li><strong>${escapeText(name)}</strong>: ${escapeText(l)}</li>`).join("");
  await ChatMessage.create({
    content: `<section class="fray-round-summary"><h3>${escapeText(title)}</h3><ul>${items}</ul>${text}</section>`,
    speaker: { alias: name },
  });
}

export async function postItemAct(
  combatant: Combatant.Implementation,
  act: ItemAct,
  completed: boolean,
  creatures: PaidCreatures,
): Promise<void> {
  const title = itemActText(foundryLocalizer(), act.target);
  const paid = completed ? [staminaLine(creatures.before, creatures.after)].filter((l) => l !== undefined) : [];
  await postActCard(combatant, title, completed, paid, act.target.kind === "item" ? act.target.item.description : "");
}

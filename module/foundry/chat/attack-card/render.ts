import { readRoll } from "./stored-roll.ts";
import { attackCardContext, type RowTotals, type Viewer } from "./context.ts";
import { cardData } from "./card-data.ts";
import type { TargetRow } from "./data.ts";
import { AttackCardModel } from "./model.ts";
import { userSeesOdds } from "../../config/automation.ts";
import { foundryLocalizer } from "../../applications/sheets/localizer.ts";
import { loadRoom, roomFor } from "../../room-lookup.ts";
import type { FoundryRoom } from "../../room.ts";
import { authorOf } from "../message-author.ts";
import { actorOf, hides } from "../npc-visibility.ts";

const TEMPLATE = "systems/fray/templates/chat/attack-card.hbs";
/** The partial the card includes under each roll; Foundry must load a partial before a template uses it. */
const BREAKDOWN_PARTIAL = "systems/fray/templates/parts/roll-breakdown.hbs";

function owns(uuid: string): boolean {
  return actorOf(uuid)?.isOwner === true;
}

/** Who posted the card; core's "Unknown User" when that user was deleted. */
function authorName(message: ChatMessage.Implementation): string {
  return authorOf(message)?.name ?? game.i18n.localize("CHAT.UnknownUser");
}

/** Each stored roll read back once: its total for the card's lines, with its request for the breakdowns. */
function totals(row: TargetRow, room: FoundryRoom | undefined): RowTotals {
  const attack = readRoll(row.attack);
  const defense = row.defense.roll ? readRoll(row.defense.roll) : undefined;
  const damage = row.damage.roll ? readRoll(row.damage.roll) : undefined;
  const followUps = (row.damage.followUps ?? []).flatMap((f) => {
    const roll = readRoll(f.roll);
    return roll ? [{ label: f.label, roll }] : [];
  });
  return {
    attack: attack?.result.total,
    defense: defense?.result.total,
    damage: damage?.result.total,
    rolls: { attack, defense, damage, followUps },
    mark: attack ? room?.combat.attackMark?.(attack.result) : undefined,
  };
}

/** The card's template context as this client's user may see it (roll mode, ownership, "hide NPC data"). */
export function attackCardViewContext(message: ChatMessage.Implementation, system: AttackCardModel) {
  const card = cardData(system);
  const viewer: Viewer = {
    isGM: game.user.isGM,
    ownsAttacker: owns(card.attacker.actorUuid),
    ownsTarget: (row) => owns(row.actorUuid),
    showOdds: userSeesOdds(),
    hides: (row) => hides(row.actorUuid),
    seesContent: message.isContentVisible,
    authorName: authorName(message),
    hidesAttacker: hides(card.attacker.actorUuid),
    messageId: message.id ?? undefined,
    documents: (row) => {
      const attacker = actorOf(card.attacker.actorUuid);
      const item = attacker?.items.get(card.attacker.itemId);
      return { attacker, item, target: actorOf(row.actorUuid), messageId: message.id ?? undefined };
    },
  };
  const room = roomFor(card.ruleset);
  const rowTotals = (row: TargetRow) => totals(row, room);
  return attackCardContext(card, rowTotals, viewer, foundryLocalizer(), room?.combat.cardWording, room?.procedure);
}

/**
 * `renderChatMessageHTML`: an attack card replaces the message content with the card rendered for this viewer and
 * wires its buttons. Other messages are left alone.
 */
export async function renderAttackCard(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  if (!(message.system instanceof AttackCardModel)) return;
  // The card reads its room's procedure and wording: a card of a ruleset the world does not play loads that room.
  await loadRoom(cardData(message.system).ruleset);
  const context = attackCardViewContext(message, message.system);
  const content = html.querySelector(".message-content");
  if (!content) return;
  await foundry.applications.handlebars.loadTemplates([BREAKDOWN_PARTIAL]);
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATE, context);
  const sender = html.querySelector(".message-sender");
  if (sender && context.hiddenSpeaker) sender.textContent = context.hiddenSpeaker;
  // The buttons' handlers load with the first click on a card: a chunk of its own, out of every world's load.
  content.addEventListener("click", (event) => {
    void import("./actions.ts").then(({ onCardClick }) => onCardClick(message, event));
  });
}

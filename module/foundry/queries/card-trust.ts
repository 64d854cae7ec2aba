/**
 * May the GM act on an attack card? A player authors their attack card, and Foundry lets them write whatever they
 * like into it: `ChatMessage.create({type: "attack", system})` from any client posts a card with any target, dice,
 * `against` and outcome, and the author may update it afterwards. The server only stamps who wrote a document last
 * (`_stats.lastModifiedBy`, a field it manages and ignores in client data: `DocumentStatsField.managedFields`).
 *
 * So a card the GM wrote last is the GM's own state (its handlers only write cards they checked here first). Any
 * other card must be exactly as an honest attack flow posts it: never modified since its creation, nothing settled
 * on it, authored by an owner of the attacker, and every row what the GM derives itself — the attack planned again
 * from the attacker, weapon and target as they are now (the ruleset's room, from the row's stored situation), the
 * stored roll read against that request, and the row's `against`, facing and outcome as that plan and roll give
 * them. A card that differs is refused whole: the GM never acts on a number it did not derive. (The odds shown,
 * `hitChance`, are display only: nothing reads them.) A card whose attacker, weapon or target changed since it was
 * posted (Wounded, another weapon) is refused too, until the GM first writes it: the attack must be rolled again.
 *
 * In a started combat, a player's card must also carry the ticket the GM issued when it paid the attack's spend, for
 * this attacker, weapon and targets and used by no other card (combat/attack-tickets.ts): a card posted without paying,
 * or a second card for one payment, is refused.
 *
 * A card whose procedure opens with a declaration (procedure/steps/declare.ts) is posted with nothing rolled: each of
 * its rows must hold no attack roll (a player's dice on such a card are refused: the GM rolls it on the card) and
 * the facts its plan gives before any roll.
 */
import type { AttackCardData, TargetRow } from "../chat/attack-card/data.ts";
import { declaredRowFacts, plannedRowFacts, planRow, DEFAULT_SITUATION } from "../chat/attack-card/situation.ts";
import { readStoredRoll } from "../chat/attack-card/stored-roll.ts";
import { authorOf } from "../chat/message-author.ts";
import { sameData } from "../data/same-data.ts";
import { isRefusal, type CombatRoom } from "../combat-room.ts";
import { combatRoomFor } from "../combat-rooms.ts";
import { actorAt } from "./actor-at.ts";
import { attackSpendOf } from "../combat/attack-spend.ts";
import { claimTicket, spendKey, type TicketDistrust } from "../combat/attack-tickets.ts";
import { opensWithDeclaration } from "../procedure/steps/declare.ts";
import { roomFor } from "../room-lookup.ts";

/** Why a card is not trusted: a refusal code of the card queries. */
export type Distrust =
  "tamperedCard" | "unverifiedCard" | "unknownActor" | "unknownItem" | "unknownTarget" | "noRuleset" | TicketDistrust;

/** Nothing on the card settled yet: no choice, defense or damage, no handled request (as the attack flow posts it). */
function isPristine(card: AttackCardData): boolean {
  return (
    card.processed.length === 0 &&
    card.targets.every(
      (row) =>
        (row.taken ?? []).length === 0 &&
        row.defense.status === "none" &&
        row.defense.roll === null &&
        row.damage.status === "none" &&
        row.damage.roll === null &&
        row.damage.before === null,
    )
  );
}

/**
 * Does the card's author own its attacker? The server sets the author to the creating user (v13 `BaseChatMessage`
 * refuses a player's message authored by anyone else), so this is who asked for the attack.
 */
export function authorOwns(message: ChatMessage.Implementation, attacker: Actor.Implementation): boolean {
  const author = authorOf(message);
  return author !== null && attacker.testUserPermission(author, "OWNER");
}

interface Attack {
  readonly room: CombatRoom;
  readonly attacker: Actor.Implementation;
  readonly item: Item.Implementation;
  /** The card's procedure opens with a declaration: its rows are posted unrolled. */
  readonly declared: boolean;
}

/** What the row states about its attack, as the attack flow wrote it. */
function statedFacts(row: TargetRow) {
  return { against: row.against, fromBehind: row.fromBehind ?? false, outcome: row.outcome };
}

/** One row against what the GM derives for it now; the reason it differs, or undefined when it is the same. */
async function verifyRow(attack: Attack, row: TargetRow): Promise<Distrust | undefined> {
  const target = row.actorUuid === "" ? undefined : await actorAt(row.actorUuid);
  if (row.actorUuid !== "" && !target) return "unknownTarget";
  const plan = planRow(attack.room, attack, target, row.situation ?? DEFAULT_SITUATION);
  if (isRefusal(plan)) return "unverifiedCard";
  if (attack.declared) {
    return row.attack === null && sameData(statedFacts(row), declaredRowFacts(plan)) ? undefined : "unverifiedCard";
  }
  if (row.attack === null || !sameData(row.attack.request, plan.request)) return "unverifiedCard";
  // The faces are read against the request planned now. Whether they were really rolled cannot be known: in v13 the
  // author's client evaluates its own rolls and the server only checks that a message's rolls are evaluated
  // (`BaseChatMessage` validates `roll.evaluated`, nothing more), so a player's dice are trusted here exactly as core
  // trusts every roll a player posts. What is checked is that they are dice of this request (formula, faces on each
  // die, results per term: stored-roll.ts and the engine's interpreter).
  const result = readStoredRoll({ request: plan.request, roll: row.attack.roll });
  if (!result) return "unverifiedCard";
  const facts = plannedRowFacts(attack.room, plan, result, target !== undefined);
  return sameData(statedFacts(row), facts) ? undefined : "unverifiedCard";
}

/**
 * What the card's attack costs, as the attack flow priced it (`attackSpend` of the dialog's choices and the targets):
 * read from its first row's choices, which every row shares (the scene adds only its own situational defaults, which
 * no room prices), and from the rows' targets.
 */
async function cardSpend(attack: Attack, card: AttackCardData): Promise<string> {
  const choices = card.targets[0]?.situation?.choices ?? {};
  const uuids = card.targets.flatMap((row) => (row.actorUuid === "" ? [] : [row.actorUuid]));
  const targets = (await Promise.all(uuids.map(actorAt))).filter((actor) => actor !== undefined);
  return spendKey(attackSpendOf(attack.room, attack, choices, targets));
}

/** Every row of a player's pristine card against the attack planned again; the first reason to refuse it. */
async function verifyCard(message: ChatMessage.Implementation, card: AttackCardData): Promise<Distrust | undefined> {
  const attacker = await actorAt(card.attacker.actorUuid);
  if (!attacker) return "unknownActor";
  if (!authorOwns(message, attacker)) return "unverifiedCard";
  const item = attacker.items.get(card.attacker.itemId);
  if (!item) return "unknownItem";
  const room = combatRoomFor(card.ruleset);
  if (!room) return "noRuleset";
  const declared = opensWithDeclaration(roomFor(card.ruleset)?.procedure);
  for (const row of card.targets) {
    const reason = await verifyRow({ room, attacker, item, declared }, row);
    if (reason) return reason;
  }
  // Last, once every row is what the GM derives: the paid spend it uses (combat/attack-tickets.ts), claimed for it.
  if (message.id === null) return "unverifiedCard";
  return claimTicket(card, attacker, message.id, await cardSpend({ room, attacker, item, declared }, card));
}

/** The reason the GM may not act on this card, or undefined when it may. */
export async function distrustOf(
  message: ChatMessage.Implementation,
  card: AttackCardData,
): Promise<Distrust | undefined> {
  const { lastModifiedBy, createdTime, modifiedTime } = message._stats;
  const writer = lastModifiedBy === null ? undefined : game.users.get(lastModifiedBy);
  if (writer?.isGM === true) return undefined;
  const unmodified = modifiedTime === null || modifiedTime === createdTime;
  if (!unmodified || !isPristine(card)) return "tamperedCard";
  return verifyCard(message, card);
}

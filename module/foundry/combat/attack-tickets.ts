/**
 * A paid attack tied to its card. A player's client pays an attack's spend through the GM (`fray.spend`) and then
 * posts the card itself, so without a tie a modified client could post a card it never paid for, or several cards
 * for one payment, and the GM would settle each. When the GM pays a spend that says it pays an attack card, it
 * records a single-use ticket — the combatant, the weapon, the targets and the spend it was paid for — on the Combat's `system`,
 * which only a GM may write (v13 `BaseCombat` update permission: a player may change only `round`, `turn` and
 * `combatants`, common/documents/combat.mjs), and answers with the ticket's id. The card carries that id; before the
 * GM first acts on a player's card in a started combat (queries/card-trust.ts) it must name a ticket of that combat,
 * issued to the card's attacker for the card's weapon and every one of its targets, paid at the spend the card's own
 * choices cost (`CombatRoom.attackSpend`: a 1-Energy throw or Swift Attack does not pay a 3-Energy strike's card, an
 * attack without its Off-hand Vigor does not pay an Off-hand card), not yet used by another card. The first card to
 * use it marks it used.
 */
import type { AttackSpend } from "../combat-room.ts";
import { fightingCombatant } from "./fight-of.ts";
import { fightsFor } from "./fights-for.ts";

/** What a spend pays for when it pays an attack card: the weapon and the targets' actor uuids. */
export interface TicketedAttack {
  readonly itemId: string;
  readonly targets: readonly string[];
}

export interface AttackTicket extends TicketedAttack {
  readonly id: string;
  readonly combatantId: string;
  /**
   * What was paid (`spendKey`); blank for a prompted reaction, whose cost is its prompt's, the prompt binding it to the
   * weapon and target (chat/reaction-prompt/offered-attack.ts), and for a ticket stored before the spend was recorded.
   */
  readonly spend: string;
  /** The id of the card that used it; blank until one does. */
  readonly usedBy: string;
}

/** What a ticket is checked against: the card's weapon, its rows' targets, and the ticket it names. */
export interface TicketedCard {
  readonly attacker: { readonly itemId: string };
  readonly targets: readonly { readonly actorUuid: string }[];
  readonly ticket?: string;
}

/** Why a card's ticket is not honoured: a refusal code of the card queries (card-trust.ts `Distrust`). */
export type TicketDistrust = "noTicket" | "unknownTicket" | "ticketMismatch" | "ticketUsed";

/** How many tickets a combat keeps: the oldest go first (a card posted long after its payment is refused). */
export const MAX_TICKETS = 50;
/** No attack names more targets than this. */
export const MAX_TICKET_TARGETS = 16;

const { ArrayField, SchemaField, StringField } = foundry.data.fields;
const idField = (blank = false) => new StringField({ required: true, nullable: false, blank, initial: "" });

export const defineAttackTicketsField = () =>
  new ArrayField(
    new SchemaField({
      id: idField(),
      combatantId: idField(),
      spend: idField(true),
      itemId: idField(),
      targets: new ArrayField(idField()),
      usedBy: idField(true),
    }),
  );

export function ticketsOf(combat: Combat.Stored): readonly AttackTicket[] {
  const system = combat.system as { attackTickets?: readonly AttackTicket[] };
  return system.attackTickets ?? [];
}

/** One spend in words the ticket can compare: its action, then its options in id order ("attack;offHand=1"). */
export function spendKey(spend: AttackSpend): string {
  const options = Object.entries(spend.options ?? {})
    .filter(([, value]) => value !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, value]) => `;${id}=${String(value)}`);
  return [spend.action, ...options].join("");
}

/** GM only: records a ticket for `combatant`'s attack paid at `spend` (blank: a reaction's) and returns its id. */
export async function issueTicket(
  combatant: Combatant.Implementation,
  attack: TicketedAttack,
  spend: string,
): Promise<string> {
  const combat = combatant.combat;
  if (!combat || combatant.id === null) return "";
  const ticket: AttackTicket = {
    id: foundry.utils.randomID(16),
    combatantId: combatant.id,
    spend,
    itemId: attack.itemId,
    targets: [...attack.targets],
    usedBy: "",
  };
  const kept = [...ticketsOf(combat as Combat.Stored), ticket].slice(-MAX_TICKETS);
  await combat.update({ system: { attackTickets: kept } });
  return ticket.id;
}

/** The started combat holding the ticket `id`, and the ticket. */
function findTicket(id: string): { combat: Combat.Stored; ticket: AttackTicket } | undefined {
  for (const combat of game.combats.contents) {
    if (!combat.started) continue;
    const ticket = ticketsOf(combat).find((t) => t.id === id);
    if (ticket) return { combat, ticket };
  }
  return undefined;
}

/**
 * The ticket `ticket` fits the card: its attacker's combatant, the card's weapon, every row's target, and `spend`, what
 * the card's choices cost (`spendKey`), unless the ticket paid a reaction.
 */
export function ticketFits(ticket: AttackTicket, card: TicketedCard, combatantFights: boolean, spend: string): boolean {
  if (!combatantFights || ticket.itemId !== card.attacker.itemId) return false;
  if (ticket.spend !== "" && ticket.spend !== spend) return false;
  return card.targets.every((row) => row.actorUuid === "" || ticket.targets.includes(row.actorUuid));
}

/**
 * GM side, for a player's card the attack flow wrote: the reason its ticket is not honoured, or undefined — in which
 * case the ticket is now this card's (marked used by `messageId`). A card whose attacker fights in no started combat
 * needs none (nothing was paid).
 */
export async function claimTicket(
  card: TicketedCard,
  attacker: Actor.Implementation,
  messageId: string,
  /** What the card's choices cost, re-derived by the GM from the card (`spendKey`). */
  spend: string,
): Promise<TicketDistrust | undefined> {
  const id = card.ticket ?? "";
  // An attacker fighting in a started combat paid there (combat/spend.ts looks it up the same way): its card needs one.
  if (id === "") return fightingCombatant(attacker) ? "noTicket" : undefined;
  const found = findTicket(id);
  if (!found) return "unknownTicket";
  const { combat, ticket } = found;
  const combatant = combat.combatants.get(ticket.combatantId);
  const fights = combatant !== undefined && fightsFor(combatant, attacker);
  if (!ticketFits(ticket, card, fights, spend)) return "ticketMismatch";
  if (ticket.usedBy === messageId) return undefined;
  if (ticket.usedBy !== "") return "ticketUsed";
  const tickets = ticketsOf(combat).map((t) => (t.id === id ? { ...t, usedBy: messageId } : t));
  await combat.update({ system: { attackTickets: tickets } });
  return undefined;
}

/**
 * A shared step after the room's encounter: the GM's record of a paid attack (combat/attack-tickets.ts) written to
 * and read back from the live Combat. The run is the GM's own (its cards need no ticket), so the step issues one as
 * the GM does for a player's paid attack, is refused it for a card whose choices cost another spend, claims it for
 * one card and is refused it for a second, then puts the Combat's tickets back as they were.
 */
import { claimTicket, issueTicket, ticketsOf } from "../../combat/attack-tickets.ts";
import { fightingCombatant } from "../../combat/fight-of.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, need } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";

const STEP = `${I18N_ROOT}.SelfCheck.Step`;
/** Two message ids no card has: the ticket's first user and a second card trying the same ticket. */
const FIRST_CARD = "selfcheckcard001";
const SECOND_CARD = "selfcheckcard002";
/** What the ticket was paid at, and a spend a card's choices could cost beyond it (attack-tickets.ts `spendKey`). */
const PAID = "attack";
const DEARER = "attack;offHand=1";

export const attackTicketStep: SkirmishStep = {
  id: "attackTicket",
  labelKey: `${STEP}.attackTicket`,
  async run(s) {
    const combat = need(s.combat, "the combat") as Combat.Stored;
    const { attacker, target } = need(s.actors, "the actors");
    const combatant = need(fightingCombatant(attacker, target), "the attacker's combatant");
    const itemId = need(attacker.items.contents[0]?.id, "an item of the attacker");
    const before = ticketsOf(combat);
    const id = await issueTicket(combatant, { itemId, targets: [target.uuid] }, PAID);
    const card = { attacker: { itemId }, targets: [{ actorUuid: target.uuid }], ticket: id };
    try {
      expectEqual("the ticket read back from the Combat", id, ticketsOf(combat).at(-1)?.id);
      const dearer = await claimTicket(card, attacker, FIRST_CARD, DEARER);
      expectEqual("a card whose choices cost more than was paid", "ticketMismatch", dearer);
      expectEqual("the first card claims the ticket", undefined, await claimTicket(card, attacker, FIRST_CARD, PAID));
      expectEqual("the ticket is marked used by it", FIRST_CARD, ticketsOf(combat).at(-1)?.usedBy);
      expectEqual(
        "a second card for the same payment",
        "ticketUsed",
        await claimTicket(card, attacker, SECOND_CARD, PAID),
      );
    } finally {
      await combat.update({ system: { attackTickets: [...before] } });
    }
  },
};

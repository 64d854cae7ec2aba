/**
 * A shared step after the room's encounter: the GM's record of a paid attack (combat/attack-tickets.ts) written to
 * and read back from the live Combat. The run is the GM's own (its cards need no ticket), so the step issues one as
 * the GM does for a player's paid attack, claims it for one card and is refused it for a second, then puts the
 * Combat's tickets back as they were.
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

export const attackTicketStep: SkirmishStep = {
  id: "attackTicket",
  labelKey: `${STEP}.attackTicket`,
  async run(s) {
    const combat = need(s.combat, "the combat") as Combat.Stored;
    const { attacker, target } = need(s.actors, "the actors");
    const combatant = need(fightingCombatant(attacker, target), "the attacker's combatant");
    const itemId = need(attacker.items.contents[0]?.id, "an item of the attacker");
    const before = ticketsOf(combat);
    const id = await issueTicket(combatant, { itemId, targets: [target.uuid] });
    const card = { attacker: { itemId }, targets: [{ actorUuid: target.uuid }], ticket: id };
    try {
      expectEqual("the ticket read back from the Combat", id, ticketsOf(combat).at(-1)?.id);
      expectEqual("the first card claims the ticket", undefined, await claimTicket(card, attacker, FIRST_CARD));
      expectEqual("the ticket is marked used by it", FIRST_CARD, ticketsOf(combat).at(-1)?.usedBy);
      expectEqual("a second card for the same payment", "ticketUsed", await claimTicket(card, attacker, SECOND_CARD));
    } finally {
      await combat.update({ system: { attackTickets: [...before] } });
    }
  },
};

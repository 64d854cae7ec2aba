import type { AttackCardData } from "../chat/attack-card/data.ts";

/** Nothing on the card settled yet: no defense, no damage, no handled request (as the attack flow posts it). */
function isPristine(card: AttackCardData): boolean {
  return (
    card.processed.length === 0 &&
    card.targets.every(
      (row) =>
        row.defense.status === "none" &&
        row.defense.roll === null &&
        row.damage.status === "none" &&
        row.damage.roll === null &&
        row.damage.before === null,
    )
  );
}

/**
 * May the GM act on this card's state? A player authors their attack card, and Foundry lets an author update their
 * own message: a hostile client could reset applied damage to "none" (and apply it again), retarget a row, or plant
 * an Undo snapshot. Only the GM's handlers write a card after it is posted, and the server stamps who wrote a
 * document last (`_stats`, which no client can forge). So a card is trusted when a GM wrote it last, or when it is
 * exactly as posted: never modified since its creation, nothing settled on it.
 */
export function isTrustedCard(message: ChatMessage.Implementation, card: AttackCardData): boolean {
  const { lastModifiedBy, createdTime, modifiedTime } = message._stats;
  const writer = lastModifiedBy === null ? undefined : game.users.get(lastModifiedBy);
  if (writer?.isGM === true) return true;
  const unmodified = modifiedTime === null || modifiedTime === createdTime;
  return unmodified && isPristine(card);
}

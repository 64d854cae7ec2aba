/**
 * Serialises the GM's handling per chat card (or per combat, keyed `Combat.<id>`: combat/act-query.ts). Two Defend
 * clicks (or two players) racing on one card would each read the card before either wrote it; queued, the second
 * one reads the first one's result and is refused.
 */
const queues = new Map<string, Promise<unknown>>();

export function withCardLock<T>(messageId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(messageId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(messageId, settled);
  void settled.then(() => {
    if (queues.get(messageId) === settled) queues.delete(messageId);
  });
  return next;
}

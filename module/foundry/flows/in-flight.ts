/**
 * Client-side de-duplication of user actions: while an action runs on this client (an attack waiting on its roll
 * dialog and dice), asking for the same action again joins the running one instead of starting a second — a
 * double-clicked Attack posts one card. The GM side stays idempotent on its own (queries/); this spares the dice.
 */
const running = new Map<string, Promise<unknown>>();

export function onceInFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
  const current = running.get(key) as Promise<T> | undefined;
  if (current) return current;
  const next = work().finally(() => running.delete(key));
  running.set(key, next);
  return next;
}

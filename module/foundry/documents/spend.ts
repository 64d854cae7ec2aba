/** Spending from a pool or a stack, as a pure decision: the new value, or why it cannot be spent. */
export type Spend = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly reason: string };

/** A whole, positive amount that the pool holds; a pool never goes negative. */
export function spendFrom(current: number, amount: number): Spend {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: "invalidAmount" };
  if (amount > current) return { ok: false, reason: "notEnough" };
  return { ok: true, value: current - amount };
}

/** The `value` of a `{ value, max }` track on a system model, when the key names one. */
export function trackValue(system: object, key: string): number | undefined {
  const track: unknown = Reflect.get(system, key);
  if (typeof track !== "object" || track === null) return undefined;
  const value: unknown = Reflect.get(track, "value");
  return typeof value === "number" ? value : undefined;
}

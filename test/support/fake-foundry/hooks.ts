type HookFn = (...args: unknown[]) => unknown;

interface Handler {
  readonly id: number;
  readonly fn: HookFn;
  readonly once: boolean;
}

/**
 * `Hooks` with Foundry's semantics (core client/helpers/hooks.mjs): `on`/`once` return a unique id from one counter;
 * `once` handlers run a single time; `call` stops when a handler returns false; `off` takes the function or its id.
 */
export class FakeHooks {
  private readonly handlers = new Map<string, Handler[]>();
  /** Where each id's handler is registered: `off(hook, id)` finds it by the id alone, whatever hook is named. */
  private readonly ids = new Map<number, string>();
  private nextId = 1;

  on(name: string, fn: HookFn): number {
    return this.add(name, fn, false);
  }

  once(name: string, fn: HookFn): number {
    return this.add(name, fn, true);
  }

  callAll(name: string, ...args: unknown[]): true {
    for (const h of this.take(name)) h.fn(...args);
    return true;
  }

  call(name: string, ...args: unknown[]): boolean {
    for (const h of this.take(name)) if (h.fn(...args) === false) return false;
    return true;
  }

  /** v13 `Hooks.off(hook, fn)`: "The function, or ID number for the function, that should be turned off". */
  off(name: string, fn: HookFn | number): void {
    const hook = typeof fn === "number" ? this.ids.get(fn) : name;
    if (hook === undefined) return;
    const list = this.list(hook);
    const index = list.findIndex((h) => (typeof fn === "number" ? h.id === fn : h.fn === fn));
    if (index === -1) return;
    this.ids.delete(list[index]?.id ?? 0);
    list.splice(index, 1);
  }

  /** Registered handler count, for tests that check what the system wired. */
  count(name: string): number {
    return this.list(name).length;
  }

  private add(name: string, fn: HookFn, once: boolean): number {
    const id = this.nextId++;
    this.list(name).push({ id, fn, once });
    this.ids.set(id, name);
    return id;
  }

  private list(name: string): Handler[] {
    let list = this.handlers.get(name);
    if (!list) this.handlers.set(name, (list = []));
    return list;
  }

  private take(name: string): Handler[] {
    const list = this.list(name);
    const snapshot = [...list];
    for (const h of snapshot) if (h.once) this.off(name, h.id);
    return snapshot;
  }
}

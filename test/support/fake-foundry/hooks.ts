type HookFn = (...args: unknown[]) => unknown;

/** `Hooks` with Foundry's semantics: `once` handlers run a single time; `call` stops when a handler returns false. */
export class FakeHooks {
  private readonly handlers = new Map<string, { fn: HookFn; once: boolean }[]>();

  on(name: string, fn: HookFn): number {
    this.list(name).push({ fn, once: false });
    return this.list(name).length;
  }

  once(name: string, fn: HookFn): number {
    this.list(name).push({ fn, once: true });
    return this.list(name).length;
  }

  callAll(name: string, ...args: unknown[]): true {
    for (const h of this.take(name)) h.fn(...args);
    return true;
  }

  call(name: string, ...args: unknown[]): boolean {
    for (const h of this.take(name)) if (h.fn(...args) === false) return false;
    return true;
  }

  /** v13 `Hooks.off(hook, fn)`: unregisters the handler given as its function (core also takes its id). */
  off(name: string, fn: HookFn): void {
    this.handlers.set(
      name,
      this.list(name).filter((h) => h.fn !== fn),
    );
  }

  /** Registered handler count, for tests that check what the system wired. */
  count(name: string): number {
    return this.list(name).length;
  }

  private list(name: string): { fn: HookFn; once: boolean }[] {
    let list = this.handlers.get(name);
    if (!list) this.handlers.set(name, (list = []));
    return list;
  }

  private take(name: string): { fn: HookFn; once: boolean }[] {
    const list = this.list(name);
    const snapshot = [...list];
    this.handlers.set(
      name,
      list.filter((h) => !h.once),
    );
    return snapshot;
  }
}

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Users and queries. `User#query` runs the registered `CONFIG.queries` handler *as that user's client*: inside the
 * handler (and everything it awaits) `game.user` is the queried user (the GM), as on the GM's own machine, while
 * other clients' code running at the same time still sees its own user. The payload crosses a structured clone like
 * a socket message.
 */
export const clientContext = new AsyncLocalStorage<FakeUser>();
type QueryHandler = (data: unknown) => unknown;

interface QueryHost {
  CONFIG: { queries: Record<string, QueryHandler> };
  game?: { users?: { activeGM?: { id: string } } };
}
const host = (): QueryHost => globalThis as unknown as QueryHost;

export class FakeUser {
  active = true;
  readonly targets = new Set<{ actor: unknown }>();
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
  ) {}

  /** The GM whose client settles queries and runs turn events: `game.users.activeGM` is this user. */
  get isActiveGM(): boolean {
    return this.isGM && host().game?.users?.activeGM?.id === this.id;
  }

  get isSelf(): boolean {
    return currentUser().id === this.id;
  }

  query(name: string, data: unknown): Promise<unknown> {
    // Foundry refuses to query a user who is not connected.
    if (!this.active) return Promise.reject(new Error(`User ${this.id} is not active`));
    const handler = host().CONFIG.queries[name];
    if (!handler) throw new Error(`No query "${name}" is registered`);
    const payload = structuredClone(data);
    return Promise.resolve(clientContext.run(this, () => handler(payload)));
  }
}

export class FakeUsers {
  constructor(readonly contents: FakeUser[]) {}
  get(id: string): FakeUser | undefined {
    return this.contents.find((u) => u.id === id);
  }
  get activeGM(): FakeUser | undefined {
    return this.contents.find((u) => u.isGM && u.active);
  }
}

let localUser: FakeUser | undefined;

/** The user whose client is running this code: the queried user inside a query, else the local player. */
export function currentUser(): FakeUser {
  const user = clientContext.getStore() ?? localUser;
  if (!user) throw new Error("no local user: call installFakeWorld() first");
  return user;
}

export function setLocalUser(user: FakeUser): void {
  localUser = user;
}

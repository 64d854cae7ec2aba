import { AsyncLocalStorage } from "node:async_hooks";
import { FakeCollection } from "./collection.ts";

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
  game?: { users?: { activeGM?: { id: string }; contents?: readonly FakeUser[] } };
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

  /**
   * v13 `User#query(name, data, {timeout})` (core client/documents/user.mjs): an async method, so its refusals are
   * rejections — a name not in `CONFIG.queries`, a user who is not active. The `timeout` goes to the server with the
   * query; when it runs out the asker's promise rejects, while the queried client's handler runs on to its end.
   */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    const handler = host().CONFIG.queries[name];
    if (!handler) throw new Error(`User query '${name}' is not registered`);
    if (!this.active) throw new Error(`User [${this.id}] is not active`);
    const payload = structuredClone(data);
    const answer = Promise.resolve(clientContext.run(this, () => handler(payload)));
    if (timeout === undefined) return answer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`User query '${name}' timed out after ${String(timeout)} ms`));
      }, timeout);
    });
    try {
      return await Promise.race([answer, expired]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** `game.users`: core's `Users`, a world collection (collection.ts). */
export class FakeUsers extends FakeCollection<FakeUser> {
  constructor(users: readonly FakeUser[]) {
    super(users.map((user) => [user.id, user]));
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

/**
 * Runs `announce` as every connected client does after the server applied a change: v13's `update<Document>` and
 * `create<Document>` hooks fire "for all connected clients" (foundryvtt.com/api/functions/hookEvents.updateDocument.html,
 * hookEvents.createDocument.html), each with the writer's id. The writer's client first, then every other active
 * user's, each as that user (`game.user`); what a handler awaits goes on as its client.
 */
export function onEveryClient(announce: () => void): void {
  const writer = currentUser();
  const others = (host().game?.users?.contents ?? []).filter((user) => user.active && user.id !== writer.id);
  for (const user of [writer, ...others]) clientContext.run(user, announce);
}

export function setLocalUser(user: FakeUser): void {
  localUser = user;
}

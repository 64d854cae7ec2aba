/**
 * Adds a small world to the fake runtime for adapter flow tests: users (a GM and two players), documents, chat,
 * dice, queries, UUID lookup and notifications. Call after the system's `init` ran (it registers data models).
 */
import { FakeCollection } from "./collection.ts";
import { FakeActor, FakeChatMessage, type FakeDocument, type FakeItem } from "./documents.ts";
import { faceSource } from "./dice.ts";
import { FakeCombat } from "./combat.ts";
import type { SceneTokens } from "./combatant.ts";
import { currentUser, FakeUser, FakeUsers, setLocalUser } from "./users.ts";
import type { FakeSettings } from "../settings.ts";
import { registerChatModeSettings } from "./chat-mode.ts";
import { FakeNotifications, type NotificationOptions } from "./notifications.ts";

export interface FakeWorld {
  readonly gm: FakeUser;
  readonly alice: FakeUser;
  readonly bob: FakeUser;
  readonly messages: FakeCollection<FakeChatMessage>;
  readonly actors: FakeCollection<FakeActor>;
  readonly warnings: string[];
  /** What `ui.notifications.error` showed (the message, or its key when asked to localize it). */
  readonly errors: string[];
  /** Play as this user (their client). */
  as(user: FakeUser): void;
  createActor(data: Record<string, unknown>): FakeActor;
  /** Queue faces for the next dice rolled. */
  dice(...faces: number[]): void;
}

type Globals = Record<string, unknown> & {
  CONFIG: Record<string, unknown> & { ChatMessage?: unknown; Dice?: unknown; queries?: unknown };
  game: Record<string, unknown>;
  foundry: Record<string, unknown> & { utils?: unknown };
};

/** The actor itself (no more parts) or one of its items (`Item.<id>`). */
function inActor(actor: FakeActor, rest: readonly string[]): FakeDocument | null {
  if (rest.length === 0) return actor;
  if (rest[0] === "Item" && rest.length === 2) return actor.items.get(rest[1] ?? "") ?? null;
  return null;
}

function resolve(
  uuid: string,
  actors: FakeCollection<FakeActor>,
  messages: FakeCollection<FakeChatMessage>,
): FakeDocument | null {
  const parts = uuid.split(".");
  // A token's synthetic actor (`Scene.s.Token.t.Actor.a`, v13 `Actor#uuid` of a token actor): read through its token.
  if (parts[0] === "Scene" && parts[2] === "Token" && parts[4] === "Actor") {
    const scenes = (globalThis as unknown as { game: { scenes?: FakeCollection<SceneTokens> } }).game.scenes;
    const actor = scenes?.get(parts[1] ?? "")?.tokens.get(parts[3] ?? "")?.actor;
    return actor && actor.id === parts[5] ? inActor(actor, parts.slice(6)) : null;
  }
  if (parts[0] === "Actor") {
    const actor = actors.get(parts[1] ?? "");
    return actor ? inActor(actor, parts.slice(2)) : null;
  }
  if (parts[0] === "ChatMessage" && parts.length === 2) return messages.get(parts[1] ?? "") ?? null;
  return null;
}

export function installFakeWorld(): FakeWorld {
  const g = globalThis as unknown as Globals;
  const gm = new FakeUser("gm0000000000000", "Gamemaster", true);
  const alice = new FakeUser("alice00000000000", "Alice", false);
  const bob = new FakeUser("bob0000000000000", "Bob", false);
  const messages = new FakeCollection<FakeChatMessage>();
  const actors = new FakeCollection<FakeActor>();
  const notifications = new FakeNotifications();
  const warnings: string[] = [];
  const errors: string[] = [];

  // Registrations made at init survive a fresh world: Foundry runs init once per page, and so do the tests.
  g.CONFIG.ChatMessage ??= { dataModels: {} };
  g.CONFIG.Dice ??= { rolls: [] };
  g.CONFIG.queries ??= {};
  setLocalUser(gm);
  faceSource.clear();
  (g.game.settings as FakeSettings).forgetWorldValues();
  registerChatModeSettings(g.game.settings as FakeSettings);
  // Every world has its item directory and compendium packs (core `Game#initializeDocuments`, `#initializePacks`).
  const items = new FakeCollection<FakeItem>();
  const packs = new FakeCollection<unknown>();
  Object.assign(g.game, { users: new FakeUsers([gm, alice, bob]), messages, actors, items, packs, modules: new Map() });
  // `game.documentTypes` comes from the manifest; here, every type whose data model the system registered.
  Object.defineProperty(g.game, "documentTypes", {
    get: () => ({
      Actor: ["base", ...Object.keys((g.CONFIG.Actor as { dataModels: object }).dataModels)],
      Item: ["base", ...Object.keys((g.CONFIG.Item as { dataModels: object }).dataModels)],
    }),
    configurable: true,
  });
  Object.defineProperty(g.game, "user", { get: currentUser, configurable: true });
  // Every world has its scenes: `game.scenes`, core's `Scenes` world collection ("This Collection is accessible within
  // the Game object as game.scenes", foundryvtt.com/api/v13/classes/foundry.documents.collections.Scenes.html). The
  // plain world makes none (it has no `Scene.create`; installSelfCheckWorld brings scene documents and replaces it), so
  // none is viewed or active: core's `viewed` and `active` (`this.find(s => s.isView)`, `this.find(s => s.active)`,
  // client/documents/collections/scenes.mjs) are undefined on an empty collection.
  const scenes = new FakeCollection<SceneTokens>();
  Object.defineProperties(scenes, { viewed: { get: () => undefined }, active: { get: () => undefined } });
  Object.assign(g.game, { scenes });
  // `game.combats`, and `game.combat` (the encounter in view): the last combat created in this world.
  FakeCombat.all.clear();
  Object.assign(g.game, { combats: FakeCombat.all });
  Object.defineProperty(g.game, "combat", {
    get: () => [...FakeCombat.all.values()].at(-1) ?? null,
    configurable: true,
  });
  Object.assign(g.foundry, {
    utils: { randomID: (n = 16) => Math.random().toString(36).slice(2).padEnd(n, "0").slice(0, n) },
  });
  // The document classes are the base runtime's (the adapter subclasses them at import); creation goes to this world.
  Object.assign(FakeChatMessage, {
    create: (data: Record<string, unknown>) => {
      // Built with the configured ChatMessage class (the system's once its init ran), as Foundry builds documents.
      const MessageClass = ((g.CONFIG.ChatMessage as { documentClass?: unknown }).documentClass ??
        FakeChatMessage) as typeof FakeChatMessage;
      const message = new MessageClass(data);
      messages.set(message.id, message);
      // v13 runs `createChatMessage` on every client after the server created it (document, options, user id).
      (g.Hooks as { callAll(hook: string, ...args: unknown[]): unknown }).callAll(
        "createChatMessage",
        message,
        {},
        (g.game.user as { id: string }).id,
      );
      return Promise.resolve(message);
    },
  });
  Object.assign(g, {
    fromUuid: (uuid: string) => Promise.resolve(resolve(uuid, actors, messages)),
    fromUuidSync: (uuid: string) => resolve(uuid, actors, messages),
    ui: {
      // Each call returns its notification, as core's do (notifications.ts); warnings and errors are also listed.
      notifications: {
        info: (message: string, options?: NotificationOptions) => notifications.info(message, options),
        warn: (message: string, options?: NotificationOptions) => {
          warnings.push(message);
          return notifications.warn(message, options);
        },
        error: (message: string, options?: NotificationOptions) => {
          errors.push(message);
          return notifications.error(message, options);
        },
      },
    },
  });

  return {
    gm,
    alice,
    bob,
    messages,
    actors,
    warnings,
    errors,
    as: (user) => {
      setLocalUser(user);
    },
    createActor: (data) => {
      // Built with the configured Actor class (FrayActor once the system's init ran), as Foundry builds actors.
      const ActorClass = ((g.CONFIG.Actor as { documentClass?: unknown }).documentClass ??
        FakeActor) as typeof FakeActor;
      const actor = new ActorClass(data);
      actors.set(actor.id, actor);
      return actor;
    },
    dice: (...faces) => {
      faceSource.push(...faces);
    },
  };
}

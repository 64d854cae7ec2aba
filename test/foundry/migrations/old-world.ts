/**
 * Loads test/fixtures/old-world/*.json — a world saved by a 0.0.x Fray, before schema versions — into the fake
 * runtime as Foundry loads a world: documents built through their data models (so `migrateData` runs at load),
 * settings at their stored values, world collections and a locked world compendium.
 */
import { readFileSync } from "node:fs";
import { FakeCollection, FakePack } from "../../support/fake-foundry/world/collection.ts";
import { FakeActor, FakeChatMessage, FakeItem } from "../../support/fake-foundry/world/documents.ts";
import { FakeNotifications } from "../../support/fake-foundry/world/notifications.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { installFakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { AttackCardModel } from "../../../module/foundry/chat/attack-card/model.ts";
import { registerMigrationVersionSetting } from "../../../module/foundry/config/migration-version.ts";
import { registerSettings } from "../../../module/foundry/config/settings.ts";
import { registerDataModels } from "../../../module/foundry/data/register-models.ts";
import { registerRooms } from "../../../module/foundry/rulesets/register.ts";

type Source = Record<string, unknown>;

const FIXTURES = "test/fixtures/old-world";

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(`${FIXTURES}/${name}.json`, "utf8"));
}

interface PackFixture {
  readonly collection: string;
  readonly documentName: "Actor" | "Item";
  readonly packageType: string;
  readonly locked: boolean;
  readonly documents: Source[];
}

export interface OldWorld {
  readonly actors: FakeCollection<FakeActor>;
  readonly items: FakeCollection<FakeItem>;
  readonly messages: FakeCollection<FakeChatMessage>;
  readonly packs: FakeCollection<FakePack<FakeActor | FakeItem>>;
  readonly notifications: FakeNotifications;
  /** The world's only GM (the active one while `active`). */
  readonly gm: FakeUser;
}

function collect<T extends { id: string }>(docs: T[]): FakeCollection<T> {
  return new FakeCollection(docs.map((doc) => [doc.id, doc]));
}

/**
 * What `init` registers that documents and migrations need — settings, data models, the attack card model — and
 * the English strings, without the sheets and canvas (this is about data, not UI).
 */
export function initData(): void {
  const { game, CONFIG } = fake();
  // Every language file of the manifest: each ruleset's title is in its own (lang/en/<id>.json).
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
  for (const { path } of manifest.languages) {
    game.i18n.load(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
  }
  registerSettings();
  registerRooms();
  registerMigrationVersionSetting();
  registerDataModels();
  Object.assign(CONFIG.ChatMessage.dataModels, { attack: AttackCardModel });
}

export async function loadOldWorld(): Promise<OldWorld> {
  const { gm } = installFakeWorld();
  initData();
  const { game } = fake();
  for (const [id, value] of Object.entries(readFixture("settings") as Record<string, unknown>)) {
    const [namespace = "", key = ""] = id.split(".");
    await game.settings.set(namespace, key, value);
  }
  const packs = (readFixture("packs") as PackFixture[]).map(
    (p) =>
      new FakePack<FakeActor | FakeItem>(
        p.collection,
        p.documentName,
        p.packageType,
        p.locked,
        p.documents.map((d) => (p.documentName === "Actor" ? new FakeActor(d) : new FakeItem(d))),
      ),
  );
  const world: OldWorld = {
    actors: collect((readFixture("actors") as Source[]).map((d) => new FakeActor(d))),
    items: collect((readFixture("items") as Source[]).map((d) => new FakeItem(d))),
    messages: collect((readFixture("messages") as Source[]).map((d) => new FakeChatMessage(d))),
    packs: new FakeCollection(packs.map((p) => [p.collection, p])),
    notifications: new FakeNotifications(),
    gm,
  };
  Object.assign(game, { actors: world.actors, items: world.items, messages: world.messages, packs: world.packs });
  // Core's CONFIG always names each document class (`CONFIG.Actor.documentClass` …): the runner writes through it.
  const { CONFIG } = fake();
  const config = CONFIG as unknown as Record<string, { documentClass?: unknown }>;
  for (const [name, cls] of [
    ["Actor", FakeActor],
    ["Item", FakeItem],
    ["ChatMessage", FakeChatMessage],
  ] as const) {
    const entry = config[name];
    if (entry) entry.documentClass ??= cls;
  }
  Object.assign(globalThis, { ui: { notifications: world.notifications } });
  return world;
}

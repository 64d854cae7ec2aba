import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";

interface Snapshotable {
  toObject(): Record<string, unknown>;
}
interface CombatLike {
  combatants?: { contents?: Snapshotable[] } | Iterable<Snapshotable>;
  toObject?(): Record<string, unknown>;
}

function combatants(combat: CombatLike | null | undefined): unknown[] {
  const list = combat?.combatants;
  if (!list) return [];
  const items =
    "contents" in list && Array.isArray(list.contents) ? list.contents : [...(list as Iterable<Snapshotable>)];
  return items.map((c) => c.toObject());
}

/**
 * Every document source the attack loop can touch — actors with their items, flags and statuses, chat messages with
 * their card state, the running combat and its combatants — as plain data, for a before/after deep-equal.
 */
export function worldSnapshot(world: FakeWorld): unknown {
  const game = (globalThis as unknown as { game: { combat?: CombatLike | null } }).game;
  return structuredClone({
    actors: [...world.actors.values()].map((actor) => ({
      ...actor.toObject(),
      ownership: actor.ownership,
      statuses: [...actor.statuses].sort(),
      items: actor.items.contents.map((item) => item.toObject()),
    })),
    messages: [...world.messages.values()].map((message) => ({ ...message.toObject(), author: message.author })),
    combat: game.combat?.toObject?.() ?? null,
    combatants: combatants(game.combat),
  });
}

/**
 * A status that stands for stored data is one thing with it (issue 22: "a status and the state it stands for must be
 * one thing"). The rules read the actor's data (`bonus` Stabilized stops the Shock countdown, `energy` Bleeding Out
 * calls for Death Saves); the token HUD, a sheet or a macro toggles the status effect. The active GM keeps the two
 * together, in both directions:
 * - a status effect created, deleted, enabled or disabled by hand: the room's `write` gives or takes the condition
 *   the way the rules do; a change the rules refuse is told to the GM and the status follows the data again;
 * - the data changed (damage, a Death Save, Undo, an edit on the sheet): the status follows it.
 * Each side checks the other before writing, so the write one side makes is a no-op when it comes back around; one
 * actor's reconciliations run one at a time, so two hooks never toggle the same status twice.
 */
import { CLEAR_DIRECT_OPTION } from "./guard.ts";
import type { StoredStatus } from "./status-room.ts";

type Stored = Readonly<Record<string, StoredStatus>>;

/** Per actor, the reconciliation running now: the next one waits for it. */
const queues = new Map<string, Promise<void>>();

function queued(actor: Actor.Implementation, work: () => Promise<void>): Promise<void> {
  const key = actor.uuid;
  const next = (queues.get(key) ?? Promise.resolve()).then(work, work);
  queues.set(key, next);
  return next;
}

async function showStatus(actor: Actor.Implementation, status: string, on: boolean): Promise<void> {
  if (actor.statuses.has(status) === on) return;
  // The data decides: a parent that still imposes it does not keep a status the data no longer holds.
  if (on) await actor.toggleStatusEffect(status, { active: true });
  else {
    const operation = { render: true, [CLEAR_DIRECT_OPTION]: true };
    for (const effect of actor.effects.contents.filter((e) => e.statuses.has(status))) await effect.delete(operation);
  }
}

/** The data changed: every stored status follows it. */
export function statusesFollowData(actor: Actor.Implementation, stored: Stored): Promise<void> {
  return queued(actor, async () => {
    for (const [status, entry] of Object.entries(stored)) {
      const held = entry.held(actor);
      if (held !== undefined) await showStatus(actor, status, held);
    }
  });
}

/** A status effect changed by hand: the data follows it, as the rules give or take the condition. */
export function dataFollowsStatus(
  actor: Actor.Implementation,
  stored: Stored,
  statuses: Iterable<string>,
): Promise<void> {
  return queued(actor, async () => {
    for (const status of statuses) {
      const entry = stored[status];
      const held = entry?.held(actor);
      if (!entry || held === undefined) continue;
      const shown = actor.statuses.has(status);
      if (shown === held) continue;
      const written = entry.write(actor, shown);
      if ("refused" in written) {
        ui.notifications.warn(game.i18n.localize(written.refused));
        await showStatus(actor, status, held);
      } else await actor.update({ system: written.system });
    }
  });
}

const isActiveGm = (): boolean => game.users.activeGM?.isSelf === true;

function actorOf(effect: ActiveEffect.Implementation): Actor.Implementation | undefined {
  const parent = effect.parent;
  return parent instanceof Actor ? parent : undefined;
}

/** Called once at `init` with the world's ruleset's stored statuses. */
export function registerStoredStatuses(stored: Stored): void {
  const byHand = (effect: ActiveEffect.Implementation, statuses: Iterable<string>): void => {
    const actor = actorOf(effect);
    if (actor && isActiveGm()) void dataFollowsStatus(actor, stored, statuses);
  };
  const own = (effect: ActiveEffect.Implementation) => [...effect.statuses].filter((s) => s in stored);
  Hooks.on("createActiveEffect", (effect) => {
    byHand(effect, own(effect));
  });
  Hooks.on("deleteActiveEffect", (effect) => {
    byHand(effect, own(effect));
  });
  // Its statuses may have changed away from a stored one: every stored status is looked at.
  Hooks.on("updateActiveEffect", (effect, changed) => {
    if (changed.disabled !== undefined || changed.statuses !== undefined) byHand(effect, Object.keys(stored));
  });
  Hooks.on("updateActor", (actor) => {
    if (isActiveGm()) void statusesFollowData(actor, stored);
  });
}

/**
 * The GM's guard on combatant state. Core's `BaseCombatant` `#canUpdate` lets a combatant's owner write its `system`
 * ("Players may only update a subset of fields": `_id`, `initiative`, `flags`, `defeated`, `system`), and every room
 * keeps its round's economy there (AP, held actions, readied choices, energy …, decision 6). Every honest flow writes
 * it on the active GM's client, through the `fray.spend`/`fray.combatAct` relays that re-derive each rule (decision
 * 7); a modified client could still write its own pools directly. So, with no room needing to know:
 * - every client refuses its own user's write of a combatant's `system` unless that user is a GM (`preUpdateCombatant`
 *   runs on the writing client only, so this tells an honest macro or module at once; it stops no forged client);
 * - every GM's client keeps each combatant's `system` as of the last GM-authored creation or write (`known`, seeded
 *   at `ready`), and the active GM answers a player's write that reached the server anyway by writing the known state
 *   back in one update marked `RESTORED`, warning itself and logging it;
 * - a combatant a player adds (core lets an owner add their token) starts from the room's join state derived on the
 *   active GM's client, whatever `system` the creating client sent.
 * `initiative` and `defeated` stay core's: players roll their own initiative, and `defeated` follows the defeated
 * status an owner may toggle on their own token, which is actor state this guard does not own.
 */
import { rulesetOfType } from "../../engine/meta-registry.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";
import { sameData } from "../data/same-data.ts";
import type { SourceData } from "../migrations/source.ts";
import { loadRoom } from "../room-lookup.ts";
import { roomOf } from "./rooms.ts";
import { restoreUpdate } from "./state-restore.ts";

/** The option marking the active GM's write that undoes a player's. */
export const RESTORED = "frayRestored";
const KEYS = `${I18N_ROOT}.Combat.Guard`;

type Combatant = Combatant.Implementation;

/** Each combatant's `system` as of the last GM-authored write, by UUID: on GM clients only. */
const known = new Map<string, SourceData>();
let registered = false;

function stored(combatant: Combatant): SourceData {
  return combatant.toObject().system as SourceData;
}

/** The user a hook names; a user deleted since is no longer listed. */
function userOf(userId: string): User.Implementation | undefined {
  const user: User.Implementation | undefined = game.users.get(userId);
  return user;
}

const writtenByGm = (userId: string): boolean => userOf(userId)?.isGM === true;
const isActiveGm = (): boolean => game.users.activeGM?.isSelf === true;

/** The `system` the GM last wrote for `combatant` (the self-check reads it); undefined on a player's client. */
export function knownState(combatant: Combatant): SourceData | undefined {
  return known.get(combatant.uuid);
}

/** Is the guard listening on this client (the self-check's proof that `init` registered it)? */
export function stateGuardRegistered(): boolean {
  return registered;
}

/** `preUpdateCombatant`: a player's own client refuses to write room state, and says why. */
function refuseLocalWrite(_combatant: Combatant, changed: object): boolean | undefined {
  if (game.user.isGM || !("system" in changed)) return undefined;
  ui.notifications.warn(foundryLocalizer().localize(`${KEYS}.refused`));
  return false;
}

/** A combatant's starting `system` as its room derives it now: the model's defaults under the room's join data. */
async function joinState(combatant: Combatant): Promise<SourceData> {
  await loadRoom(rulesetOfType(combatant.type));
  const join = roomOf(combatant)?.joinData(combatant) ?? {};
  const model = CONFIG.Combatant.dataModels[combatant.type];
  return model ? model.cleanData(structuredClone(join)) : {};
}

/** The active GM writes `state` back over a player's write, warns itself once and logs who wrote what. */
async function restore(combatant: Combatant, state: SourceData, userId: string): Promise<void> {
  known.set(combatant.uuid, state);
  const current = stored(combatant);
  if (sameData(current, state)) return;
  const user = userOf(userId)?.name ?? userId;
  console.warn(`${SYSTEM_ID} | undid ${user}'s direct write of ${combatant.uuid}'s system`, current);
  ui.notifications.warn(foundryLocalizer().format(`${KEYS}.restored`, { user, name: combatant.name ?? "" }));
  const update = { system: restoreUpdate(current, state) } as Combatant.UpdateData;
  await combatant.update(update, { [RESTORED]: true } as Combatant.Database.UpdateOperation);
}

function onUpdate(combatant: Combatant, changed: object, _options: unknown, userId: string): void {
  if (!game.user.isGM) return;
  if (writtenByGm(userId)) known.set(combatant.uuid, stored(combatant));
  else if ("system" in changed && isActiveGm()) {
    const state = known.get(combatant.uuid);
    void (state ? restore(combatant, state, userId) : joinState(combatant).then((s) => restore(combatant, s, userId)));
  }
}

function onCreate(combatant: Combatant, _options: unknown, userId: string): void {
  if (!game.user.isGM) return;
  if (writtenByGm(userId)) known.set(combatant.uuid, stored(combatant));
  else if (isActiveGm()) void joinState(combatant).then((state) => restore(combatant, state, userId));
}

/** `ready`: a GM's client learns the state of every combatant the world already holds. */
function seed(): void {
  if (!game.user.isGM) return;
  for (const combat of game.combats.contents) {
    for (const combatant of combat.combatants.contents) known.set(combatant.uuid, stored(combatant));
  }
}

/** Called once at `init` (combat/register.ts). */
export function registerStateGuard(): void {
  Hooks.on("preUpdateCombatant", refuseLocalWrite);
  Hooks.on("updateCombatant", onUpdate);
  Hooks.on("createCombatant", onCreate);
  Hooks.on("deleteCombatant", (combatant) => known.delete(combatant.uuid));
  Hooks.on("deleteCombat", (combat) => {
    for (const combatant of combat.combatants) known.delete(combatant.uuid);
  });
  Hooks.once("ready", seed);
  registered = true;
}

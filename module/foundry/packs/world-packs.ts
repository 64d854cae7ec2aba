/**
 * A world plays one ruleset, so its players see only that ruleset's compendiums (issue 23); every ruleset's packs
 * still sit in a folder of their own ("Fray: Bonus Dice" …, the manifest's `packFolders`). v13 has no clean way to
 * hide a system pack from a GM: `CompendiumCollection#testUserPermission` gives a GM OWNER of every pack and core's
 * "Configure Ownership" dialog always writes `GAMEMASTER: "OWNER"`, so a GM keeps every folder. For players the
 * active GM writes, at `ready`, the world setting that dialog writes (`CompendiumCollection#configure({ownership})`,
 * stored in `core.compendiumConfiguration`): NONE for every player role on the other rulesets' packs, and the
 * manifest's ownership back on the world's own. A pack whose ownership a GM configured by hand is left as it is.
 */
import { activeRulesetId } from "../config/settings.ts";
import { SYSTEM_ID } from "../constants.ts";

type Pack = foundry.documents.collections.CompendiumCollection.Any;
type Ownership = NonNullable<Pack["config"]["ownership"]>;

/** Hidden from every player role; the GM keeps OWNER, as core's ownership dialog always writes it. */
export const HIDDEN_FROM_PLAYERS: Ownership = {
  NONE: "NONE",
  PLAYER: "NONE",
  TRUSTED: "NONE",
  ASSISTANT: "NONE",
  GAMEMASTER: "OWNER",
};

const ROLES = ["NONE", "PLAYER", "TRUSTED", "ASSISTANT", "GAMEMASTER"] as const;

function isHiddenByFray(ownership: Ownership | undefined): boolean {
  return ownership !== undefined && ROLES.every((role) => ownership[role] === HIDDEN_FROM_PLAYERS[role]);
}

/** The ruleset a Fray pack belongs to (the manifest's `flags.fray.ruleset`); undefined for any other pack. */
export function rulesetOf(pack: Pack): unknown {
  if (pack.metadata.packageType !== "system" || pack.metadata.packageName !== SYSTEM_ID) return undefined;
  const flags: unknown = pack.metadata.flags;
  if (typeof flags !== "object" || flags === null || !(SYSTEM_ID in flags)) return undefined;
  const own: unknown = (flags as Record<string, unknown>)[SYSTEM_ID];
  return typeof own === "object" && own !== null && "ruleset" in own ? own.ruleset : undefined;
}

/** The active GM shows players the world's ruleset's packs and hides the others' (idempotent: writes only changes). */
export async function showWorldRulesetPacks(): Promise<void> {
  if (game.users.activeGM?.isSelf !== true) return;
  const ruleset = activeRulesetId();
  for (const { pack, ruleset: owner } of frayPacks()) {
    // A pack the world never configured has no entry, so no `ownership` (core: `this.config.ownership ?? metadata`).
    const configured = (pack.config as Partial<Pack["config"]>).ownership;
    if (owner === ruleset) {
      if (isHiddenByFray(configured)) await pack.configure({ ownership: undefined });
    } else if (configured === undefined) await pack.configure({ ownership: HIDDEN_FROM_PLAYERS });
  }
}

/**
 * The roles a player holds (`User#hasRole`: every role up to their own). Core v13 `CompendiumCollection#getUserLevel`
 * gives a user the highest level among the pack's `ownership` entries for the roles they hold; INHERIT is below NONE.
 */
const PLAYER_ROLES = ["NONE", "PLAYER", "TRUSTED"] as const;

/** No player or trusted player may see the pack: every entry for their roles is NONE or INHERIT (or absent). */
export function hiddenFromPlayers(pack: Pack): boolean {
  const ownership: Partial<Ownership> = pack.ownership;
  return PLAYER_ROLES.every((role) => {
    const level = ownership[role];
    return level === undefined || level === "NONE" || level === "INHERIT";
  });
}

/** Each Fray pack with the ruleset it belongs to; other packages' packs are not Fray's to show or hide. */
export function frayPacks(): { readonly pack: Pack; readonly ruleset: unknown }[] {
  return game.packs.contents.flatMap((pack) => {
    const ruleset = rulesetOf(pack);
    return ruleset === undefined ? [] : [{ pack, ruleset }];
  });
}

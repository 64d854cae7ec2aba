/**
 * Reads the pools an actor's sheet shows: its combatant in the started combat, through its room's tracker row (the
 * same builder and the same visibility rule as the tracker: the GM and the actor's owners see them, players their
 * friendly allies' only with the world setting on). No GM −/+ buttons on a sheet: its header bars edit the actor.
 */
import { isFriendly } from "../applications/tracker/read-facts.ts";
import { seesPools } from "../applications/tracker/visibility.ts";
import type { SheetPools } from "../applications/sheets/combat-pools.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { showAllyPools } from "../config/tracker-settings.ts";
import { combatantEconomy } from "./economy-access.ts";
import { activeCombatantOf } from "./reactions.ts";

export function readSheetPools(actor: Actor.Implementation): SheetPools | null {
  const combat = game.combat;
  const combatant = combat?.started ? activeCombatantOf(actor) : undefined;
  const economy = combatant ? combatantEconomy(combatant) : null;
  if (!combat || !combatant || !economy) return null;
  const viewer = { isGM: game.user.isGM, seeAllies: showAllyPools() };
  if (!seesPools(viewer, { owner: actor.isOwner, friendly: isFriendly(combatant) })) return null;
  const name = combatant.name ?? actor.name;
  const all = combat.turns.map((c) => ({ id: c.id ?? "", name: c.name ?? "" }));
  const row = economy.row({
    i18n: foundryLocalizer(),
    combatant: { id: combatant.id ?? "", name },
    all,
    showPools: true,
    adjusts: false,
    started: true,
  });
  return { ruleset: economy.ruleset, pools: row.pools };
}

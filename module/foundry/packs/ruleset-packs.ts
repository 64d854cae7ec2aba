/**
 * The compendiums of the world's ruleset this user may open (issue 23: a sheet links to its ruleset's packs, so a new
 * character is built from them without hunting through the sidebar). A pack belongs to a ruleset by its manifest's
 * `flags.fray.ruleset` (world-packs.ts); one the user cannot see (`visible`: core's OBSERVER test) is left out.
 */
import { activeRulesetId } from "../config/settings.ts";
import type { RulesetPack } from "../applications/sheets/compendium-links.ts";
import { rulesetOf } from "./world-packs.ts";

export function worldRulesetPacks(): RulesetPack[] {
  const ruleset = activeRulesetId();
  return game.packs.contents
    .filter((pack) => pack.visible && rulesetOf(pack) === ruleset)
    .map((pack) => ({ id: pack.collection, title: pack.title }));
}

/** Opens the pack's compendium window (core: `CompendiumCollection#render` renders its `applicationClass`). */
export function openPack(id: string): void {
  game.packs.get(id)?.render(true);
}

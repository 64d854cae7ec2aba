/**
 * The tracker's names for one Combat as this user sees it: the combatants they may see (core's `visible`: owned, or
 * not hidden), in joining order, numbered where names repeat (display-names.ts).
 */
import { foundryLocalizer } from "../sheets/localizer.ts";
import { numberedNames } from "./display-names.ts";

/** What is read of a Combat: its combatants with core's `visible` (the tracker's hook hands core's stored Combat). */
interface NamedCombat {
  readonly combatants: {
    readonly contents: readonly { readonly id: string | null; readonly name?: string; readonly visible: boolean }[];
  };
}

export function combatantDisplayNames(combat: NamedCombat): ReadonlyMap<string, string> {
  const seen = combat.combatants.contents.filter((c) => c.visible);
  return numberedNames(
    foundryLocalizer(),
    seen.map((c) => ({ id: c.id ?? "", name: c.name ?? "" })),
  );
}

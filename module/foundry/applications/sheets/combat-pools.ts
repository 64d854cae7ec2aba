/**
 * The pools an actor has *now* in the running combat, on its sheet (every room's): the same pool views its room
 * builds for the tracker row (actions left, Vigor, Energy, Agility, Stamina …), so the sheet and the tracker never
 * disagree. Pure: the reading is `combat/sheet-pools.ts`; the sheet re-renders when the combatant or the actor
 * changes (`combat-refresh.ts`), so the numbers follow each spend.
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { PoolView } from "../tracker/pool-view.ts";
import { coreText } from "./labels.ts";

export interface CombatPoolsContext {
  /** "In combat now" */
  readonly heading: string;
  /** Id of the heading, which names the list. */
  readonly headingId: string;
  /** The room's ruleset id: the pools' colour scope (`fray-row--<id>`, the room's tracker colours). */
  readonly ruleset: string;
  readonly pools: readonly PoolView[];
}

/** What the sheet reads of the actor's combatant: its room's pools for this viewer, in the room's order. */
export interface SheetPools {
  readonly ruleset: string;
  readonly pools: readonly PoolView[];
}

/** Null out of combat, or when this viewer sees no numbers for the actor (the tracker's rule). */
export function combatPoolsContext(
  i18n: Localizer,
  actorId: string,
  read: SheetPools | null,
): CombatPoolsContext | null {
  if (!read || read.pools.length === 0) return null;
  return {
    heading: coreText(i18n, "Pools.heading"),
    headingId: `${actorId}-combat-pools`,
    ruleset: read.ruleset,
    pools: read.pools,
  };
}

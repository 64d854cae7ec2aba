/**
 * What a `momentum` tracker row shows, read from the combatant's stored state. Pure: the room (economy.ts) passes
 * the state and pools; the row builder (tracker-row.ts) draws these.
 */
import type { PoolFacts } from "../../../applications/tracker/pool-view.ts";
import { waitsForCheck } from "./cinematic-roles.ts";
import type { MomentumCombatantData } from "./state.ts";

export interface MomentumEconomyFacts {
  /** `ap` (this turn's: "three Action Points (AP) during their turn") and `rp` ("for the whole round"). */
  readonly pools: readonly PoolFacts[];
  /** Metres left this turn (Basic Movement, Move, Sprint). */
  readonly movement: number;
  /** Weapon attacks the Attack action left this turn. */
  readonly attacks: number;
  /** The free Interact with Target / Switch Weapons of this turn is used. */
  readonly freeUsed: boolean;
  /**
   * The held action and its trigger, while one is held; `item`, the name of the Ability or consumable a held Use
   * Ability or Use Item names (the row shows it, as the hold's chat line does, not the bare action).
   */
  readonly held?: { readonly action: string; readonly trigger: string; readonly item?: string };
  /** Marked surprised, shown while round 1 is to come or under way. */
  readonly surprised: boolean;
  /** Ties with another combatant's Initiative (the GM may decide who goes first). */
  readonly tied: boolean;
  /** The others of its union, by name (empty: in none). */
  readonly unionWith: readonly string[];
  /** Its Cinematic of this round waits for its Skill Check (rules page decision 143). */
  readonly cinematicWaits: boolean;
}

export function momentumTrackerFacts(
  state: MomentumCombatantData,
  pools: readonly PoolFacts[],
  round: number,
  tied: boolean,
  unionWith: readonly string[],
  heldItem?: string,
): MomentumEconomyFacts {
  const { action, trigger } = state.held;
  const held = action === null ? undefined : { action, trigger, ...(heldItem === undefined ? {} : { item: heldItem }) };
  return {
    pools,
    movement: state.movement,
    attacks: state.attacks,
    freeUsed: state.freeInteraction > 0,
    ...(held ? { held } : {}),
    surprised: state.surprised && round <= 1,
    tied,
    unionWith,
    cinematicWaits: waitsForCheck(state.cinematic, round),
  };
}

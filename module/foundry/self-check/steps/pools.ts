/**
 * Reading a fighter's pools as the tracker shows them (the ruleset's combat economy room), for the ruleset steps
 * that check spends and refills.
 */
import type { PoolView } from "../../combat/room.ts";
import { fightsFor } from "../../combat/fights-for.ts";
import { roomOf } from "../../combat/rooms.ts";
import { need } from "../expect.ts";
import type { Fighters, Skirmish } from "../skirmish.ts";

export function poolOf(s: Skirmish, who: keyof Fighters<unknown>, poolId: string): PoolView {
  const actor = need(s.actors, "the actors")[who];
  const combatant = need(
    need(s.combat, "the combat").combatants.find((c) => fightsFor(c, actor)),
    `the ${who}'s combatant`,
  );
  const pools = roomOf(combatant)?.economy(combatant)?.pools ?? [];
  return need(
    pools.find((pool) => pool.id === poolId),
    `the ${who}'s pool "${poolId}"`,
  );
}

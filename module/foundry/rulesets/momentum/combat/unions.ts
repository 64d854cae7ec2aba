/**
 * `momentum` unions: "Two or more allies can decide to act as a union at the start of a round. All creatures of a
 * union have their turn at the same time … The Initiative of a union is equal to the sum of the Initiative of all
 * participating creatures divided by the number of those creatures. Any effect that allows a creature to act first in
 * a round is ignored unless all creatures in a union have such an effect. If any creature in a union suffers from an
 * effect that forces them to act last in a round, the entire union is forced to act last."
 * The GM joins combatants into a union on the tracker (each combatant stores its union's id); the Combat reads the
 * unions at each round start (`turnGroups`), so one declared during a round acts as one from the next. The union's
 * entry is the engine's `unionFacts` of its members' entries.
 */
import type { TurnGroup } from "../../../../engine/core/turns/groups.ts";
import type { InitiativeEntry } from "../../../../engine/core/turns/initiative.ts";
import { BANDS, initiativeEntry, type InitiativeFacts } from "../../../../engine/rulesets/momentum/turns/initiative.ts";
import { unionFacts } from "../../../../engine/rulesets/momentum/turns/unions.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ControlSpec, TurnGroupRoom } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { momentumCombatantData } from "./state.ts";

export const UNION_CONTROL: ControlSpec = {
  id: "union",
  label: `${I18N_ROOT}.Momentum.Tracker.union`,
  who: "gm",
  takesChoice: true,
};
/** The control's choice that takes the combatant out of its union. */
export const NO_UNION = "none";

/** The unions of at least two combatants still in the combat, members in joining order. */
function unionsOf(combat: Combat.Implementation): readonly TurnGroup[] {
  const members = new Map<string, string[]>();
  for (const combatant of combat.combatants.contents) {
    const union = momentumCombatantData(combatant)?.union ?? "";
    if (union === "" || combatant.id === null) continue;
    members.set(union, [...(members.get(union) ?? []), combatant.id]);
  }
  return [...members.entries()].filter(([, ids]) => ids.length > 1).map(([id, ids]) => ({ id, members: ids }));
}

/**
 * The members' entries were made for the round being ordered, so a surprised member's band shows only in round 1:
 * read back as facts, their union's entry is the engine's with the union rules.
 */
function unionEntry(group: TurnGroup, members: readonly InitiativeEntry[]): InitiativeEntry {
  const facts: InitiativeFacts[] = members.map((m) => ({
    id: m.id,
    score: m.total,
    actFirst: m.band === BANDS.actFirst,
    actLast: m.band === BANDS.actLast,
    surprised: m.band === BANDS.surprised,
  }));
  return initiativeEntry(unionFacts(group, facts), 1);
}

export const MOMENTUM_UNIONS: TurnGroupRoom = { of: unionsOf, entry: unionEntry };

/** GM: join `combatant` into a union with the one chosen (its union, else a new one), or leave with "none". */
export async function joinUnion(
  combatant: Combatant.Implementation,
  choice: string | undefined,
): Promise<Refusal | undefined> {
  const data = momentumCombatantData(combatant);
  if (!data || combatant.id === null) return { refused: `${I18N_ROOT}.Query.refused.unsupported` };
  if (choice === NO_UNION) {
    await combatant.update({ system: { union: "" } });
    return undefined;
  }
  const other = choice === undefined ? undefined : combatant.combat?.combatants.get(choice);
  const theirs = other ? momentumCombatantData(other) : undefined;
  if (!other || !theirs || other.id === combatant.id) return { refused: `${I18N_ROOT}.Query.refused.unknownOpponent` };
  // An id no combatant has: the union's own place in the order.
  const union = theirs.union || data.union || `union-${combatant.id}`;
  await combatant.update({ system: { union } });
  if (theirs.union !== union) await other.update({ system: { union } });
  return undefined;
}

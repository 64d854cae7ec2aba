/**
 * A `wounds` combatant's documents as the engine reads them: its stored round state (`wounds-combatant`) and its
 * actor as a `WoundsActor` (the creature with its status effects as conditions), and their writes back.
 */
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import type { WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsActor } from "../sources.ts";
import { WoundsCombatantModel } from "./combatant-model.ts";
import { fromWoundsState, toWoundsState } from "./state.ts";

export function woundsCombatantData(combatant: Combatant.Implementation): WoundsCombatantModel | undefined {
  const system = combatant.system;
  return system instanceof WoundsCombatantModel ? system : undefined;
}

/** The engine's state of the combatant, or undefined when it is no `wounds` combatant. */
export function woundsStateOf(combatant: Combatant.Implementation): WoundsCombatantState | undefined {
  const data = woundsCombatantData(combatant);
  return data && combatant.id !== null ? toWoundsState(combatant.id, data) : undefined;
}

export function woundsEconomyActor(combatant: Combatant.Implementation): WoundsActor | undefined {
  const view = combatant.actor ? woundsActorView(combatant.actor) : undefined;
  return view ? toWoundsActor(view.source, view.statuses) : undefined;
}

export async function writeWoundsState(
  combatant: Combatant.Implementation,
  state: WoundsCombatantState,
): Promise<void> {
  await combatant.update({ system: fromWoundsState(state) });
}

/**
 * The stored fields an act's costs change: stamina ("you take fatigue equal to the excess stamina cost") and a spell's
 * mana, spent or invested.
 */
export function vitalsUpdate(c: WoundsCreature): Record<string, unknown> {
  return {
    stamina: { value: c.stamina },
    fatigue: c.fatigue,
    exhausted: c.exhausted,
    mana: { value: c.mana },
    invested: c.invested,
  };
}

/**
 * An `energy` combatant's economy as the shared layer reads it: Energy and Agility (combatant) and Stamina (actor)
 * as pools, done once it spent all its Energy or passed, and its tracker row built from the stored state.
 */
import { maxStamina } from "../../../../engine/rulesets/energy/creature.ts";
import { energyStats } from "../../../../engine/rulesets/energy/economy/pools.ts";
import type { CombatantEconomy, PoolView } from "../../../combat/room.ts";
import { energyOptions } from "../rule-variants.ts";
import { ENERGY_CONTROLS } from "./controls.ts";
import { energyPoolMax } from "./pools.ts";
import { energyCombatantData, energyEconomyActor, type EnergyCombatantData } from "./state.ts";
import { energyTrackerFacts } from "./tracker-facts.ts";
import { energyRow } from "./tracker-row.ts";

export function isEnergyDone(data: EnergyCombatantData): boolean {
  return data.passed || data.energy <= 0;
}

/** The combatants of this combat whose tokens this client's user targets (the tracker offers them as one choice). */
function targetedCombatants(combatant: Combatant.Implementation): string[] {
  const tokens = new Set([...game.user.targets].map((token) => token.id));
  return (combatant.combat?.combatants.contents ?? []).flatMap((c) =>
    c.id !== null && c.tokenId !== null && tokens.has(c.tokenId) ? [c.id] : [],
  );
}

export function energyEconomy(combatant: Combatant.Implementation): CombatantEconomy | null {
  const state = energyCombatantData(combatant);
  if (!state) return null;
  const actor = energyEconomyActor(combatant);
  const stats = actor ? energyStats(actor, energyOptions()) : {};
  const pools: PoolView[] = [
    { id: "energy", home: "combatant", value: state.energy, max: energyPoolMax("energy", stats) },
    { id: "agility", home: "combatant", value: state.agility, max: energyPoolMax("agility", stats) },
    ...(actor
      ? [{ id: "stamina", home: "actor" as const, value: actor.creature.stamina, max: maxStamina(actor.creature) }]
      : []),
  ];
  const done = isEnergyDone(state);
  const nameOf = (id: string) => combatant.combat?.combatants.get(id)?.name ?? "";
  const facts = energyTrackerFacts(state, pools, done, nameOf, targetedCombatants(combatant));
  return { ruleset: "energy", pools, done, controls: ENERGY_CONTROLS, row: (ctx) => energyRow(facts, ctx) };
}

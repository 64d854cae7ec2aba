import type { Duration } from "../../../module/engine/core/conditions/duration.ts";
import { NO_CONDITIONS } from "../../../module/engine/core/conditions/state.ts";
import type { EnergyConditionId } from "../../../module/engine/rulesets/energy/conditions.ts";
import type { EnergyCreature } from "../../../module/engine/rulesets/energy/creature.ts";
import type { EnergyArmor, EnergyWeapon } from "../../../module/engine/rulesets/energy/gear.ts";
import type { EnergyActor } from "../../../module/engine/rulesets/energy/economy/actor.ts";
import {
  newEnergyCombatant,
  type EnergyCombatantState,
} from "../../../module/engine/rulesets/energy/economy/combatant.ts";
import { applyCondition } from "../../../module/engine/rulesets/energy/economy/status.ts";

/** A Medium human fighter: Str +2, Dex +3, Con 12 (+1), Int 0, Wis +1, Cha −1; level 3, MPL 2. */
export function creature(overrides: Partial<EnergyCreature> = {}): EnergyCreature {
  return {
    level: 3,
    abilities: {
      strength: { score: 14, modifier: 2 },
      dexterity: { score: 16, modifier: 3 },
      constitution: { score: 12, modifier: 1 },
      intelligence: { score: 10, modifier: 0 },
      wisdom: { score: 12, modifier: 1 },
      charisma: { score: 8, modifier: -1 },
    },
    size: "medium",
    speed: 6,
    inherentEvasion: 8,
    inherentFortitude: 10,
    inherentWill: 10,
    martial: { level: 2, armStrength: 1, legStrength: 1, initiative: 0 },
    armStrengthBase: 4,
    legStrengthBase: 3,
    initiativeSkill: 2,
    extraAgility: 0,
    extraStaminaAsEnergy: 0,
    stamina: 12,
    aura: 24,
    recoverySurges: 5,
    bleedingOut: false,
    dead: false,
    ...overrides,
  };
}

export function actor(c: Partial<EnergyCreature> = {}): EnergyActor {
  return { creature: creature(c), conditions: NO_CONDITIONS, suppressed: [] };
}

export function withConditions(
  base: EnergyActor,
  ids: readonly EnergyConditionId[],
  duration: Duration = { kind: "permanent" },
): EnergyActor {
  return ids.reduce((a, id) => applyCondition(a, id, { source: "test", round: 1, duration }), base);
}

/** A combatant partway through a Round with this much Energy and Agility. */
export function combatant(energy = 5, agility = 3, id = "me"): EnergyCombatantState {
  return newEnergyCombatant(id, energy, agility);
}

export function weapon(overrides: Partial<EnergyWeapon> = {}): EnergyWeapon {
  return {
    id: "sword",
    label: "Longsword",
    damage: { count: 1, faces: 8, bonus: 0 },
    attackBonus: 1,
    accuracy: 0,
    precision: 0,
    reach: 1,
    weight: "other",
    blunt: false,
    mpr: 1,
    evasionBonus: 1,
    ...overrides,
  };
}

export function armor(overrides: Partial<EnergyArmor> = {}): EnergyArmor {
  return { coverage: 12, rating: 3, evasionPenalty: 1, ...overrides };
}

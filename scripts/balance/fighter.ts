import type { BonusActor } from "../../module/engine/rulesets/bonus/economy/actor.ts";
import { newBonusCombatant, type BonusCombatantState } from "../../module/engine/rulesets/bonus/economy/combatant.ts";
import type { ArmorPiece } from "../../module/engine/rulesets/bonus/damage/armor.ts";
import type { GuardBonus } from "../../module/engine/rulesets/bonus/defense/guard.ts";
import type { AttackStyle } from "../../module/engine/rulesets/bonus/dice/attack.ts";
import type { DamageDelivery } from "../../module/engine/rulesets/bonus/dice/damage.ts";
import type { DamageType } from "../../module/engine/rulesets/bonus/tables/damage-types.ts";
import type { QualityRank } from "../../module/engine/rulesets/bonus/tables/quality.ts";
import {
  armorPieces,
  guardBonuses,
  toBonusActor,
  type BonusArmorSource,
  type BonusCreatureSource,
} from "../../module/foundry/rulesets/bonus/derive.ts";

/** The stored `system` of a `bonus-weapon` item, as far as a skirmish needs it. */
export interface WeaponSystem {
  readonly damageValue: number;
  readonly quality: QualityRank;
  readonly delivery: DamageDelivery;
  readonly style: AttackStyle;
  readonly damageType: DamageType;
  readonly ranged: boolean;
  readonly equipped: boolean;
}

/** One side of a skirmish is a list of these: the engine actor plus what it fights with. */
export interface Fighter {
  readonly id: string;
  readonly name: string;
  actor: BonusActor;
  combatant: BonusCombatantState;
  armor: readonly ArmorPiece[];
  readonly guard: readonly GuardBonus[];
  readonly weapon: { readonly name: string; readonly system: WeaponSystem };
}

interface ItemLike {
  readonly _id?: string;
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}

function armorSource(item: ItemLike): BonusArmorSource {
  const s = item.system as unknown as Omit<BonusArmorSource, "id" | "name">;
  const { rank, guardBonus, quality, durability, equipped } = s;
  return { id: item._id ?? item.name, name: item.name, rank, guardBonus, quality, durability, equipped };
}

/** A fighter from a creature's stored system and its items (embedded in a pack actor, or picked from the gear pack). */
export function fighterFrom(
  id: string,
  name: string,
  system: BonusCreatureSource,
  items: readonly ItemLike[],
): Fighter {
  const armor = items.filter((i) => i.type === "bonus-armor").map(armorSource);
  const weapons = items.filter((i) => i.type === "bonus-weapon");
  const main = weapons.find((w) => (w.system as unknown as WeaponSystem).equipped) ?? weapons[0];
  if (!main) throw new Error(`${name} has no weapon`);
  return {
    id,
    name,
    actor: toBonusActor(system, []),
    combatant: newBonusCombatant(id),
    armor: armorPieces(armor),
    guard: guardBonuses(system, armor),
    weapon: { name: main.name, system: main.system as unknown as WeaponSystem },
  };
}

/** Reading `energy` documents into the plain sources the derivation and the engine take. */
import { EnergyCharacterModel, EnergyNpcModel } from "./data/actor-models.ts";
import { EnergyAbilityModel, EnergyGearModel, EnergyShieldModel, EnergyWeaponModel } from "./data/item-models.ts";
import { actionItem, type ActionItem } from "./combat/item-actions.ts";
import { gearSourcesOf } from "./gear-sources.ts";
import { suppressionsOf } from "./combat/suppressions.ts";
import type { Suppression } from "../../../engine/rulesets/energy/economy/actor.ts";
import type { EnergyCreatureSource, EnergyGearSources, EnergyWeaponSource, Named } from "./sources.ts";

export interface EnergyActorView {
  readonly source: EnergyCreatureSource;
  readonly gear: EnergyGearSources;
  readonly statuses: ReadonlySet<string>;
  /** Conditions ignored until the end of this Round, from the actor's combatant (combat/suppressions.ts). */
  readonly suppressed: readonly Suppression[];
}

/** The actor's `energy` data, or undefined when the actor is not an `energy` creature. */
export function energyActorView(actor: Actor.Implementation): EnergyActorView | undefined {
  const system = actor.system;
  if (!(system instanceof EnergyCharacterModel) && !(system instanceof EnergyNpcModel)) return undefined;
  const gear = gearSourcesOf(actor.items.contents);
  return { source: system, gear, statuses: actor.statuses, suppressed: suppressionsOf(actor) };
}

/** The item's weapon data with its id and name, or undefined when it is not an `energy` weapon. */
export function energyWeaponOf(item: Item.Implementation): Named<EnergyWeaponSource> | undefined {
  const data = item.system;
  return data instanceof EnergyWeaponModel ? { id: item.id ?? "", name: item.name, data } : undefined;
}

/** The actor's items the item-bound actions can take (combat/item-actions.ts), read from its documents. */
export function actionItemsOf(items: Iterable<Item.Implementation>): ActionItem[] {
  return [...items].flatMap((item) => {
    const s = item.system;
    const id = item.id ?? "";
    if (s instanceof EnergyWeaponModel) {
      const facts = { kind: "weapon", weaponKind: s.kind, loadEnergy: s.loadEnergy, sideArm: s.sideArm } as const;
      return [actionItem(id, item.name, facts)];
    }
    if (s instanceof EnergyShieldModel) return [actionItem(id, item.name, { kind: "shield", sideArm: s.sideArm })];
    if (s instanceof EnergyGearModel) return [actionItem(id, item.name, { kind: "gear", sideArm: s.sideArm })];
    if (s instanceof EnergyAbilityModel) {
      return [
        actionItem(id, item.name, {
          kind: "ability",
          energy: s.energy,
          stamina: s.stamina,
          enhancesAttack: s.enhancesAttack,
        }),
      ];
    }
    return [];
  });
}

/**
 * A `wounds` spell item as the rules read it: what Cast a Spell costs (the block's "AP cost and … an associated mana
 * cost", its stamina) and, for an attack spell, what the engine's spell attack reads ("Spell: Rsn [Arcana/Magic
 * school]" against the Defense it names). No Foundry globals.
 */
import type { SpellCost } from "../../../engine/rulesets/wounds/actions/cast.ts";
import type { WoundsSpellAttack } from "../../../engine/rulesets/wounds/procedures/attack-plan.ts";
import type { DamageType } from "../../../engine/rulesets/wounds/tables/damage-types.ts";
import type { DefenseKind } from "../../../engine/rulesets/wounds/tables/defenses.ts";
import type { Named, WoundsWeaponSource } from "./sources.ts";

/** The stored fields of a spell (data/item-models.ts, an ability item of kind "spell"). */
export interface WoundsSpellSource {
  readonly school: string;
  readonly ap: number;
  readonly stamina: number;
  readonly mana: number;
  readonly manaUse: "spend" | "invest";
  /** How an investment comes back (decision 189). */
  readonly retrieve: "effectEnds" | "longRest";
  readonly attack: boolean;
  readonly damage: number;
  readonly damageType: DamageType;
  readonly targets: DefenseKind;
  readonly ranged: boolean;
  readonly penetrating: boolean;
  readonly bypassesArmor: boolean;
}

/** What an attack is made with: a weapon, or a spell cast (Cast a Spell). */
export type WoundsAttackSource =
  { readonly weapon: Named<WoundsWeaponSource> } | { readonly spell: Named<WoundsSpellSource> };

export function toSpellAttack(spell: Named<WoundsSpellSource>): WoundsSpellAttack {
  const d = spell.data;
  return {
    label: spell.name,
    school: d.school,
    damage: d.damage,
    damageType: d.damageType,
    targets: d.targets,
    ranged: d.ranged,
    penetrating: d.penetrating,
    bypassesArmor: d.bypassesArmor,
  };
}

/**
 * What casting it costs. Invested mana is kept under the spell's id and comes back as the spell says: "returned as
 * soon as the effect ends, or … retrieved at your option at the end of a long rest" (decisions 167, 189).
 */
export function toSpellCost(spell: Named<WoundsSpellSource>): SpellCost {
  const d = spell.data;
  return {
    id: spell.id,
    label: spell.name,
    ap: d.ap,
    mana: d.mana,
    manaUse: d.manaUse,
    retrieve: d.retrieve,
    stamina: d.stamina,
  };
}

/**
 * The `momentum` item sheets (weapon, armor, shield, gear, ability): each kind's own stored fields as labelled
 * inputs with their model hints and units, and the description. Damage is edited per component (type, dice, faces,
 * flat part): `system.damage.<n>.<field>`, which Foundry's form data turns back into the list.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  itemSheetContext,
  type ItemSheetContext,
  type ItemSheetInput,
} from "../../../applications/sheets/item-context.ts";
import {
  checkboxInput,
  numberInput,
  selectInput,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import {
  ABILITY_DELIVERIES,
  DAMAGE_TYPES,
  DEFENSE_ROLL_KINDS,
  FORCED_MOVEMENTS,
  STAT_IDS,
  WEAPON_REACHES,
} from "../data/choices.ts";
import type { DamageComponentSource } from "../sources.ts";
import { choiceLabel, damageTypeLabel, itemField, sheetText, statLabel } from "./labels.ts";
import type { MomentumSheetItem } from "./sheet-data.ts";

export type MomentumItemInput = ItemSheetInput<MomentumSheetItem>;
export type MomentumItemContext = ItemSheetContext<MomentumSheetItem["kind"]> & {
  /** The damage components' inputs, one group per component; empty for kinds that deal none. */
  readonly damage: readonly { readonly heading: string; readonly fields: readonly FieldContext[] }[];
};

type Base = (name: string, field?: string) => { idPrefix: string; name: string; label: string; hint: string };

function damageFields(i18n: Localizer, base: Base, damage: readonly DamageComponentSource[]) {
  return damage.map((d, n) => {
    const at = (field: string) => base(`damage.${n}.${field}`, `damage.element.${field}`);
    return {
      heading: `${itemField(i18n, "damage.element").label} ${n + 1}`,
      fields: [
        selectInput(at("type"), d.type, DAMAGE_TYPES, (t) => damageTypeLabel(i18n, t)),
        numberInput(at("count"), d.count, 0, 20),
        numberInput(at("faces"), d.faces, 1, 100),
        numberInput(at("flat"), d.flat, -50, 100),
      ],
    };
  });
}

function fieldsOf(i18n: Localizer, item: MomentumSheetItem, base: Base): FieldContext[] {
  const stat = (name: string, value: (typeof STAT_IDS)[number]) =>
    selectInput(base(name), value, STAT_IDS, (s) => statLabel(i18n, s));
  switch (item.kind) {
    case "weapon": {
      const s = item.system;
      return [
        stat("primary", s.primary),
        stat("secondary", s.secondary),
        numberInput(base("hitBonus"), s.hitBonus, -10, 20),
        selectInput(base("reach"), s.reach, WEAPON_REACHES, (r) => choiceLabel(i18n, "Reach", r)),
        numberInput(base("range"), s.range, 1, 1000),
        numberInput(base("ignoreArmor"), s.ignoreArmor, 0, 100),
        checkboxInput(base("equipped"), s.equipped),
      ];
    }
    case "armor": {
      const s = item.system;
      // An empty Evasion Cap stores null: the armor caps nothing.
      const cap = {
        ...numberInput(base("evasionCap"), 0, 0, 60),
        value: s.evasionCap === null ? "" : String(s.evasionCap),
      };
      return [numberInput(base("armor"), s.armor, -20, 50), cap, checkboxInput(base("equipped"), s.equipped)];
    }
    case "shield":
      return [
        numberInput(base("evasion"), item.system.evasion, 0, 20),
        numberInput(base("armor"), item.system.armor, 0, 20),
        checkboxInput(base("equipped"), item.system.equipped),
      ];
    case "gear":
      return [
        numberInput(base("quantity"), item.system.quantity, 0, 9999),
        checkboxInput(base("consumable"), item.system.consumable),
      ];
    case "ability": {
      const s = item.system;
      return [
        numberInput(base("tier"), s.tier, 0, 10),
        numberInput(base("ap"), s.ap, 0, 3),
        numberInput(base("wp"), s.wp, 0, 100),
        selectInput(base("delivery"), s.delivery, ABILITY_DELIVERIES, (d) => choiceLabel(i18n, "Delivery", d)),
        selectInput(base("defenseRoll"), s.defenseRoll, DEFENSE_ROLL_KINDS, (k) => statLabel(i18n, k)),
        numberInput(base("range"), s.range, 1, 1000),
        numberInput(base("ignoreArmor"), s.ignoreArmor, 0, 100),
        checkboxInput(base("maneuver"), s.maneuver),
        selectInput(base("forcedMovement.kind"), s.forcedMovement.kind, FORCED_MOVEMENTS, (k) =>
          choiceLabel(i18n, "ForcedMovement", k),
        ),
        numberInput(base("forcedMovement.metres"), s.forcedMovement.metres, 0, 100),
      ];
    }
  }
}

export function itemContext(input: MomentumItemInput): MomentumItemContext {
  const { i18n, item } = input;
  const base: Base = (name, field = name) => ({ idPrefix: item.id, name: `system.${name}`, ...itemField(i18n, field) });
  const damage = item.kind === "weapon" || item.kind === "ability" ? damageFields(i18n, base, item.system.damage) : [];
  return {
    ...itemSheetContext(input, { ruleset: "momentum", sheetText }, fieldsOf(i18n, item, base)),
    damage,
  };
}

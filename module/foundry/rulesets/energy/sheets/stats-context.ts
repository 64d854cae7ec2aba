/**
 * Abilities (score and modifier), the five defenses and the unarmed AV: the numbers a player reads before acting.
 * Every defense and the AV carry their named parts for a tooltip that opens on hover and on keyboard focus.
 */
import { ENERGY_ABILITIES, SIZE_CATEGORIES, type EnergyAbility } from "../../../../engine/rulesets/energy/creature.ts";
import type { DefenseKind, DefensePart } from "../../../../engine/rulesets/energy/defense/values.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { numberInput, selectInput, textInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { ENERGY_KEYS, abilityLabel, actorFieldLabel, choiceLabel, sheetText } from "./labels.ts";
import { damageTypeText } from "./form-data.ts";
import { whyAllocationInvalid } from "../../../../engine/rulesets/energy/economy/martial.ts";
import type { EnergySheetActor } from "./sheet-data.ts";

export const DEFENSES: readonly DefenseKind[] = ["evasion", "rangedEvasion", "unarmedEvasion", "fortitude", "will"];

export interface AbilityRowContext {
  readonly key: EnergyAbility;
  readonly label: string;
  readonly score: number;
  readonly modifierText: string;
  readonly scoreField: FieldContext;
  readonly modifierField: FieldContext;
}

export interface BreakdownContext {
  readonly id: string;
  readonly label: string;
  readonly total: number;
  readonly tooltipId: string;
  readonly tooltipHeading: string;
  readonly parts: readonly { readonly label: string; readonly valueText: string }[];
}

export interface StatsContext {
  readonly abilitiesHeading: string;
  readonly abilities: readonly AbilityRowContext[];
  readonly heading: string;
  /** Unarmed AV first, then the five defenses. */
  readonly values: readonly BreakdownContext[];
  readonly fields: readonly FieldContext[];
  /** Edit mode: the Martial Proficiency points placed do not add up to the MPL (`whyAllocationInvalid`); else empty. */
  readonly martialNotice: string;
}

/** "For every level of Martial Proficiency you have, you gain +1 Arm Strength, +1 Leg Strength, or +1 Initiative." */
function martialNotice(i18n: Localizer, actor: EnergySheetActor): string {
  const m = actor.system.martial;
  if (!whyAllocationInvalid(m)) return "";
  const placed = m.armStrength + m.legStrength + m.initiative;
  return sheetText(i18n, "martialUnplaced", { level: m.level, placed });
}

const isAbility = (id: string): id is EnergyAbility => (ENERGY_ABILITIES as readonly string[]).includes(id);

/** Engine part ids as words; ability parts are halved modifiers, `inherent` names its defense. */
function partLabel(i18n: Localizer, part: DefensePart, of: string): string {
  if (isAbility(part.id)) return sheetText(i18n, "Part.halved", { ability: abilityLabel(i18n, part.id) });
  if (part.id === "inherent") return sheetText(i18n, "Part.inherent", { defense: of });
  return sheetText(i18n, `Part.${part.id}`);
}

export function breakdownContext(
  i18n: Localizer,
  owner: string,
  id: string,
  label: string,
  value: { readonly total: number; readonly parts: readonly DefensePart[] },
): BreakdownContext {
  return {
    id,
    label,
    total: value.total,
    tooltipId: `${owner}-${id}-parts`,
    tooltipHeading: sheetText(i18n, "breakdown", { label, total: value.total }),
    parts: value.parts.map((p) => ({ label: partLabel(i18n, p, label), valueText: signed(p.value) })),
  };
}

function editFields(i18n: Localizer, actor: EnergySheetActor): FieldContext[] {
  const s = actor.system;
  const base = (name: string) => ({ idPrefix: actor.id, name: `system.${name}`, label: actorFieldLabel(i18n, name) });
  return [
    selectInput(base("size"), s.size, SIZE_CATEGORIES, (c) => choiceLabel(i18n, "Size", c)),
    numberInput(base("speed"), s.speed, 0, 100),
    numberInput(base("inherent.evasion"), s.inherent.evasion, -10, 40),
    numberInput(base("inherent.fortitude"), s.inherent.fortitude, -10, 40),
    numberInput(base("inherent.will"), s.inherent.will, -10, 40),
    numberInput(base("martial.level"), s.martial.level, 0, 30),
    // "For every level of Martial Proficiency you have, you gain +1 Arm Strength, +1 Leg Strength, or +1 Initiative."
    numberInput(base("martial.armStrength"), s.martial.armStrength, 0, 30),
    numberInput(base("martial.legStrength"), s.martial.legStrength, 0, 30),
    numberInput(base("martial.initiative"), s.martial.initiative, 0, 30),
    numberInput(base("armStrengthBase"), s.armStrengthBase, -10, 40),
    // "Your Agility can be increased by your Leg Strength"; "When abilities give you additional Agility, it increases
    // your Maximum Agility."
    numberInput(base("legStrengthBase"), s.legStrengthBase, -10, 40),
    numberInput(base("extraAgility"), s.extraAgility, 0, 20),
    numberInput(base("recoverySurges"), s.recoverySurges, 0, 100),
    // "If you have Resistance to a certain type of damage … If you have a Weakness": damage types, comma-separated.
    textInput(base("weaknesses"), damageTypeText(s.weaknesses)),
    textInput(base("resistances"), damageTypeText(s.resistances)),
  ];
}

export function statsContext(i18n: Localizer, actor: EnergySheetActor): StatsContext {
  const { system } = actor;
  const { derived } = system;
  const field = (key: EnergyAbility, part: "score" | "modifier") =>
    numberInput(
      {
        idPrefix: actor.id,
        name: `system.abilities.${key}.${part}`,
        label: sheetText(i18n, `ability.${part}`, { ability: abilityLabel(i18n, key) }),
      },
      system.abilities[key][part],
      part === "score" ? 0 : -10,
      part === "score" ? 40 : 20,
    );
  return {
    abilitiesHeading: sheetText(i18n, "Section.abilityScores"),
    abilities: ENERGY_ABILITIES.map((key) => ({
      key,
      label: abilityLabel(i18n, key),
      score: system.abilities[key].score,
      modifierText: signed(system.abilities[key].modifier),
      scoreField: field(key, "score"),
      modifierField: field(key, "modifier"),
    })),
    heading: sheetText(i18n, "Section.defenses"),
    values: [
      breakdownContext(i18n, actor.id, "av", sheetText(i18n, "unarmedAv"), derived.unarmedAv),
      ...DEFENSES.map((kind) =>
        breakdownContext(i18n, actor.id, kind, i18n.localize(`${ENERGY_KEYS}.Derived.${kind}`), derived.defenses[kind]),
      ),
    ],
    fields: editFields(i18n, actor),
    martialNotice: martialNotice(i18n, actor),
  };
}

/**
 * The eight attributes, Size and the skill list ("Attr [Skill/Specialization]": a row with a blank specialization is
 * the skill's own rank), and in edit mode their inputs with each model hint: a skill row's three inputs and a button
 * to remove it, and one to add a row. The engine reads the rows (sources.ts `rankRecords`), so nothing is typed twice.
 */
import {
  ATTRIBUTE_ABBREVIATION,
  WOUNDS_ATTRIBUTES,
  type WoundsAttribute,
} from "../../../../engine/rulesets/wounds/creature.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { numberInput, textInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { actorField, attributeLabel, sheetText } from "./labels.ts";
import type { WoundsSheetActor } from "./sheet-data.ts";

export interface AttributeRowContext {
  readonly id: WoundsAttribute;
  readonly label: string;
  /** "Str": how checks write it. */
  readonly abbreviation: string;
  readonly valueText: string;
  readonly field: FieldContext;
}

export interface SkillRowContext {
  readonly index: number;
  /** "Melee", "Melee/Swords". */
  readonly label: string;
  readonly rank: number;
  readonly fields: readonly FieldContext[];
  readonly removeLabel: string;
}

export interface StatsContext {
  readonly heading: string;
  readonly attributes: readonly AttributeRowContext[];
  readonly skillsHeading: string;
  readonly skills: readonly SkillRowContext[];
  readonly addSkillText: string;
  readonly emptySkills: string;
  /** Edit mode: Size and Toughness from equipment or abilities. */
  readonly detailFields: readonly FieldContext[];
}

type Base = (name: string, field?: string) => { idPrefix: string; name: string; label: string; hint: string };

function skillRows(i18n: Localizer, actor: WoundsSheetActor, base: Base): SkillRowContext[] {
  return actor.system.skills.map((row, index) => {
    const at = (field: string) => base(`skills.${index}.${field}`, `skills.element.${field}`);
    const label = row.specialization === "" ? row.skill : `${row.skill}/${row.specialization}`;
    return {
      index,
      label,
      rank: row.rank,
      fields: [
        textInput(at("skill"), row.skill),
        textInput(at("specialization"), row.specialization),
        numberInput(at("rank"), row.rank, 0, 20),
      ],
      removeLabel: sheetText(i18n, "Skill.remove", { name: label || sheetText(i18n, "Skill.blank") }),
    };
  });
}

export function statsContext(i18n: Localizer, actor: WoundsSheetActor): StatsContext {
  const s = actor.system;
  const base: Base = (name, field = name) => ({
    idPrefix: actor.id,
    name: `system.${name}`,
    ...actorField(i18n, field),
  });
  return {
    heading: sheetText(i18n, "Section.attributes"),
    attributes: WOUNDS_ATTRIBUTES.map((id) => ({
      id,
      label: attributeLabel(i18n, id),
      abbreviation: ATTRIBUTE_ABBREVIATION[id],
      valueText: signed(s.attributes[id]),
      field: numberInput(base(`attributes.${id}`), s.attributes[id], -10, 10),
    })),
    skillsHeading: sheetText(i18n, "Section.skills"),
    skills: skillRows(i18n, actor, base),
    addSkillText: sheetText(i18n, "Skill.add"),
    emptySkills: sheetText(i18n, "Skill.none"),
    detailFields: [
      numberInput(base("size"), s.size, -10, 20),
      numberInput(base("toughnessBonus"), s.toughnessBonus, -20, 20),
    ],
  };
}

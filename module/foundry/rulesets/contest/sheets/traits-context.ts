/**
 * The three attributes, the skills each with its governing attribute and the bonus a test adds (attribute + rank,
 * derived by the engine), and the creature's details (Initiative for a player character, speed in metres, size, XP).
 * Edit mode: every stored number and each skill's attribute as labelled inputs with their hints.
 */
import { CONTEST_ATTRIBUTES, type ContestAttribute } from "../../../../engine/rulesets/contest/tables/skills.ts";
import { SIZE_CATEGORIES } from "../../../../engine/rulesets/contest/tables/sizes.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  numberInput,
  selectInput,
  type FieldBase,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { RANKED_SKILLS } from "../data/choices.ts";
import type { RankedSkill } from "../sources.ts";
import { actorField, attributeLabel, choiceLabel, sheetText } from "./labels.ts";
import type { ContestSheetActor } from "./sheet-data.ts";

export interface AttributeRowContext {
  readonly id: ContestAttribute;
  readonly label: string;
  readonly valueText: string;
  readonly field: FieldContext;
}

export interface SkillRowContext {
  readonly id: RankedSkill;
  readonly label: string;
  /** "Agility": the governing attribute the skill tests with. */
  readonly attributeLabel: string;
  readonly rank: number;
  /** Attribute + rank, what the test adds to its d20. */
  readonly bonusText: string;
  readonly fields: readonly FieldContext[];
}

export interface TraitsContext {
  readonly heading: string;
  readonly attributes: readonly AttributeRowContext[];
  readonly skillsHeading: string;
  readonly skills: readonly SkillRowContext[];
  readonly detailsHeading: string;
  readonly detailFields: readonly FieldContext[];
}

type Base = (path: string, unit?: string) => FieldBase;

function detailFields(i18n: Localizer, actor: ContestSheetActor, base: Base): FieldContext[] {
  const s = actor.system;
  const metres = sheetText(i18n, "unitMetres");
  return [
    // NPCs roll 1d6 + PER: their stored Initiative plays no part.
    ...(actor.roller === "pc" ? [numberInput(base("initiative"), s.initiative, -5, 20)] : []),
    numberInput(base("speed", metres), s.speed, 0, 100),
    selectInput(base("size"), s.size, SIZE_CATEGORIES, (c) => choiceLabel(i18n, "Size", c)),
    numberInput(base("xp"), s.xp, 0, 100_000),
  ];
}

export function traitsContext(i18n: Localizer, actor: ContestSheetActor): TraitsContext {
  const s = actor.system;
  const base: Base = (path, unit) => ({
    idPrefix: actor.id,
    name: `system.${path}`,
    ...actorField(i18n, path),
    ...(unit ? { unit } : {}),
  });
  return {
    heading: sheetText(i18n, "Section.attributes"),
    attributes: CONTEST_ATTRIBUTES.map((id) => ({
      id,
      label: attributeLabel(i18n, id),
      valueText: signed(s.attributes[id]),
      field: numberInput(base(`attributes.${id}`), s.attributes[id], -5, 20),
    })),
    skillsHeading: sheetText(i18n, "Section.skills"),
    skills: RANKED_SKILLS.map((id) => ({
      id,
      label: actorField(i18n, `skills.${id}`).label,
      attributeLabel: attributeLabel(i18n, s.skills[id].attribute),
      rank: s.skills[id].rank,
      bonusText: signed(s.derived.skills[id].bonus),
      fields: [
        numberInput(base(`skills.${id}.rank`), s.skills[id].rank, 0, 20),
        selectInput(base(`skills.${id}.attribute`), s.skills[id].attribute, CONTEST_ATTRIBUTES, (a) =>
          attributeLabel(i18n, a),
        ),
      ],
    })),
    detailsHeading: sheetText(i18n, "Section.details"),
    detailFields: detailFields(i18n, actor, base),
  };
}

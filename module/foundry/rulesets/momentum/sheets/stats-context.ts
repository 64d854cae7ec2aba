/**
 * The seven Stats with their Stat Bonuses (derived by the engine, never typed), the Skill Levels and the Archetype
 * (Primary, Secondary and Evasion Stat), and in edit mode the creature's details (kind, size, biological, Basic
 * Movement, natural Armor). Each edit input carries its model hint.
 */
import { SKILL_IDS, type SkillId } from "../../../../engine/rulesets/momentum/tables/skills.ts";
import { STAT_IDS, type StatId } from "../../../../engine/rulesets/momentum/tables/stats.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  checkboxInput,
  numberInput,
  selectInput,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { CREATURE_KINDS, SIZE_CATEGORIES } from "../data/choices.ts";
import { actorField, choiceLabel, sheetText, statLabel } from "./labels.ts";
import type { MomentumSheetActor } from "./sheet-data.ts";

export interface StatRowContext {
  readonly id: StatId;
  readonly label: string;
  readonly score: number;
  readonly bonusText: string;
  readonly field: FieldContext;
}

export interface SkillRowContext {
  readonly id: SkillId;
  readonly label: string;
  readonly level: number;
  readonly field: FieldContext;
}

export interface StatsContext {
  readonly heading: string;
  readonly stats: readonly StatRowContext[];
  readonly skillsHeading: string;
  readonly skills: readonly SkillRowContext[];
  readonly archetypeHeading: string;
  /** Primary, Secondary and Evasion Stat in words. */
  readonly archetype: readonly { readonly id: string; readonly label: string; readonly value: string }[];
  readonly archetypeFields: readonly FieldContext[];
  readonly detailsHeading: string;
  readonly detailFields: readonly FieldContext[];
}

type Base = (name: string) => { idPrefix: string; name: string; label: string; hint: string };

const ARCHETYPE = ["primary", "secondary", "evasion"] as const;

function detailFields(i18n: Localizer, actor: MomentumSheetActor, base: Base): FieldContext[] {
  const s = actor.system;
  return [
    selectInput(base("kind"), s.kind, CREATURE_KINDS, (c) => choiceLabel(i18n, "Kind", c)),
    selectInput(base("size"), s.size, SIZE_CATEGORIES, (c) => choiceLabel(i18n, "Size", c)),
    checkboxInput(base("biological"), s.biological),
    numberInput(base("basicMovement"), s.basicMovement, 0, 100),
    numberInput(base("naturalArmor"), s.naturalArmor, -20, 50),
  ];
}

export function statsContext(i18n: Localizer, actor: MomentumSheetActor): StatsContext {
  const s = actor.system;
  const base: Base = (name) => ({ idPrefix: actor.id, name: `system.${name}`, ...actorField(i18n, name) });
  return {
    heading: sheetText(i18n, "Section.stats"),
    stats: STAT_IDS.map((id) => ({
      id,
      label: statLabel(i18n, id),
      score: s.stats[id],
      bonusText: signed(s.derived.statBonuses[id]),
      field: numberInput(base(`stats.${id}`), s.stats[id], 0, 40),
    })),
    skillsHeading: sheetText(i18n, "Section.skills"),
    skills: SKILL_IDS.map((id) => ({
      id,
      label: actorField(i18n, `skills.${id}`).label,
      level: s.skills[id],
      field: numberInput(base(`skills.${id}`), s.skills[id], 0, 20),
    })),
    archetypeHeading: sheetText(i18n, "Section.archetype"),
    archetype: ARCHETYPE.map((id) => ({
      id,
      label: actorField(i18n, `archetype.${id}`).label,
      value: statLabel(i18n, s.archetype[id]),
    })),
    archetypeFields: ARCHETYPE.map((id) =>
      selectInput(base(`archetype.${id}`), s.archetype[id], STAT_IDS, (stat) => statLabel(i18n, stat)),
    ),
    detailsHeading: sheetText(i18n, "Section.details"),
    detailFields: detailFields(i18n, actor, base),
  };
}

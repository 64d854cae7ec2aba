/**
 * Ability scores, defenses and movement: the numbers a player reads before acting. Guard carries its named parts
 * for a tooltip that opens on hover and on keyboard focus; the bonus die says in words when Wounded lowers it.
 */
import { BONUS_ABILITIES, SIZE_CATEGORIES, type BonusAbility } from "../../../../engine/rulesets/bonus/creature.ts";
import type { GuardPart } from "../../../../engine/rulesets/bonus/defense/guard.ts";
import { DAMAGE_TYPES } from "../../../../engine/rulesets/bonus/tables/damage-types.ts";
import { QUALITY_RANKS } from "../../../../engine/rulesets/bonus/tables/quality.ts";
import {
  checkboxInput,
  numberInput,
  selectInput,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { abilityLabel, actorFieldLabel, choiceLabel, diceText, sheetText, signed } from "./labels.ts";
import type { BonusSheetActor } from "./sheet-data.ts";

export interface AbilityRowContext {
  readonly key: BonusAbility;
  readonly label: string;
  readonly diceText: string;
  readonly field: FieldContext;
}

export interface GuardPartContext {
  readonly label: string;
  readonly valueText: string;
}

export interface DefensesContext {
  readonly abilitiesHeading: string;
  readonly abilities: readonly AbilityRowContext[];
  readonly heading: string;
  readonly guard: {
    readonly label: string;
    readonly total: number;
    readonly tooltipId: string;
    readonly tooltipHeading: string;
    readonly parts: readonly GuardPartContext[];
  };
  readonly armorRank: { readonly label: string; readonly value: number };
  readonly bonusDie: {
    readonly label: string;
    readonly text: string;
    readonly wounded: boolean;
    readonly note: string;
  };
  readonly movement: { readonly label: string; readonly text: string; readonly note: string };
  /** Edit mode inputs for the stored scores behind these numbers. */
  readonly fields: readonly FieldContext[];
}

function guardPartLabel(i18n: Localizer, part: GuardPart): string {
  if (part.kind === "base") return sheetText(i18n, "Guard.base");
  if (part.kind === "floor") return sheetText(i18n, "Guard.floor");
  if (part.id === "abilities") return sheetText(i18n, "Guard.abilities");
  // Armor parts are named after the armor item, which is the user's own text.
  return part.label;
}

function editFields(i18n: Localizer, actor: BonusSheetActor): FieldContext[] {
  const s = actor.system;
  const base = (name: string) => ({ idPrefix: actor.id, name: `system.${name}`, label: actorFieldLabel(i18n, name) });
  return [
    selectInput(base("size"), s.size, SIZE_CATEGORIES, (c) => choiceLabel(i18n, "Size", c)),
    numberInput(base("speed"), s.speed, 0, 500),
    numberInput(base("stamina"), s.stamina, 0, 100),
    numberInput(base("guardBonus"), s.guardBonus, -20, 50),
    numberInput(base("extraActions"), s.extraActions, 0, 10),
    numberInput(base("recovery.durability"), s.recovery.durability, 0, 100),
    numberInput(base("recovery.mana"), s.recovery.mana, 0, 100),
    selectInput(
      base("superiorDurability"),
      s.superiorDurability,
      QUALITY_RANKS,
      (q) => choiceLabel(i18n, "Quality", q),
      sheetText(i18n, "none"),
    ),
    // "protection functions better or worse against specific types of attacks": one checkbox per immunity.
    ...DAMAGE_TYPES.map((type) => checkboxInput(base(`immunities.${type}`), s.immunities[type])),
  ];
}

export function defensesContext(i18n: Localizer, actor: BonusSheetActor): DefensesContext {
  const { system } = actor;
  const { derived } = system;
  const die = `d${derived.bonusDie}`;
  const prone = derived.conditions.includes("prone");
  return {
    abilitiesHeading: sheetText(i18n, "Section.abilityScores"),
    abilities: BONUS_ABILITIES.map((key) => ({
      key,
      label: abilityLabel(i18n, key),
      diceText: diceText(system.abilities[key], derived.bonusDie),
      field: numberInput(
        { idPrefix: actor.id, name: `system.abilities.${key}`, label: abilityLabel(i18n, key) },
        system.abilities[key],
        0,
        10,
      ),
    })),
    heading: sheetText(i18n, "Section.defenses"),
    guard: {
      label: sheetText(i18n, "Guard.label"),
      total: derived.guard.total,
      tooltipId: `${actor.id}-guard-parts`,
      tooltipHeading: sheetText(i18n, "Guard.breakdown", { total: derived.guard.total }),
      parts: derived.guard.parts.map((p) => ({ label: guardPartLabel(i18n, p), valueText: signed(p.value) })),
    },
    armorRank: { label: sheetText(i18n, "armorRank"), value: derived.armorRank },
    bonusDie: {
      label: sheetText(i18n, "bonusDie"),
      text: die,
      wounded: derived.status.wounded,
      note: derived.status.wounded ? sheetText(i18n, "bonusDieWounded") : "",
    },
    movement: {
      label: sheetText(i18n, "movePerAction"),
      text: sheetText(i18n, "feet", { feet: derived.movePerAction }),
      note: sheetText(i18n, prone ? "perMoveProne" : "perMove"),
    },
    fields: editFields(i18n, actor),
  };
}

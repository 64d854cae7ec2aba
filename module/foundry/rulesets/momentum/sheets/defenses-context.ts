/**
 * The numbers a player reads before acting, all derived by the engine (derive.ts): Evasion with its parts (the base,
 * the armor's Evasion Cap, shields outside the cap) in a tooltip that opens on hover and keyboard focus, Armor,
 * Initiative, Basic Movement in metres, DR Power, the Ability hit bonus, and the seven Defense Rolls (Stat Bonus +
 * Skill Level). Each carries its rule as a hint, so nothing has to be typed twice or looked up.
 */
import type { EvasionPart } from "../../../../engine/rulesets/momentum/defense/evasion.ts";
import { DEFENSE_ROLL_KINDS, DEFENSE_ROLL_TABLE } from "../../../../engine/rulesets/momentum/tables/defense-rolls.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { actorField, sheetText, statLabel } from "./labels.ts";
import type { MomentumSheetActor } from "./sheet-data.ts";

export interface DerivedValueContext {
  readonly id: string;
  readonly label: string;
  readonly valueText: string;
  readonly hint: string;
  readonly hintId: string;
}

export interface EvasionContext extends DerivedValueContext {
  readonly tooltipId: string;
  readonly tooltipHeading: string;
  readonly parts: readonly { readonly label: string; readonly valueText: string }[];
  /** "Capped at 14 by armor", or empty when nothing caps it. */
  readonly capText: string;
}

export interface DefensesContext {
  readonly heading: string;
  readonly evasion: EvasionContext;
  readonly values: readonly DerivedValueContext[];
  readonly defenseRollsHeading: string;
  /** `statLabel`: the Stat alone, for the NPC stat block's one-line form. */
  readonly defenseRolls: readonly {
    readonly id: string;
    readonly label: string;
    readonly statLabel: string;
    readonly valueText: string;
  }[];
}

/** Evasion's parts in words: the base's two parts are Dexterity and the Evasion Stat's bonus (evasion.ts). */
function partLabel(i18n: Localizer, actor: MomentumSheetActor, part: EvasionPart, index: number): string {
  if (part.kind === "base") {
    return index === 0
      ? statLabel(i18n, "dexterity")
      : sheetText(i18n, "Part.evasionStat", { stat: statLabel(i18n, actor.system.archetype.evasion) });
  }
  if (part.kind === "cap") return sheetText(i18n, "Part.cap", { cap: actor.system.derived.evasionCap ?? "" });
  return part.source;
}

function derivedValue(i18n: Localizer, owner: string, id: string, valueText: string): DerivedValueContext {
  return {
    id,
    label: sheetText(i18n, `Derived.${id}`),
    valueText,
    hint: sheetText(i18n, `DerivedHint.${id}`),
    hintId: `${owner}-${id}-hint`,
  };
}

function evasionContext(i18n: Localizer, actor: MomentumSheetActor): EvasionContext {
  const { derived } = actor.system;
  const value = derivedValue(i18n, actor.id, "evasion", String(derived.evasion.total));
  return {
    ...value,
    tooltipId: `${actor.id}-evasion-parts`,
    tooltipHeading: sheetText(i18n, "breakdown", { label: value.label, total: derived.evasion.total }),
    parts: derived.evasion.parts.map((p, i) => ({
      label: partLabel(i18n, actor, p, i),
      valueText: p.kind === "base" && i === 0 ? String(p.value) : signed(p.value),
    })),
    capText: derived.evasionCap === null ? "" : sheetText(i18n, "evasionCap", { cap: derived.evasionCap }),
  };
}

export function defensesContext(i18n: Localizer, actor: MomentumSheetActor): DefensesContext {
  const { derived } = actor.system;
  const value = (id: string, text: string) => derivedValue(i18n, actor.id, id, text);
  return {
    heading: sheetText(i18n, "Section.defenses"),
    evasion: evasionContext(i18n, actor),
    values: [
      value("armor", String(derived.armor)),
      value("initiative", String(derived.initiative)),
      value("basicMovement", sheetText(i18n, "meters", { value: derived.basicMovement })),
      value("drPower", String(derived.drPower)),
      value("abilityHitBonus", signed(derived.abilityHitBonus)),
    ],
    defenseRollsHeading: sheetText(i18n, "Section.defenseRolls"),
    defenseRolls: DEFENSE_ROLL_KINDS.map((kind) => ({
      id: kind,
      label: sheetText(i18n, "drName", {
        stat: statLabel(i18n, DEFENSE_ROLL_TABLE[kind].stat),
        skill: actorField(i18n, `skills.${DEFENSE_ROLL_TABLE[kind].skill}`).label,
      }),
      statLabel: statLabel(i18n, DEFENSE_ROLL_TABLE[kind].stat),
      valueText: signed(derived.defenseRolls[kind]),
    })),
  };
}

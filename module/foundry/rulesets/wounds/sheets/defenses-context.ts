/**
 * The numbers a player reads before acting, all derived by the engine (derive.ts): the seven Defenses, each with its
 * formula's parts in a tooltip that opens on hover and keyboard focus (the −5 floor on Speed + Reason shows as its own
 * part when it applies), Toughness base and with armor "noted separately", the movement rate in yards, and the Speed
 * table's AP. Each carries its rule as a hint.
 */
import type { DefenseBreakdown, DefensePart } from "../../../../engine/rulesets/wounds/defense/defenses.ts";
import { WOUNDS_ATTRIBUTES } from "../../../../engine/rulesets/wounds/creature.ts";
import {
  DEFENSE_FORMULAS,
  DEFENSE_KINDS,
  type DefenseKind,
} from "../../../../engine/rulesets/wounds/tables/defenses.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { attributeLabel, defenseLabel, sheetText } from "./labels.ts";
import type { WoundsSheetActor } from "./sheet-data.ts";

export interface BreakdownContext {
  readonly id: string;
  readonly label: string;
  readonly valueText: string;
  readonly hint: string;
  readonly tooltipId: string;
  readonly parts: readonly { readonly label: string; readonly valueText: string }[];
}

export interface DerivedValueContext {
  readonly id: string;
  readonly label: string;
  readonly valueText: string;
  readonly hint: string;
  readonly hintId: string;
}

export interface DefensesContext {
  readonly heading: string;
  readonly defenses: readonly BreakdownContext[];
  readonly toughnessHeading: string;
  readonly toughness: readonly DerivedValueContext[];
  readonly values: readonly DerivedValueContext[];
}

const isAttribute = (id: string): id is (typeof WOUNDS_ATTRIBUTES)[number] =>
  (WOUNDS_ATTRIBUTES as readonly string[]).includes(id);

/** A formula part in words: the engine's ids, with the skill names the seed's formulas give. */
function partLabel(i18n: Localizer, kind: DefenseKind, part: DefensePart): string {
  const formula = DEFENSE_FORMULAS[kind];
  if (isAttribute(part.id)) return attributeLabel(i18n, part.id);
  if (part.id === "skill") return sheetText(i18n, "Part.skill", { name: formula.skill ?? part.label });
  if (part.id === "specialization") {
    return sheetText(i18n, "Part.specialization", { name: formula.specialization ?? part.label });
  }
  if (part.id.startsWith("block:")) return sheetText(i18n, "Part.block", { name: part.label });
  return sheetText(i18n, `Part.${part.id}`);
}

function defenseContext(i18n: Localizer, owner: string, d: DefenseBreakdown): BreakdownContext {
  return {
    id: d.kind,
    label: defenseLabel(i18n, d.kind),
    valueText: String(d.total),
    hint: sheetText(i18n, `DefenseHint.${d.kind}`),
    tooltipId: `${owner}-defense-${d.kind}`,
    parts: d.parts.map((p) => ({ label: partLabel(i18n, d.kind, p), valueText: signed(p.value) })),
  };
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

export function defensesContext(i18n: Localizer, actor: WoundsSheetActor): DefensesContext {
  const d = actor.system.derived;
  const value = (id: string, text: string) => derivedValue(i18n, actor.id, id, text);
  return {
    heading: sheetText(i18n, "Section.defenses"),
    defenses: DEFENSE_KINDS.map((kind) => defenseContext(i18n, actor.id, d.defenses[kind])),
    toughnessHeading: sheetText(i18n, "Section.toughness"),
    toughness: [
      value("toughnessBase", String(d.toughness.base)),
      value(
        "toughnessArmor",
        sheetText(i18n, "withArmor", { total: d.toughness.total, armor: signed(d.toughness.armor) }),
      ),
    ],
    values: [
      value("movementRate", sheetText(i18n, "yards", { value: d.movementRate })),
      value("ap", sheetText(i18n, "apTable", { start: d.ap.roundStart, end: d.ap.turnEnd, max: d.ap.max })),
    ],
  };
}

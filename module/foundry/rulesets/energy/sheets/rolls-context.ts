/**
 * The Rolls section of the `energy` character sheet (checks/sheet-rolls.ts): the DC the table set (− / + on the sheet,
 * not stored) and one Roll button each for Fortitude, Will and the Chance roll, with its dice and the exact chance of
 * meeting that DC, in words for screen readers.
 */
import { successProbability } from "../../../../engine/core/odds/request.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import {
  ROLL_DC_MAX,
  ROLL_DC_MIN,
  SHEET_ROLL_KINDS,
  sheetRollRequest,
  type SheetRollKind,
} from "../checks/sheet-rolls.ts";
import type { EnergySheetActor } from "./sheet-data.ts";

const KEY = `${I18N_ROOT}.Energy.Roll`;

export interface SheetRollRow {
  readonly kind: SheetRollKind;
  readonly name: string;
  readonly diceText: string;
  readonly chanceText: string;
  readonly ariaLabel: string;
}

export interface RollsContext {
  readonly heading: string;
  readonly hint: string;
  readonly dcText: string;
  readonly lowerLabel: string;
  readonly raiseLabel: string;
  readonly atMin: boolean;
  readonly atMax: boolean;
  readonly rows: readonly SheetRollRow[];
}

/** "1d10* + 7" for a defense roll, "1d20" for the Chance roll. */
function diceText(i18n: Localizer, kind: SheetRollKind, actor: EnergySheetActor): string {
  if (kind === "chance") return i18n.localize(`${KEY}.dice.chance`);
  return i18n.format(`${KEY}.dice.defense`, { value: String(actor.system.derived.defenses[kind].total) });
}

export function rollsContext(i18n: Localizer, actor: EnergySheetActor, dc: number): RollsContext {
  const rows = SHEET_ROLL_KINDS.map((kind): SheetRollRow => {
    const percent = percentText(successProbability(sheetRollRequest(kind, actor.system.derived.defenses, dc)));
    const name = i18n.localize(`${KEY}.name.${kind}`);
    return {
      kind,
      name,
      diceText: diceText(i18n, kind, actor),
      chanceText: i18n.format(`${KEY}.chance`, { percent }),
      ariaLabel: i18n.format(`${KEY}.ariaRoll`, { roll: name, dc: String(dc), percent }),
    };
  });
  return {
    heading: i18n.localize(`${KEY}.heading`),
    hint: i18n.localize(`${KEY}.hint`),
    dcText: i18n.format(`${KEY}.dc`, { dc: String(dc) }),
    lowerLabel: i18n.localize(`${KEY}.lower`),
    raiseLabel: i18n.localize(`${KEY}.raise`),
    atMin: dc <= ROLL_DC_MIN,
    atMax: dc >= ROLL_DC_MAX,
    rows,
  };
}

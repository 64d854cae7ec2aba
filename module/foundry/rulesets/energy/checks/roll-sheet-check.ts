/**
 * A Fortitude, Will or Chance roll from the sheet (checks/sheet-rolls.ts): its owner rolls it — it changes no document,
 * as a skill check in another room does — and posts it with its total, the DC, the result and the chance it had. The
 * seed gives these rolls no Energy cost, so none is paid in a fight.
 */
import { successProbability } from "../../../../engine/core/odds/request.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { creatureSystem } from "../sheets/from-documents.ts";
import { sheetRollRequest, type SheetRollKind } from "./sheet-rolls.ts";

const KEY = `${I18N_ROOT}.Energy.Roll`;

/** The roll's line on the card: "14 against DC 10: success (chance 73%)". */
export function sheetRollLine(total: number, dc: number, success: boolean, chance: number): string {
  return game.i18n.format(success ? `${KEY}.success` : `${KEY}.failure`, {
    total: String(total),
    dc: String(dc),
    percent: percentText(chance),
  });
}

/** Roll `actor`'s `kind` against `dc`; false, with the reason shown, when its user may not. */
export async function rollSheetCheck(actor: Actor.Implementation, kind: SheetRollKind, dc: number): Promise<boolean> {
  const system = creatureSystem(actor);
  if (!system) {
    notifyRefusal({ refused: `${I18N_ROOT}.Energy.Refusal.notEnergy` });
    return false;
  }
  if (!actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const request = sheetRollRequest(kind, system.derived.defenses, dc);
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const result = roll.interpret(request);
  const line = sheetRollLine(result.total, dc, result.success === true, successProbability(request));
  const title = game.i18n.format(`${KEY}.title.${kind}`, { name: actor.name });
  await postSummary(title, [{ name: actor.name, text: line }], [roll]);
  return true;
}

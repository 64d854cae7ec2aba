/**
 * A Fortitude, Will or Chance roll from the sheet (checks/sheet-rolls.ts): its owner rolls it — it changes no document,
 * as a skill check in another room does — and posts it as a check card (chat/check-card/): its roll explained, the
 * DC, the result, the chance it had, and a Chance roll's natural 20 or 1 named ("When you roll a natural 20 on a 1d20
 * roll it is a Critical Success"). The seed gives these rolls no Energy cost, so none is paid in a fight.
 */
import { d20Critical } from "../../../../engine/rulesets/energy/dice/critical-check.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { creatureSystem } from "../sheets/from-documents.ts";
import { sheetRollRequest, type SheetRollKind } from "./sheet-rolls.ts";

const KEY = `${I18N_ROOT}.Energy.Roll`;

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
  await rollCheckCard({
    actor,
    check: game.i18n.localize(`${KEY}.name.${kind}`),
    request: sheetRollRequest(kind, system.derived.defenses, dc),
    critical: d20Critical,
  });
  return true;
}

/**
 * A combat check from the sheet or stat block (combat-check-offers.ts, docs/rules/wounds.md decision 193): its owner
 * rolls it, in the owner's roll mode — it changes no document and costs no AP, as a check is part of the act that
 * calls for it — and posts it on the shared check card (decision 155): the roll explained, the TN, the margin, the
 * chance it had, and a critical as a wild roll names it ("All attack and defense rolls are wild rolls"; combat checks
 * "function the same as attack rolls"). The weapon or school is read again from the actor's own items: a weapon
 * unequipped since the sheet was drawn is refused.
 */
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { sheetActor } from "../sheets/from-documents.ts";
import { toWoundsCreature } from "../sources.ts";
import { combatCheckName } from "./combat-check-name.ts";
import { checkCardCritical } from "./critical.ts";
import { combatCheckOffer, offeredCheckRequest } from "./combat-check-offers.ts";

/** Roll `actor`'s check `id` against `tn`; false, with the reason shown, when its user may not or it is gone. */
export async function rollCombatCheck(actor: Actor.Implementation, id: string, tn: number): Promise<boolean> {
  if (!actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const view = woundsActorView(actor);
  const offer = combatCheckOffer(sheetActor(actor)?.items ?? [], id);
  if (!view || !offer) {
    notifyRefusal({ refused: `${I18N_ROOT}.Wounds.CombatCheck.gone` });
    return false;
  }
  await rollCheckCard({
    actor,
    check: combatCheckName(foundryLocalizer(), offer),
    request: offeredCheckRequest(toWoundsCreature(view.source), offer, tn, woundsOptions()),
    critical: checkCardCritical(true),
  });
  return true;
}

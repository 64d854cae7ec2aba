/**
 * A jump from the sheet's Checks section (docs/rules/wounds.md decision 194): "first decide whether you are attempting
 * a long jump or high jump, then make a Str [Athletics/Jumping] check. If you moved at least 5 yards leading up to the
 * jump, you use your normal result and add your Speed. Otherwise, halve your result." One button per kind, with or
 * without the run-up (the player's word: Fray keeps no record of the yards walked before it). The owner rolls it in the
 * owner's roll mode, as a combat check is, and the check card says how far the engine's `jumpReach` makes it go: a
 * long jump's feet and the yards of movement they use, which the token's move then draws from the movement pool as
 * any walk does (combat/token-move.ts, decision 161), or a high jump's inches. It writes no document.
 */
import { jumpCheckRequest, jumpReach, type JumpKind } from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { checkCardCritical } from "./critical.ts";
import { jumpName, jumpReachText } from "./jump-text.ts";

/** Jump: `actor`'s `kind` of jump, `runUp` or standing; false, with the reason shown, when its user may not. */
export async function rollJump(actor: Actor.Implementation, kind: JumpKind, runUp: boolean): Promise<boolean> {
  const view = woundsActorView(actor);
  if (!view || !actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const c = toWoundsCreature(view.source);
  const i18n = foundryLocalizer();
  await rollCheckCard({
    actor,
    check: jumpName(i18n, kind, runUp),
    request: jumpCheckRequest(c, woundsOptions()),
    critical: checkCardCritical(false),
    followUp: (result) =>
      Promise.resolve({
        effects: [jumpReachText(i18n, jumpReach(kind, result.total, runUp, c.attributes.speed))],
        rolls: [],
      }),
  });
  return true;
}

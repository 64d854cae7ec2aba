/**
 * A jump from the sheet's Checks section (docs/rules/wounds.md decision 194): "first decide whether you are attempting
 * a long jump or high jump, then make a Str [Athletics/Jumping] check. If you moved at least 5 yards leading up to the
 * jump, you use your normal result and add your Speed. Otherwise, halve your result." One button per kind, with or
 * without the run-up (the player's word: Fray keeps no record of the yards walked before it). The owner rolls it in the
 * owner's roll mode, as a combat check is, and the check card says how far the engine's `jumpReach` makes it go: a
 * long jump's feet and the yards of movement they use, which the token's move then draws from the movement pool as
 * any walk does (combat/token-move.ts, decision 161), or a high jump's inches. It writes no document. The checks after
 * a jump (decision 217), a landing's or a ledge's, are rolled the same way against the TN the sheet's Checks section
 * names ("TNs for both checks are set by the GM based on the slipperiness of the surface"), the card saying what a
 * failure means; the statuses and the fall stay the table's.
 */
import {
  jumpCheckRequest,
  jumpReach,
  landingCheckRequest,
  type JumpKind,
  type LandingCheck,
} from "../../../../engine/rulesets/wounds/movement/jump.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsCreature } from "../sources.ts";
import { checkCardCritical } from "./critical.ts";
import { JUMP_KEYS, jumpName, jumpReachText, landingName } from "./jump-text.ts";

/** The creature `actor`'s user may roll for, or undefined with the reason shown. */
function ownCreature(actor: Actor.Implementation): ReturnType<typeof toWoundsCreature> | undefined {
  const view = woundsActorView(actor);
  if (!view || !actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return undefined;
  }
  return toWoundsCreature(view.source);
}

/** Jump: `actor`'s `kind` of jump, `runUp` or standing; false, with the reason shown, when its user may not. */
export async function rollJump(actor: Actor.Implementation, kind: JumpKind, runUp: boolean): Promise<boolean> {
  const c = ownCreature(actor);
  if (!c) return false;
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

/**
 * After a jump: "Landing in difficult terrain or on a slippery surface requires a Dex [Acrobatics/Balance] check to
 * remain standing. If your long jump distance places you within one yard of a ledge, you may attempt to grab on with
 * a Dex [Acrobatics/Gymnastics] check", against `tn`, the TN the GM named.
 */
export async function rollLanding(actor: Actor.Implementation, check: LandingCheck, tn: number): Promise<boolean> {
  const c = ownCreature(actor);
  if (!c) return false;
  const i18n = foundryLocalizer();
  await rollCheckCard({
    actor,
    check: landingName(i18n, check),
    request: landingCheckRequest(c, check, tn, woundsOptions()),
    critical: checkCardCritical(false),
    followUp: (result) =>
      Promise.resolve({
        effects: [i18n.localize(`${JUMP_KEYS}.after.${check}.${result.success === true ? "kept" : "lost"}`)],
        rolls: [],
      }),
  });
  return true;
}

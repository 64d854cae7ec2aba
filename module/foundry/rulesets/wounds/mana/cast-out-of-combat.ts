/**
 * A spell that is no attack cast from the Actions section out of combat (decision 223). Seed 004: "All effects that use
 * mana will either require spending it or investing it" — mana is no round's economy, so the cast pays it as in
 * combat (spent, or invested under the spell's id), and its stamina at once, as the cast "takes effect" now; no AP
 * ("Action Points (AP) determine how much you are able to do in a given round"). Taken by the actor's owner on its own
 * actor, as a rest or the end of an effect is (mana/end-effect.ts): mana and stamina are the actor's, which its owner
 * already changes with the bars, so no GM is asked. The spell is read from the actor's own items, never from the click:
 * an unknown id, another creature's item or an attack spell (its card is rolled from the attacks, decision 166) is
 * refused. Short of mana, an investment still standing, or a caster who cannot act is refused and pays nothing. The
 * chat posts the same card as a cast in combat (combat/spell-cast-chat.ts).
 */
import { castOutOfCombat } from "../../../../engine/rulesets/wounds/actions/cast.ts";
import type { Refusal } from "../../../combat-room.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { vitalsUpdate } from "../combat/actor.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { postSpellCast } from "../combat/spell-cast-chat.ts";
import { woundsActorView, woundsSpellOf } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import { toSpellCost } from "../spell-sources.ts";

const NOT_A_SPELL: Refusal = { refused: `${I18N_ROOT}.Wounds.Refusal.notASpell` };

/** Casts `actor`'s spell `itemId` out of combat; the refusal (also shown) when it cannot be. */
export async function castSpellOutOfCombat(actor: Actor.Implementation, itemId: string): Promise<Refusal | undefined> {
  const view = woundsActorView(actor);
  const item = actor.items.get(itemId);
  const spell = item ? woundsSpellOf(item) : undefined;
  if (!view || !spell || spell.data.attack) {
    notifyRefusal(NOT_A_SPELL);
    return NOT_A_SPELL;
  }
  const before = toWoundsActor(view.source, view.statuses);
  const cost = toSpellCost(spell);
  const cast = castOutOfCombat(before, cost, woundsOptions());
  if (!cast.ok) {
    const refusal = woundsRefusal(cast.reason);
    notifyRefusal(refusal);
    return refusal;
  }
  await actor.update({ system: vitalsUpdate(cast.state) });
  await postSpellCast({ name: actor.name, actor }, cost, true, { before: before.creature, after: cast.state });
  return undefined;
}

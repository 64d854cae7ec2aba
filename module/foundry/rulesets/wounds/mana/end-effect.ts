/**
 * Ending an effect that holds invested mana, from the sheet's Invested mana section (decision 189). Seed 004: "Each
 * effect specifies how invested mana is retrieved. Usually, it is either returned as soon as the effect ends, or can
 * be retrieved at your option at the end of a long rest." Taken by the actor's owner on its own actor, as a rest is
 * (rest/take-rest.ts): mana is the actor's, which its owner already changes with the bar's − / +, so no GM is asked.
 * The engine's `endInvestedEffect` on the creature as it is now gives the mana back; an investment retrieved at a long
 * rest, or one no longer there (a second click), is refused and changes nothing. One chat line says what came back.
 * Ending a spell's effect is no action of the seed's list (End a Magical Effect is "caused by a magical item"), so it
 * costs no AP.
 */
import { endInvestedEffect } from "../../../../engine/rulesets/wounds/vitals/mana.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { vitalsUpdate } from "../combat/actor.ts";
import { woundsRefusal } from "../combat/refusal.ts";
import { woundsActorView } from "../documents.ts";
import { SHEET_KEYS } from "../sheets/labels.ts";
import { toWoundsCreature } from "../sources.ts";

const KEY = `${SHEET_KEYS}.Invested`;

/** Ends the effect `actor`'s investment `id` is tied up in; the refusal (also shown) when it cannot be. */
export async function endWoundsInvestment(actor: Actor.Implementation, id: string): Promise<Refusal | undefined> {
  const view = woundsActorView(actor);
  if (!view) return undefined;
  const creature = toWoundsCreature(view.source);
  const ended = endInvestedEffect(creature, id);
  if (!ended.ok) {
    const refusal = woundsRefusal(ended.reason);
    notifyRefusal(refusal);
    return refusal;
  }
  await actor.update({ system: vitalsUpdate(ended.state) });
  const found = creature.invested.find((i) => i.id === id);
  const text = game.i18n.format(`${KEY}.ended`, { name: found?.label ?? "", count: String(found?.amount ?? 0) });
  await postSummary(game.i18n.localize(`${KEY}.title`), [{ name: actor.name, text }]);
  return undefined;
}

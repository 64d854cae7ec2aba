/**
 * The surprise check, the GM's from the tracker row of the creature at risk (docs/rules/wounds.md decision 250): "The
 * GM determines who is at risk of being surprised and calls for a check if necessary. Most often, this is done by
 * making the participants roll opposed checks of some sort such as Dex [Stealth/Hiding] and Prc [Stealth/Observation]."
 * The watcher's Prc [Stealth/Observation] is opposed by the Dex [Stealth/Hiding] of the creature on the other side
 * (its token hostile to the watcher's) most likely to catch it unaware (the engine's `leadingHider`); the shared
 * opposed card shows both rolls, the world's tie rule and the exact chance (checks/check-plan.ts). When the hider wins
 * the watcher is caught unaware and marked Surprised at once, by the tracker's Surprised mark (mark-surprised.ts):
 * the GM's click was the call. A creature that cannot be marked now (already Surprised, its first turn over,
 * Perception above 5) is refused before anything is rolled.
 */
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import { leadingHider, surpriseCheck } from "../../../../engine/rulesets/wounds/turns/surprise.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { hostile } from "../canvas/flanking.ts";
import { rollCheckPlan } from "../checks/check-plan.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsEconomyActor } from "./actor.ts";
import { markSurprised, whyNotSurprisable } from "./mark-surprised.ts";

const KEY = `${I18N_ROOT}.Wounds.Surprise`;

interface Hider {
  readonly actor: Actor.Implementation;
  readonly creature: WoundsCreature;
}

/** The creatures on the other side of `watcher`: combatants whose token is hostile to its token. */
function hidersOf(watcher: Combatant.Implementation): Hider[] {
  const own = watcher.token?.disposition;
  if (own === undefined) return [];
  return (watcher.combat?.combatants.contents ?? []).flatMap((combatant) => {
    const theirs = combatant.token?.disposition;
    const creature = woundsEconomyActor(combatant)?.creature;
    const actor = combatant.actor;
    if (theirs === undefined || !creature || !actor || !hostile(own, theirs)) return [];
    return [{ actor, creature }];
  });
}

/** GM only (the relay checked the user): `watcher`'s surprise check against the other side's leading hider. */
export async function rollSurpriseCheck(watcher: Combatant.Implementation): Promise<Refusal | undefined> {
  const refusal = whyNotSurprisable(watcher);
  if (refusal) return refusal;
  const seen = woundsEconomyActor(watcher)?.creature;
  const watcherActor = watcher.actor;
  if (!seen || !watcherActor) return { refused: `${I18N_ROOT}.Wounds.Refusal.notWounds` };
  const hiders = hidersOf(watcher);
  const options = woundsOptions();
  const index = leadingHider(
    seen,
    hiders.map((h) => h.creature),
    options,
  );
  const leading = index === undefined ? undefined : hiders[index];
  if (!leading) return { refused: `${KEY}.noHider` };
  const { hide, notice } = surpriseCheck(leading.creature, seen, options);
  const names = { hider: leading.actor.name, watcher: watcherActor.name };
  await rollCheckPlan(leading.actor, {
    check: game.i18n.format(`${KEY}.check`, names),
    request: hide,
    wild: false,
    opposing: { actor: watcherActor, check: game.i18n.format(`${KEY}.notice`, names), request: notice },
    effect: async ({ success }) => {
      if (!success) return [game.i18n.format(`${KEY}.noticed`, names)];
      const notMarked = await markSurprised(watcher);
      return [
        notMarked
          ? game.i18n.format(`${KEY}.notMarked`, { ...names, reason: game.i18n.localize(notMarked.refused) })
          : game.i18n.format(`${KEY}.surprised`, names),
      ];
    },
  });
  return undefined;
}

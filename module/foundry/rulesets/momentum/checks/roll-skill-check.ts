/**
 * A Skill Check from the `momentum` sheet (rules page decision 142). Outside a Cinematic its owner rolls it on the
 * owner's client — it changes no document, as a check in another room does — and posts the shared check card in the
 * roller's roll mode; the seed gives a bare check no AP cost (a check is part of the action that asks for it). While
 * the creature's Cinematic waits for its check, the click is the owner's `cinematicCheck` control instead, rolled by
 * the GM's client (combat/cinematic-check.ts).
 */
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import { resolveCheck } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { skillCheckRequest } from "../../../../engine/rulesets/momentum/dice/cinematic-check.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { actFor } from "../../../combat/economy-access.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { CINEMATIC_CHECK_CONTROL } from "../combat/cinematic-check.ts";
import { openCinematic } from "../combat/cinematic-record.ts";
import { momentumEconomyActor } from "../combat/state.ts";
import { momentumActorView } from "../documents.ts";
import { momentumOptions } from "../rule-variants.ts";
import { actorField } from "../sheets/labels.ts";
import { toMomentumActor } from "../sources.ts";
import { checkChoice, type AskedCheck } from "./skill-check-choice.ts";

/** `actor`'s combatant in the started combat, if any. */
export function checkCombatant(actor: Actor.Implementation): Combatant.Implementation | undefined {
  return game.combat?.started ? activeCombatantOf(actor) : undefined;
}

/** The creature as its check reads it: as the combat's economy does in a fight (round 1's surprise), else its own. */
export function checkerOf(actor: Actor.Implementation): MomentumActor | undefined {
  const combatant = checkCombatant(actor);
  if (combatant) return momentumEconomyActor(combatant, combatant.combat?.round ?? 0);
  const view = momentumActorView(actor);
  return view && toMomentumActor(view.source, view.gear, view.statuses);
}

/** Rolls `actor`'s check; false, with the reason shown, when its user may not. */
export async function rollSkillCheck(actor: Actor.Implementation, asked: AskedCheck): Promise<boolean> {
  const combatant = checkCombatant(actor);
  if (combatant && openCinematic(combatant)) {
    await actFor(combatant, CINEMATIC_CHECK_CONTROL.id, checkChoice(asked));
    return true;
  }
  const checker = checkerOf(actor);
  if (!checker) {
    notifyRefusal({ refused: `${I18N_ROOT}.Momentum.Refusal.notMomentum` });
    return false;
  }
  if (!actor.isOwner) {
    notifyRefusal({ refused: `${I18N_ROOT}.Combat.refused.notOwner` });
    return false;
  }
  const options = momentumOptions();
  const skill = actorField(foundryLocalizer(), `skills.${asked.skill}`).label;
  await rollCheckCard({
    actor,
    check: game.i18n.format(`${I18N_ROOT}.Momentum.Check.card`, { skill }),
    request: skillCheckRequest({ actor: checker, ...asked }, options),
    critical: (result) => (resolveCheck(result, options).critical ? "success" : "none"),
  });
  return true;
}

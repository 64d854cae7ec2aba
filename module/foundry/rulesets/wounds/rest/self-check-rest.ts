/**
 * The rest step of the `wounds` self-check (rest/take-rest.ts): a Bandit of the compendium who is not in the fight,
 * its stamina spent and one light wound taken, takes a short rest as its sheet's button does: "A short rest recovers
 * half of your current maximum stamina and mana, rounded down … If you are lightly or moderately wounded, it also
 * removes a single light wound", posted in chat.
 */
import { maxStamina } from "../../../../engine/rulesets/wounds/vitals/stamina.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { creatureAt } from "../combat/self-check-creature.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsCreature } from "../sources.ts";
import { takeWoundsRest } from "./take-rest.ts";

/** A corner of the self-check's scene, away from the fight (no reach, no flanking). */
const AWAY = { x: 900, y: 900 } as const;

export function restTaken(creatureId: string): SkirmishStep {
  return {
    id: "restTaken",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.restTaken`,
    async run(s) {
      const token = await creatureAt(s, creatureId, AWAY);
      const actor = need(token.actor, "the resting creature");
      const wounds = { light: 1, moderate: 0, severe: 0, critical: 0, fatal: 0 };
      await actor.update({ system: { stamina: { value: 0 }, wounds } });
      const messages = game.messages.size;
      expectEqual("the short rest taken", true, await takeWoundsRest(actor, "short"));
      const after = toWoundsCreature(need(woundsActorView(actor), "the resting creature").source);
      expectEqual("the stamina after the rest", Math.floor(maxStamina(after) / 2), after.stamina);
      expectEqual("the light wounds after the rest", 0, after.wounds.light);
      expectEqual("the rest's chat line", messages + 1, game.messages.size);
    },
  };
}

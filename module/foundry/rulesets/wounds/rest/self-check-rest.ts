/**
 * The rest step of the `wounds` self-check (rest/take-rest.ts): a Bandit of the compendium who is not in the fight,
 * its stamina spent and one light wound taken, takes a short rest as its sheet's button does: "A short rest recovers
 * half of your current maximum stamina and mana, rounded down … If you are lightly or moderately wounded, it also
 * removes a single light wound", posted in chat. Then a tended long rest (`tendedRestTaken`) and an interrupted one
 * given up for its short rests (`interruptedRestTaken`).
 */
import { maxStamina } from "../../../../engine/rulesets/wounds/vitals/stamina.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { creatureAt } from "../../../self-check/steps/creature-at.ts";
import { woundsActorView } from "../documents.ts";
import { toWoundsCreature } from "../sources.ts";
import { takeInterruptedRest } from "./interrupted-rest.ts";
import { takeWoundsRest } from "./take-rest.ts";

/** A corner of the self-check's scene, away from the fight (no reach, no flanking). */
const AWAY = { x: 900, y: 900 } as const;
/** Two more spaces in that corner, for the tended rest. */
const TENDED_AT = { x: 900, y: 800 } as const;
const TENDER_AT = { x: 800, y: 800 } as const;
/** One more, for the interrupted rest. */
const INTERRUPTED_AT = { x: 800, y: 900 } as const;

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

/**
 * The tended long rest: a Bandit with a moderate wound rests tended by another ("If you tend another character for at
 * least two hours while they are taking a long rest, you may make a Lor [Healing/Wounds] check, substituting your check
 * result for their recovery check if it is higher"). Every die one below its maximum, the higher total reaches the
 * moderate wound: it becomes light. One chat line with both rolls.
 */
export function tendedRestTaken(creatureId: string): SkirmishStep {
  return {
    id: "tendedRestTaken",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.tendedRestTaken`,
    async run(s) {
      const actor = need((await creatureAt(s, creatureId, TENDED_AT)).actor, "the resting creature");
      const tender = need((await creatureAt(s, creatureId, TENDER_AT)).actor, "the tender");
      const wounds = { light: 0, moderate: 1, severe: 0, critical: 0, fatal: 0 };
      await actor.update({ system: { wounds, fatigue: 0, longRestsToday: 0 } });
      s.dice.set((faces) => Math.max(1, faces - 1));
      try {
        expectEqual("the tended long rest taken", true, await takeWoundsRest(actor, "longTended", tender));
      } finally {
        s.dice.set(undefined);
      }
      const after = toWoundsCreature(need(woundsActorView(actor), "the resting creature").source);
      expectEqual("the moderate wounds after the tended rest", 0, after.wounds.moderate);
      expectEqual("the light wounds after the tended rest", 1, after.wounds.light);
      expectEqual("the rest's two checks in chat", 2, game.messages.contents.at(-1)?.rolls.length);
    },
  };
}

/**
 * The interrupted long rest given up (decision 249): "If a long rest is interrupted after at least 15 minutes, then you
 * may apply all the benefits associated with a short rest for every 15 minutes that have passed." A Bandit with its
 * stamina spent and two light wounds, interrupted after 30 minutes: two short rests, twice half its stamina, both light
 * wounds gone, one chat line; the long rests of the day untouched.
 */
export function interruptedRestTaken(creatureId: string): SkirmishStep {
  return {
    id: "interruptedRestTaken",
    labelKey: `${I18N_ROOT}.Wounds.SelfCheck.interruptedRestTaken`,
    async run(s) {
      const actor = need((await creatureAt(s, creatureId, INTERRUPTED_AT)).actor, "the resting creature");
      const wounds = { light: 2, moderate: 0, severe: 0, critical: 0, fatal: 0 };
      await actor.update({ system: { stamina: { value: 0 }, wounds, fatigue: 0, longRestsToday: 0 } });
      const messages = game.messages.size;
      const answer = { rested: 30, lasted: 60, choice: "giveUp" } as const;
      expectEqual("the interrupted rest given up", true, await takeInterruptedRest(actor, answer));
      const after = toWoundsCreature(need(woundsActorView(actor), "the resting creature").source);
      // Each short rest "recovers half of your current maximum stamina … rounded down".
      expectEqual("the stamina after two short rests", 2 * Math.floor(maxStamina(after) / 2), after.stamina);
      expectEqual("the light wounds after two short rests", 0, after.wounds.light);
      expectEqual("the long rests today", 0, after.longRestsToday);
      expectEqual("the rest's chat line", messages + 1, game.messages.size);
    },
  };
}

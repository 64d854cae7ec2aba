/**
 * `momentum` self-check steps for a Cinematic's Skill Check (decision 142) and the act-first / act-last markers
 * (decision 143), after the other steps, on whoever acts now:
 * - "Should the GM agree, you must then make a Skill Check determined by the GM": given 3 AP and 3 Narrative
 *   Momentum by the GM, the one acting pays a Cinematic Action through the room's spend, and its check (a Raw Force
 *   Check against 10, the die high) is rolled through the owner's `cinematicCheck` control: the check card says the
 *   Cinematic is performed, and a second check for the same Cinematic is refused;
 * - "Any effect that allows a creature to act first in a round": marked Acting First, the other's entry for the next
 *   round is in the act-first band (the Combat writes it at that round's start); the mark is taken away after.
 */
import { BANDS } from "../../../engine/rulesets/momentum/turns/initiative.ts";
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { CheckCardModel } from "../../chat/check-card/model.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { checkChoice } from "./checks/skill-check-choice.ts";
import { CINEMATIC_CHECK_CONTROL } from "./combat/cinematic-check.ts";
import { CINEMATIC_ACTION } from "./combat/reactions.ts";
import { actingAndOther } from "./self-check-fighters.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;
const CHECK = checkChoice({ skill: "rawForce", difficulty: 10 });

export const cinematicCheckStep: SkirmishStep = {
  id: "cinematicCheck",
  labelKey: `${STEP}.cinematicCheck`,
  async run(s) {
    const { acting } = actingAndOther(s);
    const actor = need(acting.actor, "the acting creature's actor");
    const room = need(roomOf(acting), "the momentum combat room");
    expectEqual("the GM's 3 AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
    // A plain record, as every room's actor update: the registry types only the rooms it lists.
    const system: Record<string, unknown> = { narrativeMomentum: 3 };
    await actor.update({ system });
    expectEqual("the Cinematic Action paid", undefined, await room.spend(acting, { action: CINEMATIC_ACTION }));
    s.dice.set((faces) => faces);
    try {
      const args = { choice: CHECK };
      expectEqual("the Cinematic's check", undefined, await room.act(acting, CINEMATIC_CHECK_CONTROL.id, args));
      const card = need(game.messages.contents.at(-1), "the check card");
      const effects = card.system instanceof CheckCardModel ? card.system.effects : [];
      const performed = game.i18n.format(`${I18N_ROOT}.Momentum.Cinematic.performed`, { name: acting.name ?? "" });
      expectEqual("what the check card says", performed, effects.join(" "));
      const again = await room.act(acting, CINEMATIC_CHECK_CONTROL.id, args);
      expectThat(again !== undefined, "a second check of the same Cinematic is refused", again);
    } finally {
      s.dice.set(undefined);
    }
  },
};

export const actFirstStep: SkirmishStep = {
  id: "actFirst",
  labelKey: `${STEP}.actFirst`,
  async run(s) {
    const { other } = actingAndOther(s);
    const actor = need(other.actor, "the other's actor");
    const room = need(roomOf(other), "the momentum combat room");
    const round = need(s.combat, "the combat").round + 1;
    await actor.toggleStatusEffect("actingFirst", { active: true });
    try {
      const entryOf = need(room.initiativeEntry?.bind(room), "the room's initiative entry");
      const entry = entryOf(other, other.initiative ?? 0, round);
      expectEqual("the other's band next round", BANDS.actFirst, entry.band);
    } finally {
      await actor.toggleStatusEffect("actingFirst", { active: false });
    }
  },
};

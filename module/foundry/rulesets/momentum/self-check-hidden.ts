/**
 * `momentum` self-check step for Hide (decision 132): "You successfully hide if you beat their Perception Check with
 * your Stealth Check." After the other steps, the GM gives the one acting 3 AP and puts the other's token on another
 * side (the self-check's two compendium creatures are both hostile, and Hide's enemies are another disposition); the
 * one acting hides through the room's contest control, its Stealth d20 high and the Perception low. Its Hidden status
 * names the other as the observer it hides from, and taking the status away ends that relation with it.
 *
 * And a give-away (decision 158): "You stop being hidden if … you take any action that would clearly give away your
 * location. You stay hidden until the end of the turn if this happens during your turn." The GM sets Hidden on the
 * one acting and gives it 3 AP; it trips the other (its d20 high): Hidden now ends with its turn. Hidden, Prone and
 * the other's disposition are put back after.
 */
import { AP_PER_TURN } from "../../../engine/rulesets/momentum/tables/actions.ts";
import { effectExpiry } from "../../combat/expiry.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { contestChoice } from "./combat/contest-choice.ts";
import { CONTEST_CONTROL } from "./combat/controls.ts";
import { HIDE_CHOICE } from "./combat/hide.ts";
import { storedHiddenFrom } from "./effects/hidden-from.ts";
import { actingAndOther } from "./self-check-fighters.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;
/** v13 `CONST.TOKEN_DISPOSITIONS` (foundryvtt.com/api/variables/CONST.TOKEN_DISPOSITIONS.html), as values. */
const FRIENDLY = 1 as CONST.TOKEN_DISPOSITIONS;
const HOSTILE = -1 as CONST.TOKEN_DISPOSITIONS;

/** The first die (the hider's Stealth) shows its highest face, every later one (each Perception) a 1. */
function hiderWinsDice(): (faces: number) => number {
  let rolled = 0;
  return (faces) => (rolled++ === 0 ? faces : 1);
}

export const hideStep: SkirmishStep = {
  id: "hide",
  labelKey: `${STEP}.hide`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const hider = need(acting.actor, "the acting creature's actor");
    const observer = need(other.actor, "the other's actor");
    const room = need(roomOf(acting), "the momentum combat room");
    expectEqual("the GM's 3 AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
    const disposition = acting.token?.disposition === FRIENDLY ? HOSTILE : FRIENDLY;
    await need(other.token, "the other's token").update({ disposition });
    s.dice.set(hiderWinsDice());
    try {
      expectEqual("the Hide's refusal", undefined, await room.act(acting, CONTEST_CONTROL.id, { choice: HIDE_CHOICE }));
    } finally {
      s.dice.set(undefined);
    }
    expectEqual("whom the Hidden status hides from", observer.uuid, storedHiddenFrom(hider)?.join(", "));
    await hider.toggleStatusEffect("hidden", { active: false });
    expectThat(storedHiddenFrom(hider) === undefined, "no relation once Hidden is taken away", hider.statuses);
  },
};

export const contestRevealsStep: SkirmishStep = {
  id: "contestReveals",
  labelKey: `${STEP}.contestReveals`,
  async run(s) {
    const { acting, other } = actingAndOther(s);
    const hider = need(acting.actor, "the acting creature's actor");
    const room = need(roomOf(acting), "the momentum combat room");
    const theirs = need(other.token, "the other's token");
    const before = theirs.disposition;
    expectEqual("the GM's 3 AP", undefined, await room.adjustPool(acting, "ap", AP_PER_TURN));
    await theirs.update({ disposition: acting.token?.disposition === FRIENDLY ? HOSTILE : FRIENDLY });
    await hider.toggleStatusEffect("hidden", { active: true });
    s.dice.set(hiderWinsDice());
    try {
      const args = { choice: contestChoice("trip", need(other.id, "the other combatant's id")) };
      expectEqual("the Trip's refusal", undefined, await room.act(acting, CONTEST_CONTROL.id, args));
      const hidden = hider.effects.contents.find((e) => e.statuses.has("hidden"));
      expectEqual("when Hidden ends after the Trip", "turnEnd", hidden ? effectExpiry(hidden)?.kind : undefined);
    } finally {
      s.dice.set(undefined);
      await hider.toggleStatusEffect("hidden", { active: false });
      await other.actor?.toggleStatusEffect("prone", { active: false });
      await theirs.update({ disposition: before });
    }
  },
};

/**
 * The Ignore step of the `wounds` self-check (controls.ts, decision 152): the GM's tracker control makes the target
 * ignore the attacker for flanking, on the target's turn or off it as "a free reaction when you first become flanked"
 * ("you may choose to ignore specific creatures"), and the target's combatant then lists the attacker. Last of the
 * run: the ignored attacker's later attacks would be rear attacks.
 */
import { actFor } from "../../../combat/economy-access.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { woundsStateOf } from "./actor.ts";
import { IGNORE_CONTROL } from "./controls.ts";
import { combatantOf } from "../../../self-check/steps/combatant-of.ts";

export const ignoreSet: SkirmishStep = {
  id: "ignoreSet",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.ignoreSet`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const fighterOf = (actor: Actor.Implementation) => combatantOf(s, actor);
    const ignoring = fighterOf(target);
    const ignored = need(fighterOf(attacker).id ?? undefined, "the attacker's combatant id");
    await actFor(ignoring, IGNORE_CONTROL.id, ignored);
    const state = need(woundsStateOf(ignoring), "the target's wounds state");
    expectEqual("the creatures the target ignores", true, state.ignoring.includes(ignored));
  },
};

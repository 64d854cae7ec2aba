/**
 * The self-check's surprise check step (surprise-check.ts, docs/rules/wounds.md decision 250): "The GM determines who
 * is at risk of being surprised and calls for a check … opposed checks of some sort such as Dex [Stealth/Hiding] and
 * Prc [Stealth/Observation]." Surprise comes before the first round, which the skirmish's encounter is long past, so
 * the step runs in the two tokens' own encounter, not started (self-check/steps/surprise-encounter.ts, which restores
 * the world after), the attacker hostile to the target (the dispositions put back here). The GM calls the target's
 * check from its row (the room's `surpriseCheck` control); the first die (the attacker's Dex [Stealth/Hiding]) shows
 * 20, the next 1, so the target is caught unaware and marked Surprised, with one opposed card.
 */
import { roomOf } from "../../../combat/rooms.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { firstHighThenLow, inUnstartedEncounter } from "../../../self-check/steps/surprise-encounter.ts";
import { FRIENDLY, HOSTILE } from "../canvas/self-check-flanking.ts";
import { SURPRISE_CHECK_CONTROL } from "./controls.ts";

const SURPRISED = "surprised";

export const surpriseChecked: SkirmishStep = {
  id: "surpriseChecked",
  labelKey: `${I18N_ROOT}.Wounds.SelfCheck.surpriseChecked`,
  async run(s) {
    const target = need(s.actors, "the actors").target;
    const tokens = need(s.tokens, "the tokens");
    const dispositions = [tokens.attacker.disposition, tokens.target.disposition] as const;
    await tokens.attacker.update({ disposition: HOSTILE });
    await tokens.target.update({ disposition: FRIENDLY });
    try {
      // The GM calls the check from the row of the creature at risk: the target's.
      await inUnstartedEncounter(s, "target", SURPRISED, async (watcher) => {
        const messages = game.messages.size;
        s.dice.set(firstHighThenLow());
        const room = need(roomOf(watcher), "the wounds combat room");
        const refused = await room.act(watcher, SURPRISE_CHECK_CONTROL.id, {});
        s.dice.set(undefined);
        expectEqual("the surprise check's refusal", undefined, refused?.refused);
        expectEqual("the check's opposed card", messages + 1, game.messages.size);
        expectEqual("the target Surprised", true, target.statuses.has(SURPRISED));
      });
    } finally {
      await tokens.attacker.update({ disposition: dispositions[0] });
      await tokens.target.update({ disposition: dispositions[1] });
    }
  },
};

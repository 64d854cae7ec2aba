/**
 * The Fighting Style step of the `contest` self-check (rules page decision 154): "A character can potentially learn
 * multiple fighting styles, tracking their progression and gear list separately". The attacker is given a second
 * style, at rank 0 with no gear; the roll dialog then offers both, and its Strike planned with the second is the
 * weaker test ("Using a weapon with which you are untrained in imposes a -2 penalty"). Its styles go back after.
 */
import { isRefusal, type RollChoices } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, expectThat, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { CONTEST_COMBAT_ROOM } from "../combat-room.ts";
import { contestSystem } from "../sheets/from-documents.ts";
import { styleChoiceId } from "./strike.ts";

export const strikeStyle: SkirmishStep = {
  id: "strikeStyle",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.strikeStyle`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const weapon = need(attacker.items.get(need(s.weaponId, "the weapon")), "the attacker's weapon");
    const styles = need(contestSystem(attacker), "the attacker as a contest creature").styles;
    const second = styles.length;
    await attacker.update({ system: { styles: [...styles, { name: "Self-check", rank: 0, gear: [] }] } });
    try {
      const plan = (choices: RollChoices) => {
        const planned = CONTEST_COMBAT_ROOM.planAttack(attacker, weapon, target, choices);
        if (isRefusal(planned)) throw new Error(`the Strike was refused: ${planned.refused}`);
        return planned;
      };
      const offered = (plan({}).modifiers ?? []).filter((m) => m.group === "style").map((m) => m.id);
      expectEqual("the roll dialog's style rows", second + 1, offered.length);
      const best = plan({}).hitChance;
      const chosen = plan({ [styleChoiceId(second)]: true }).hitChance;
      expectThat(chosen < best, "the second style's Strike is the weaker test", { best, chosen });
    } finally {
      await attacker.update({ system: { styles } });
    }
  },
};

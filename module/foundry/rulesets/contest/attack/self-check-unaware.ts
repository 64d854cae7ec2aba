/**
 * The unaware-target step of the `contest` self-check (rules page decision 152): the GM hides the attacker's token, and
 * the roll dialog's Target unaware row starts ticked for its Strike; planned so, the target is offered only no
 * defense ("The target of your attack can defend against the attack if it is aware of it"). The token is shown again.
 */
import { sceneSituationFor } from "../../../canvas/situate.ts";
import { isRefusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { SkirmishStep } from "../../../self-check/skirmish.ts";
import { CONTEST_COMBAT_ROOM } from "../combat-room.ts";
import { defenseOptions } from "../combat-roll.ts";
import { contestOptions } from "../rule-variants.ts";
import { MODIFIER, plannedStrike } from "./strike.ts";

export const unawareTarget: SkirmishStep = {
  id: "unawareTarget",
  labelKey: `${I18N_ROOT}.Contest.SelfCheck.unawareTarget`,
  async run(s) {
    const { attacker, target } = need(s.actors, "the actors");
    const tokens = need(s.tokens, "the tokens");
    const weapon = need(attacker.items.get(need(s.weaponId, "the weapon")), "the attacker's weapon");
    await tokens.attacker.update({ hidden: true });
    try {
      const scene = sceneSituationFor(
        "contest",
        CONTEST_COMBAT_ROOM,
        { actor: attacker, item: weapon },
        { actor: target, token: tokens.target },
      );
      const choices = need(scene, "the canvas' reading of the Strike").defaults;
      expectEqual("the roll dialog's Target unaware row", true, choices[MODIFIER.unaware]);
      const strike = plannedStrike(attacker, weapon, target, choices);
      if (isRefusal(strike)) throw new Error(`the Strike was refused: ${strike.refused}`);
      const open = defenseOptions(strike.plan, strike.profile, strike.target, strike.situation, contestOptions());
      expectEqual("the unaware target's defenses", "none", open.map((o) => o.choice).join(", "));
    } finally {
      await tokens.attacker.update({ hidden: false });
    }
  },
};
